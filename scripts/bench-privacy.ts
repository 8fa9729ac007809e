/**
 * Privacy and the audit log, at the busy account's size: the mock API runs on its own
 * (`node mock-api/main.ts`, a process of its own so this client's work is not counted), on a data
 * folder whose audit log holds 100,000 entries of the busy account over a year (and 20,000 of
 * other accounts). Reported:
 * - a filtered page of the audit log (GET /api/audit): p50 / p95 / max over 200 requests, each
 *   with a filter (an action, a person, a month, an action in a month, a later page) (target p95
 *   < 50 ms);
 * - erasing one caller of the busy account with hundreds of calls (POST /api/privacy/callers/erase;
 *   the most frequent caller, given 500 more of the account's calls first): the calls it changed
 *   and the time (target < 2 s).
 *
 * `npm run bench` calls `benchPrivacy()` (`--no-privacy` skips it); alone: `node scripts/bench-privacy.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { AuditLog } from '../mock-api/audit/log.ts';
import { MockBusyUser, MockUser } from '../mock-api/fixtures/users.ts';
import { AUDIT_ACTIONS } from '../src/lib/audit.ts';
import { figuresOf, type Figures } from './bench-calls.ts';
import { startApi, tokenFor } from './bench-export.ts';

const ENTRIES = 100_000;
const OTHER_ENTRIES = 20_000;
const PAGE_TARGET_MS = 50;
const ERASE_TARGET_MS = 2000;
/** The calls of the caller erased: hundreds, as a regular caller of a busy line may have. */
const CALLER_CALLS = 500;
const DAY = 24 * 60 * 60 * 1000;

export interface PrivacyBench {
  entries: number;
  page: Figures;
  erase: { calls: number; ms: number };
}

/** The audit log filled before the server starts: a year of the busy account's entries, and others'. */
function fillAudit(dataDir: string): void {
  const log = new AuditLog(path.join(dataDir, 'audit.sqlite'));
  const now = Date.now();
  const people = [
    { id: MockBusyUser.id, name: MockBusyUser.name },
    { id: 9001, name: 'Marta Ruiz' },
    { id: 9002, name: 'Pablo Gil' },
  ];
  log.db.exec('BEGIN');
  for (let i = 0; i < ENTRIES; i++) {
    const at = now - DAY * 364 + Math.floor((i / ENTRIES) * DAY * 364);
    log.record(
      MockBusyUser.id,
      people[i % people.length] as (typeof people)[number],
      AUDIT_ACTIONS[i % AUDIT_ACTIONS.length] ?? 'login',
      at,
      null,
    );
  }
  for (let i = 0; i < OTHER_ENTRIES; i++)
    log.record(MockUser.id, { id: MockUser.id, name: MockUser.name }, 'login', now - (i % 300) * DAY, null);
  log.db.exec('COMMIT');
  log.close();
}

export async function benchPrivacy({ quiet = false }: { quiet?: boolean } = {}): Promise<PrivacyBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-bench-privacy-'));
  fillAudit(dataDir);
  const api = await startApi(dataDir);
  try {
    const token = await tokenFor(api.url, MockBusyUser.email);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const month = (n: number) => {
      const start = new Date(Date.now() - (n + 1) * 30 * DAY).toISOString().slice(0, 10);
      const end = new Date(Date.now() - n * 30 * DAY).toISOString().slice(0, 10);
      return `from=${start}&to=${end}`;
    };
    const queries = (n: number) =>
      [
        `action=${AUDIT_ACTIONS[n % AUDIT_ACTIONS.length]}`,
        `person=${n % 2 ? 9001 : MockBusyUser.id}`,
        month(n % 12),
        `action=${AUDIT_ACTIONS[(n + 3) % AUDIT_ACTIONS.length]}&${month((n + 5) % 12)}`,
        `cursor=${Date.now() - (n + 30) * DAY}_${ENTRIES}&action=login`,
      ][n % 5];
    // Warm-up: the first requests compile the statements.
    for (let i = 0; i < 10; i++) await fetch(`${api.url}/api/audit?${queries(i)}`, { headers });
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      const response = await fetch(`${api.url}/api/audit?${queries(i)}`, { headers });
      await response.json();
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`GET /api/audit?${queries(i)} answered ${response.status}`);
    }
    const page = figuresOf(times);

    // The busy account's most frequent caller, given CALLER_CALLS of the account's past calls
    // (written into the server's call store beside it: the store reads its rows from SQLite, and
    // SQLite serialises the two connections' writes), so that one caller has hundreds of calls.
    const calls = new DatabaseSync(path.join(dataDir, 'calls.sqlite'));
    calls.exec('PRAGMA busy_timeout = 5000');
    const { caller_number: number } = calls
      .prepare('SELECT caller_number, COUNT(*) AS n FROM calls WHERE user_id = ? GROUP BY caller_number ORDER BY n DESC LIMIT 1')
      .get(MockBusyUser.id) as { caller_number: string };
    calls
      .prepare(
        'UPDATE calls SET caller_number = ? WHERE id IN (SELECT id FROM calls WHERE user_id = ? AND caller_number <> ? AND started_at <= ? ORDER BY started_at DESC LIMIT ?)',
      )
      .run(number, MockBusyUser.id, number, Date.now(), CALLER_CALLS);
    calls.close();
    const start = performance.now();
    const erased = await fetch(`${api.url}/api/privacy/callers/erase`, { method: 'POST', headers, body: JSON.stringify({ number }) });
    const ms = Math.round(performance.now() - start);
    const { erasedCalls } = (await erased.json()) as { erasedCalls: number };

    const result = { entries: ENTRIES, page, erase: { calls: erasedCalls, ms } };
    if (!quiet) {
      console.log(`\nPrivacy and the audit log (busy account, ${ENTRIES.toLocaleString('en')} audit entries)\n`);
      console.log(
        `audit page, filtered: p50 ${page.p50} ms · p95 ${page.p95} ms · max ${page.max} ms over ${page.samples} (target p95 < ${PAGE_TARGET_MS} ms) ${page.p95 < PAGE_TARGET_MS ? '✓' : '✗'}`,
      );
      console.log(
        `erasing one caller: ${erasedCalls} calls in ${ms} ms (target < ${ERASE_TARGET_MS} ms) ${ms < ERASE_TARGET_MS ? '✓' : '✗'}`,
      );
    }
    return result;
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPrivacy();
