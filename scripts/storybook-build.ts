/**
 * The published Storybook (`npm run build-storybook`): builds it into storybook-static/ and
 * stamps it with a hash of everything it is built from, so `npm run test:visual` can reuse a
 * build that is still current instead of rebuilding (`ensureStorybook`).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, run } from './lib.ts';

export const STORYBOOK_DIR = path.join(ROOT, 'storybook-static');
const STAMP = path.join(STORYBOOK_DIR, '.inputs-hash');
/** What the Storybook build reads: the stories, the app, its texts and assets, the build config. */
const INPUTS = [
  'stories',
  'src',
  '.storybook',
  'locales',
  'public',
  // Stories import the mock API's call data; vite.config.ts imports the start-up plugins.
  'mock-api',
  'scripts/startup-plugins.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
];

/** A hash of the inputs' paths and contents (tracked and new files, not ignored ones). */
export function inputsHash(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...INPUTS], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(ROOT, file);
    // A tracked file deleted in the working tree is still listed: it counts as absent.
    hash.update(`${file}\0${existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : '-'}\0`);
  }
  return hash.digest('hex');
}

/** Whether storybook-static/ was built from the current inputs. */
export function storybookIsCurrent(): boolean {
  if (!existsSync(path.join(STORYBOOK_DIR, 'index.json')) || !existsSync(STAMP)) return false;
  try {
    return readFileSync(STAMP, 'utf8').trim() === inputsHash();
  } catch {
    return false;
  }
}

/**
 * Builds Storybook (a story file that cannot be indexed or an MDX page that does not compile
 * fails it) and stamps the result; true when it built. `extraArgs` go to `storybook build`: an
 * `--output-dir` of their own (Chromatic's) gets no stamp.
 */
export async function buildStorybook(extraArgs: string[] = []): Promise<boolean> {
  let hash: string | null = null;
  try {
    hash = inputsHash();
  } catch {
    // Not a git checkout: built without a stamp (never reused).
  }
  const ownOutput = extraArgs.some((arg) => arg === '-o' || arg.startsWith('--output-dir'));
  const code = await run('storybook', ['build', ...(ownOutput ? [] : ['-o', STORYBOOK_DIR]), '--quiet', ...extraArgs]);
  if (code !== 0) return false;
  if (hash && !ownOutput) writeFileSync(STAMP, `${hash}\n`);
  return true;
}

/** storybook-static/ built from the current inputs: reused when its stamp matches, built otherwise. */
export async function ensureStorybook({ force = false } = {}): Promise<boolean> {
  if (!force && storybookIsCurrent()) {
    console.log('[storybook] storybook-static/ is current: reusing it');
    return true;
  }
  return buildStorybook();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npm run build-storybook [-- --output-dir DIR ...]` (Chromatic passes its own output folder);
  // `--if-stale`: only when storybook-static/ is not current (npm test builds it so, beside the unit tests).
  const args = process.argv.slice(2);
  const ok = args.includes('--if-stale') ? await ensureStorybook() : await buildStorybook(args);
  process.exit(ok ? 0 : 1);
}
