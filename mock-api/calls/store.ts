/**
 * Where the call history lives: an embedded SQLite database (Node's built-in `node:sqlite`) in the
 * data folder, `calls.sqlite`, beside json-server's `db.json`. A call history is large (the busy
 * demo account has over 10,000 calls): in `db.json`, which is rewritten whole on every write, each
 * lead or profile save would rewrite them all. Here a write touches only its rows (WAL journal,
 * so a crash mid-write loses nothing committed), and the filters run on indexes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import {
  billableMinutes,
  CALL_HISTORY_DAYS,
  planAllowsOutbound,
  type CallBalance,
  type CallDetail,
  type CallListQuery,
  type CallSortKey,
  type CallSummary,
  type SortOrder,
  type TranscriptTurn,
} from '../../src/lib/calls.ts';
import { generateHistory, makeCall, callerPool, type CallRow } from './generate.ts';
import { accountDay, accountDayStart, accountOffsetHours } from '../../src/lib/accountTime.ts';
import { seededRandom } from '../../src/lib/random.ts';
import { Ledger, type BillingStart } from '../billing/ledger.ts';
import { newId } from '../ids.ts';
import { ownerOnlyFile } from '../secrets.ts';
import { inTransaction } from '../sqlite.ts';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { SCRIPTS_BY_ID, testGreetingScript } from './scripts.ts';

export const RECORDINGS_DIR = fileURLToPath(new URL('./recordings/', import.meta.url));
const TIMINGS = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, 'timings.json'), 'utf8')) as Record<
  string,
  { startMs: number; endMs: number }[]
>;
/** Bump when the generator changes: a data folder with an older history is regenerated. */
const HISTORY_VERSION = 3;

export const spokenSec = (script: string) => Math.ceil(((TIMINGS[script]?.at(-1)?.endMs ?? 0) + 400) / 1000);

/** The accounts with a call history, their plan and monthly allowance. */
export interface CallAccount {
  userId: number;
  seed: number;
  perWeekday: number;
  plan: 'essential' | 'advanced' | 'custom';
  /** Minutes included each month. */
  allowanceMinutes: number;
  /** The subscription started this many days ago (its first quarter is the guarantee's). */
  startedDaysAgo: number;
  /** The calls the guarantee expects in the first quarter. */
  expectedCalls: number;
  /** Packages bought, days ago. */
  packages: readonly { id: CallPackageId; daysAgo: number }[];
  billTo: BillingStart['billTo'];
  /** The card on file (its provider token), as the last 4 digits and brand. */
  card: { brand: string; last4: string } | null;
  /** The line's test call (go-live), this many days ago, from the owner's phone: in the history, marked, not billed. */
  testCall?: { id: string; daysAgo: number; from: string };
}

/** The account's time zone (src/lib/accountTime.ts): its UTC offset, a day's start, a time's day. */
export const madridOffset = accountOffsetHours;
export const madridDayStart = accountDayStart;
export const madridDay = accountDay;

interface StoredRow {
  id: string;
  user_id: number;
  started_at: number;
  direction: string;
  caller_number: string;
  caller_name: string | null;
  duration_sec: number;
  outcome: string;
  script: string | null;
  reported_spam: number;
  rating: string | null;
  rating_note: string | null;
  callback_of: string | null;
  fallback: number;
  test_call: number;
}

const SORT_SQL: Record<CallSortKey, string> = {
  startedAt: 'started_at',
  durationSec: 'duration_sec',
  caller: 'COALESCE(caller_name, caller_number)',
  outcome: 'outcome',
  direction: 'direction',
};

export interface CursorValue {
  value: string | number;
  id: string;
}

