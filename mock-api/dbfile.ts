import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { DbShape } from './store.ts';

/**
 * The db file on disk, written so that no crash can destroy it:
 * - every write goes to a temporary file in the same folder, is flushed to the disk (fsync),
 *   then renamed over `db.json` (a rename is atomic: a reader, or the next start after a
 *   `kill -9` or a power cut, sees the old file or the new one, never half of one), and the
 *   folder is flushed so the rename itself survives;
 * - the file being replaced stays as `db.json.bak`, the last good copy;
 * - on start, a `db.json` that is missing or does not parse (damaged outside the server) is
 *   reported on the console, kept aside as `db.json.damaged-<time>`, and the server goes on
 *   from the backup; when the backup cannot be used either, from the seed, and it says so.
 */

export const backupOf = (file: string) => `${file}.bak`;
const tempPattern = (file: string) => new RegExp(`^\\.${path.basename(file).replace(/\./g, '\\.')}\\.\\d+\\.\\d+\\.tmp$`);
let writes = 0;

function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Some systems cannot flush a folder (Windows); the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The current file becomes the backup (a second name for it, or a copy where links fail). */
function keepBackup(file: string): void {
  if (!existsSync(file)) return;
  const backup = backupOf(file);
  rmSync(backup, { force: true });
  try {
    linkSync(file, backup);
  } catch {
    copyFileSync(file, backup);
  }
}

/** Replaces `file` with `text` atomically and durably (see above). */
export function writeFileAtomic(file: string, text: string): void {
  const folder = path.dirname(file);
  writes += 1;
  const temp = path.join(folder, `.${path.basename(file)}.${process.pid}.${writes}.tmp`);
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    keepBackup(file);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(folder);
}

export function writeDbFile(file: string, state: DbShape): void {
  writeFileAtomic(file, JSON.stringify(state, null, 2));
}

type Read = { ok: true; state: DbShape } | { ok: false; problem: string };

/** The state in a db file, or why it cannot be used. */
function readDbFile(file: string): Read {
  if (!existsSync(file)) return { ok: false, problem: 'the file is missing' };
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `it is not valid JSON (${(error as Error).message}; ${text.length.toLocaleString('en')} characters)` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: 'it is not a JSON object of collections' };
  const notLists = Object.entries(value)
    .filter(([, list]) => !Array.isArray(list))
    .map(([name]) => name);
  if (notLists.length) return { ok: false, problem: `these collections are not lists: ${notLists.join(', ')}` };
  if (!Array.isArray((value as Record<string, unknown>).users)) return { ok: false, problem: 'it has no users collection' };
  return { ok: true, state: value as DbShape };
}

/**
 * The state to start from: `file` when it is usable, else the backup, else the seed (each
 * fallback reported with `report`). Collections the seed has and the file lacks (a module
 * added since) are added. The chosen state is written back, so the file is whole again.
 */
export function openDbFile(file: string, seed: DbShape, report: (line: string) => void): DbShape {
  const folder = path.dirname(file);
  const leftovers = readdirSync(folder).filter((name) => tempPattern(file).test(name));
  for (const name of leftovers) rmSync(path.join(folder, name), { force: true });

  const backup = backupOf(file);
  let state: DbShape;
  const main = existsSync(file) || existsSync(backup) ? readDbFile(file) : { ok: true as const, state: structuredClone(seed) };
  if (main.ok) {
    state = main.state;
  } else {
    report(`[mock-api] The database ${file} cannot be used: ${main.problem}.`);
    if (existsSync(file)) {
      const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      report(`[mock-api] The damaged file is kept as ${aside}.`);
    }
    const fallback = readDbFile(backup);
    if (fallback.ok) {
      state = fallback.state;
      report(
        `[mock-api] Recovered from the last good copy, ${backup} (saved ${statSync(backup).mtime.toISOString()}): changes after it are lost.`,
      );
    } else {
      state = structuredClone(seed);
      report(`[mock-api] The backup ${backup} cannot be used either (${fallback.problem}): starting from the seed data.`);
    }
  }
  for (const name of Object.keys(seed)) {
    if (!Array.isArray(state[name])) state[name] = structuredClone(seed[name] ?? []);
  }
  writeDbFile(file, state);
  return state;
}