export function encodeCursor(cursor: CursorValue, sort: CallSortKey, order: SortOrder): string {
  return Buffer.from(JSON.stringify([sort, order, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor's position, or null when it is not one of ours (or was made for another sort). */
export function decodeCursor(text: string, sort: CallSortKey, order: SortOrder): CursorValue | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [s, o, v, id] = value as unknown[];
    if (s !== sort || o !== order || typeof id !== 'string' || (typeof v !== 'string' && typeof v !== 'number')) return null;
    return { value: v, id };
  } catch {
    return null;
  }
}

export interface ListResult {
  rows: StoredRow[];
  next: CursorValue | null;
  total: number;
}

export class CallStore {
  readonly db: DatabaseSync;
  private dirty = false;
  private readonly accounts: readonly CallAccount[];
  private readonly now: () => number;
  /** The minutes ledger (and invoices, auto top-up, the guarantee), in the same database. */
  readonly ledger: Ledger;

  constructor(file: string, accounts: readonly CallAccount[], now: () => number) {
    this.accounts = accounts;
    this.now = now;
    const fresh = !existsSync(file);
    ownerOnlyFile(file);
    this.db = new DatabaseSync(file);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS calls (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        started_at INTEGER NOT NULL,
        direction TEXT NOT NULL,
        caller_number TEXT NOT NULL,
        caller_name TEXT,
        duration_sec INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        script TEXT,
        reported_spam INTEGER NOT NULL DEFAULT 0,
        rating TEXT,
        rating_note TEXT,
        callback_of TEXT,
        fallback INTEGER NOT NULL DEFAULT 0,
        search TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS calls_by_time ON calls (user_id, started_at, id);
      CREATE INDEX IF NOT EXISTS calls_by_outcome ON calls (user_id, outcome, started_at);
      CREATE INDEX IF NOT EXISTS calls_by_direction ON calls (user_id, direction, started_at);
      CREATE INDEX IF NOT EXISTS calls_by_callback ON calls (callback_of);
    `);
    // A data folder made before the go-live test call had its mark gets the column (0: a real call).
    const columns = this.db.prepare('PRAGMA table_info(calls)').all() as { name: string }[];
    if (!columns.some((column) => column.name === 'test_call'))
      this.db.exec('ALTER TABLE calls ADD COLUMN test_call INTEGER NOT NULL DEFAULT 0');
    this.ledger = new Ledger(this.db, now);
    const version = (this.db.prepare("SELECT value FROM meta WHERE key = 'version'").get() as { value?: string } | undefined)?.value;
    if (fresh || version !== String(HISTORY_VERSION)) this.regenerate();
  }

  /** Puts back the seeded history (a data reset); nothing to do when nothing changed it. */
  reset(): void {
    if (this.dirty || this.ledger.changed) this.regenerate();
  }

  close(): void {
    this.db.close();
  }

  account(userId: number): CallAccount | undefined {
    return this.accounts.find((account) => account.userId === userId);
  }

  private regenerate(): void {
    const end = this.now();
    this.transaction(() => {
      this.db.exec('DROP TABLE IF EXISTS credits; DELETE FROM calls; DELETE FROM meta;');
      this.ledger.clear();
      for (const account of this.accounts) {
        const startedAt = end - account.startedDaysAgo * 86_400_000;
        this.ledger.open(account.userId, {
          plan: account.plan,
          allowanceMinutes: account.allowanceMinutes,
          startedAt,
          expectedCalls: account.expectedCalls,
          billTo: account.billTo,
        });
        if (account.card) this.ledger.saveCard(account.userId, `pm_seed_${account.userId}`, account.card.brand, account.card.last4);
        for (const pack of account.packages) this.ledger.buyPackage(account.userId, pack.id, 'package', end - pack.daysAgo * 86_400_000);
        const rows = generateHistory({
          userId: account.userId,
          seed: account.seed,
          perWeekday: account.perWeekday,
          outbound: account.plan === 'custom',
          days: CALL_HISTORY_DAYS,
          end,
          spokenSec,
          madridOffset,
        });
        for (const row of rows) this.insert(row);
        if (account.testCall) this.insert(seededTestCall(account.userId, account.testCall, end));
        this.ledger.settle(account.userId);
      }
      this.db.prepare("INSERT INTO meta (key, value) VALUES ('version', ?)").run(String(HISTORY_VERSION));
    });
    this.dirty = false;
    this.ledger.changed = false;
  }

  transaction<T>(work: () => T): T {
    return inTransaction(this.db, work);
  }

  private insertStatement?: ReturnType<DatabaseSync['prepare']>;

  insert(row: CallRow): void {
    this.dirty = true;
    this.insertStatement ??= this.db.prepare(
      'INSERT INTO calls (id, user_id, started_at, direction, caller_number, caller_name, duration_sec, outcome, script, callback_of, fallback, test_call, search) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const summary = row.script ? (SCRIPTS_BY_ID.get(row.script)?.summary ?? '') : '';
    const search = `${row.callerNumber} ${row.callerNumber.slice(1)} ${row.callerName ?? ''} ${summary}`.toLowerCase();
    this.insertStatement.run(
      row.id,
      row.userId,
      row.startedAt,
      row.direction,
      row.callerNumber,
      row.callerName,
      row.durationSec,
      row.outcome,
      row.script,
      row.callbackOf,
      row.fallback ? 1 : 0,
      row.testCall ? 1 : 0,
      search,
    );
    this.ledger.postCall(row.userId, row.id, row.startedAt, billableMinutes(row));
  }

  /** A new call for an account, now (the simulated line while `npm start` runs). */
  simulateCall(userId: number, seed: number): CallRow | null {
    const account = this.account(userId);
    if (!account) return null;
    const rand = seededRandom(seed);
    const caller = callerPool(rand, 1)[0] as { number: string; name: string | null };
    const now = this.now();
    const hour = (new Date(now).getUTCHours() + madridOffset(now)) % 24;
    // The content is seeded; the id is not (ids.ts): two calls made in the same millisecond, or with the same seed, never collide.
    const call = { ...makeCall(rand, { userId, spokenSec }, now, caller, 'inbound', hour >= 9 && hour < 21, seed), id: newId('c') };
    // No minutes left: the caller is not cut off, the voicemail takes a message (not billed).
    const empty = this.ledger.hasAccount(userId) && this.ledger.balance(userId) <= 0 && call.outcome !== 'missed';
    const row: CallRow = empty
      ? {
          ...call,
          outcome: 'voicemail',
          script: 'voicemail-callback',
          durationSec: Math.max(20, spokenSec('voicemail-callback')),
          fallback: true,
        }
      : call;
    this.transaction(() => {
      this.insert(row);
      if (!empty) this.ledger.afterCall(userId);
    });
    return row;
  }

  /** The call-back of a call that is still to be made (scheduled after now), if any. */
  pendingCallback(call: StoredRow): StoredRow | null {
    const row = this.db
      .prepare('SELECT * FROM calls WHERE callback_of = ? AND user_id = ? AND started_at > ? ORDER BY started_at LIMIT 1')
      .get(call.id, call.user_id, this.now()) as unknown as StoredRow | undefined;
    return row ?? null;
  }

  /**
   * Schedules the agent's call back to a call's number (plan with outbound calls), at `at`; or,
   * while one is still pending for this call, returns that one (`created: false`): a second press,
   * or twenty at once, schedule (and bill) one call. Synchronous, so no request runs in between.
   */
  scheduleCallback(call: StoredRow, at: number): { row: Pick<CallRow, 'id' | 'startedAt'>; created: boolean } {
    return this.transaction(() => {
      const pending = this.pendingCallback(call);
      if (pending) return { row: { id: pending.id, startedAt: pending.started_at }, created: false };
      const rand = seededRandom(at);
      const row: CallRow = {
        ...makeCall(
          rand,
          { userId: call.user_id, spokenSec },
          at,
          { number: call.caller_number, name: call.caller_name },
          'outbound',
          true,
          at % 100_000,
        ),
        id: newId('c'),
        callbackOf: call.id,
      };
      this.insert(row);
      return { row, created: true };
    });
  }

  private where(userId: number, query: CallListQuery): { sql: string; params: SQLInputValue[] } {
    const clauses = ['user_id = ?', 'started_at <= ?'];
    const params: SQLInputValue[] = [userId, this.now()];
    if (query.from) {
      clauses.push('started_at >= ?');
      params.push(madridDayStart(query.from));
    }
    if (query.to) {
      clauses.push('started_at < ?');
      params.push(madridDayStart(nextDay(query.to)));
    }
    if (query.direction) {
      clauses.push('direction = ?');
      params.push(query.direction);
    }
    if (query.outcome) {
      clauses.push('outcome = ?');
      params.push(query.outcome);
    }
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    for (const word of words) {
      clauses.push("search LIKE ? ESCAPE '\\'");
      params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    return { sql: clauses.join(' AND '), params };
  }

  list(userId: number, query: CallListQuery, limit: number, cursor: CursorValue | null): ListResult {
    const sort = query.sort ?? 'startedAt';
    const order = query.order ?? 'desc';
    const key = SORT_SQL[sort];
    const { sql, params } = this.where(userId, query);
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM calls WHERE ${sql}`).get(...params) as { n: number }).n;
    const cmp = order === 'desc' ? '<' : '>';
    const after = cursor ? ` AND (${key} ${cmp} ? OR (${key} = ? AND id ${cmp} ?))` : '';
    const afterParams: SQLInputValue[] = cursor ? [cursor.value, cursor.value, cursor.id] : [];
    const dir = order === 'desc' ? 'DESC' : 'ASC';
    const rows = this.db
      .prepare(`SELECT *, ${key} AS sort_value FROM calls WHERE ${sql}${after} ORDER BY ${key} ${dir}, id ${dir} LIMIT ?`)
      .all(...params, ...afterParams, limit + 1) as unknown as (StoredRow & { sort_value: string | number })[];
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1);
    return { rows: page, next: more && last ? { value: last.sort_value, id: last.id } : null, total };
  }

  /**
   * Every matching call, in order, a page of `size` rows at a time (the CSV export): each page is
   * one query read whole (keyset paging on the sort key and id), so no statement stays open while
   * the export yields to other requests between pages.
   */
  *pages(userId: number, query: CallListQuery, size = 1000): Generator<StoredRow[]> {
    const sort = query.sort ?? 'startedAt';
    const order = query.order ?? 'desc';
    const key = SORT_SQL[sort];
    const { sql, params } = this.where(userId, query);
    const cmp = order === 'desc' ? '<' : '>';
    const dir = order === 'desc' ? 'DESC' : 'ASC';
    const first = this.db.prepare(`SELECT *, ${key} AS sort_value FROM calls WHERE ${sql} ORDER BY ${key} ${dir}, id ${dir} LIMIT ?`);
    const next = this.db.prepare(
      `SELECT *, ${key} AS sort_value FROM calls WHERE ${sql} AND (${key} ${cmp} ? OR (${key} = ? AND id ${cmp} ?)) ORDER BY ${key} ${dir}, id ${dir} LIMIT ?`,
    );
    let cursor: CursorValue | null = null;
    for (;;) {
      const rows = (cursor
        ? next.all(...params, cursor.value, cursor.value, cursor.id, size)
        : first.all(...params, size)) as unknown as (StoredRow & { sort_value: string | number })[];
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (rows.length < size || !last) return;
      cursor = { value: last.sort_value, id: last.id };
    }
  }

  /** A call of the account (null for another account's call or an unknown id). */
  find(userId: number, id: string): StoredRow | null {
    const row = this.db
      .prepare('SELECT * FROM calls WHERE id = ? AND user_id = ? AND started_at <= ?')
      .get(id, userId, this.now()) as unknown as StoredRow | undefined;
    return row ?? null;
  }

  /** Marks a call as spam; credits its minutes back once (a ledger line). Returns the minutes credited now. */
  reportSpam(row: StoredRow): number {
    return this.transaction(() => {
      this.dirty = true;
      this.db.prepare('UPDATE calls SET reported_spam = 1 WHERE id = ?').run(row.id);
      return this.ledger.creditSpam(
        row.user_id,
        row.id,
        billableMinutes({
          durationSec: row.duration_sec,
          outcome: row.outcome,
          fallback: row.fallback === 1,
          testCall: row.test_call === 1,
        }),
      );
    });
  }

  rate(row: StoredRow, rating: string | null, note: string | null): void {
    this.dirty = true;
    this.db.prepare('UPDATE calls SET rating = ?, rating_note = ? WHERE id = ?').run(rating, rating ? note : null, row.id);
  }

  /** New calls after a time (polling). */
  updates(userId: number, since: number): { count: number; latest: number | null } {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n, MAX(started_at) AS latest FROM calls WHERE user_id = ? AND started_at > ? AND started_at <= ?')
      .get(userId, since, this.now()) as {
      n: number;
      latest: number | null;
    };
    return { count: row.n, latest: row.latest };
  }

  /** The balance (from the ledger) and this billing period's use. */
  balance(userId: number): CallBalance {
    const period = this.ledger.period(userId);
    const plan = period?.plan ?? null;
    return {
      plan,
      outboundCalls: planAllowsOutbound(plan ?? undefined),
      allowanceMinutes: period?.allowance ?? 0,
      usedMinutes: period?.used ?? 0,
      creditedMinutes: period?.credited ?? 0,
      remainingMinutes: period ? this.ledger.balance(userId) : 0,
    };
  }
}

/** A seeded line's test call: the agent's test greeting, in Spanish (the demo accounts' call language). */
function seededTestCall(userId: number, call: NonNullable<CallAccount['testCall']>, end: number): CallRow {
  const script = testGreetingScript('es').id;
  return {
    id: call.id,
    userId,
    startedAt: end - call.daysAgo * 86_400_000,
    direction: 'inbound',
    callerNumber: call.from,
    callerName: null,
    durationSec: spokenSec(script),
    outcome: 'information',
    script,
    callbackOf: null,
    testCall: true,
  };
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function toSummary(row: StoredRow): CallSummary {
  const script = row.script ? SCRIPTS_BY_ID.get(row.script) : undefined;
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    direction: row.direction as CallSummary['direction'],
    callerNumber: row.caller_number,
    callerName: row.caller_name,
    durationSec: row.duration_sec,
    outcome: row.outcome as CallSummary['outcome'],
    summary: script?.summary ?? '',
    // The demo clinic's scripts are in Spanish; a test call's greeting is in the account's call language.
    language: script?.language ?? 'es',
    sentiment: script?.sentiment ?? 'neutral',
    hasRecording: Boolean(script),
    reportedSpam: row.reported_spam === 1,
    rating: (row.rating as CallSummary['rating']) ?? null,
    billedMinutes: billableMinutes({
      durationSec: row.duration_sec,
      outcome: row.outcome,
      fallback: row.fallback === 1,
      reportedSpam: row.reported_spam === 1,
      testCall: row.test_call === 1,
    }),
    fallback: row.fallback === 1,
    ...(row.test_call === 1 ? { testCall: true } : {}),
  };
}

export function toDetail(row: StoredRow, recordingUrl: string | null): CallDetail {
  const summary = toSummary(row);
  const script = row.script ? SCRIPTS_BY_ID.get(row.script) : undefined;
  const timings = row.script ? (TIMINGS[row.script] ?? []) : [];
  const transcript: TranscriptTurn[] = (script?.lines ?? []).map((line, index) => ({
    speaker: line.speaker,
    text: line.text,
    startMs: timings[index]?.startMs ?? 0,
    endMs: timings[index]?.endMs ?? 0,
    ...(line.source ? { source: { ...line.source } } : {}),
  }));
  const extracted: CallDetail['extracted'] = [];
  if (row.caller_name) extracted.push({ field: 'name', value: row.caller_name });
  if (script?.extracted.reason) extracted.push({ field: 'reason', value: script.extracted.reason });
  if (script?.extracted.requestedDate) extracted.push({ field: 'requestedDate', value: script.extracted.requestedDate });
  if (script) extracted.push({ field: 'phone', value: row.caller_number });
  if (script?.extracted.email) extracted.push({ field: 'email', value: script.extracted.email });
  if (script?.extracted.company) extracted.push({ field: 'company', value: script.extracted.company });
  return {
    ...summary,
    extracted,
    transcript,
    recordingUrl: script ? recordingUrl : null,
    ratingNote: row.rating_note,
    callbackOf: row.callback_of,
  };
}

export type { StoredRow };
