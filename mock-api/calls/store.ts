/**
 * Where the call history lives: an embedded SQLite database (Node's built-in `node:sqlite`) in the
 * data folder, `calls.sqlite`, beside json-server's `db.json`. A call history is large (the busy
 * demo account has over 10,000 calls): in `db.json`, which is rewritten whole on every write, each
 * lead or profile save would rewrite them all. Here a write touches only its rows (WAL journal,
 * so a crash mid-write loses nothing committed), and the filters run on indexes.
 *
 * The store holds the tables and every write (a call, a call-back, spam, a rating); the seeded
 * history is history.ts's, paging through a list listing.ts's, a row's answers rows.ts's.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { billableMinutes, planAllowsOutbound, type CallBalance, type CallListQuery } from '../../src/lib/calls.ts';
import { seededRandom } from '../../src/lib/random.ts';
import { purgeBilling } from '../billing/context.ts';
import { Ledger } from '../billing/ledger.ts';
import { newId } from '../ids.ts';
import { ownerOnlyFile } from '../secrets.ts';
import { inTransaction } from '../sqlite.ts';
import { callerPool, makeCall, type CallRow } from './generate.ts';
import { HISTORY_VERSION, writeHistory, type CallAccount } from './history.ts';
import { callPages, listCalls, type CursorValue, type ListResult } from './listing.ts';
import type { StoredRow } from './rows.ts';
import { SCRIPTS_BY_ID } from './scripts.ts';
import { madridOffset } from './time.ts';
import { spokenSec } from './timings.ts';

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
    // And the retention mark (0: the recording and transcript are kept).
    if (!columns.some((column) => column.name === 'recording_deleted'))
      this.db.exec('ALTER TABLE calls ADD COLUMN recording_deleted INTEGER NOT NULL DEFAULT 0');
    // And the erasure mark (1: the caller asked to be forgotten; the number is a pseudonym).
    if (!columns.some((column) => column.name === 'caller_erased'))
      this.db.exec('ALTER TABLE calls ADD COLUMN caller_erased INTEGER NOT NULL DEFAULT 0');
    // A caller's calls by number (access and erasure requests), and the erasures under way: each is
    // written with the calls it changed in one transaction, then finished in the other stores
    // (delivery's log), so a crash in between is finished when the server starts again.
    this.db.exec(`
      CREATE INDEX IF NOT EXISTS calls_by_caller ON calls (user_id, caller_number);
      CREATE TABLE IF NOT EXISTS erasures (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, call_ids TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
    `);
    this.ledger = new Ledger(this.db, now);
    const version = (this.db.prepare("SELECT value FROM meta WHERE key = 'version'").get() as { value?: string } | undefined)?.value;
    if (fresh || version !== String(HISTORY_VERSION)) this.regenerate();
  }

  /**
   * Deletes everything of an account here but its invoices (a deleted account's last step): its
   * calls, erasure journal, statement and billing details, in one transaction. Idempotent.
   */
  purgeAccount(userId: number): void {
    this.dirty = true;
    this.ledger.changed = true;
    this.transaction(() => {
      this.db.prepare('DELETE FROM calls WHERE user_id = ?').run(userId);
      this.db.prepare('DELETE FROM erasures WHERE user_id = ?').run(userId);
      purgeBilling(this.db, userId);
    });
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
      this.db.exec('DELETE FROM erasures');
      writeHistory(this, this.accounts, end);
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

  list(userId: number, query: CallListQuery, limit: number, cursor: CursorValue | null): ListResult {
    return listCalls(this.db, this.now(), userId, query, limit, cursor);
  }

  /** Every matching call, in order, a page of `size` rows at a time (the CSV export; listing.ts). */
  *pages(userId: number, query: CallListQuery, size = 1000): Generator<StoredRow[]> {
    yield* callPages(this.db, this.now(), userId, query, size);
  }

  /**
   * The retention run: deletes the recording and transcript of the account's calls that started
   * before `cutoff` (the call keeps its outcome and duration), in one transaction; answers how
   * many it deleted now. Walks the account's time index only up to the cutoff.
   */
  deleteRecordingsBefore(userId: number, cutoff: number): number {
    const result = this.transaction(() =>
      this.db
        .prepare(
          'UPDATE calls SET recording_deleted = 1 WHERE user_id = ? AND started_at < ? AND recording_deleted = 0 AND script IS NOT NULL',
        )
        .run(userId, cutoff),
    );
    const changed = Number(result.changes);
    if (changed > 0) this.dirty = true;
    return changed;
  }

  /** How many of the account's calls had their recording deleted under its retention setting. */
  deletedRecordings(userId: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND recording_deleted = 1 AND caller_erased = 0')
      .get(userId) as { n: number };
    return Number(row.n);
  }

  /** The account's calls with one number (E.164 as stored), oldest first, made ones included. */
  callsWith(userId: number, number: string): StoredRow[] {
    return this.db
      .prepare('SELECT * FROM calls WHERE user_id = ? AND caller_number = ? AND started_at <= ? ORDER BY started_at, id')
      .all(userId, number, this.now()) as unknown as StoredRow[];
  }

  /**
   * Erases a caller from the account's history, in one transaction: every call with the number
   * (made ones included) loses its recording, transcript, name, extracted fields and rating note
   * (free text that may name the caller), and the number becomes `pseudonym`; the erasure is journalled with the calls it changed, for the other
   * stores to finish (`pendingErasures`, `erasureDone`). Calls still to be made to the number are
   * cancelled. Answers the erasure's id and the calls.
   */
  eraseCaller(userId: number, number: string, pseudonym: string, erasureId: string): string[] {
    return this.transaction(() => {
      const now = this.now();
      // A call-back not made yet is not made: nobody may call the erased number, and its minutes
      // (posted when it was scheduled) are not charged.
      const cancelled = this.db
        .prepare(
          'DELETE FROM ledger WHERE user_id = ? AND call_id IN (SELECT id FROM calls WHERE user_id = ? AND caller_number = ? AND started_at > ?)',
        )
        .run(userId, userId, number, now);
      if (Number(cancelled.changes) > 0) this.ledger.changed = true;
      this.db.prepare('DELETE FROM calls WHERE user_id = ? AND caller_number = ? AND started_at > ?').run(userId, number, now);
      const ids = (
        this.db.prepare('SELECT id FROM calls WHERE user_id = ? AND caller_number = ?').all(userId, number) as unknown as { id: string }[]
      ).map((row) => row.id);
      this.db
        .prepare(
          'UPDATE calls SET caller_number = ?, caller_name = NULL, rating_note = NULL, recording_deleted = 1, caller_erased = 1, search = ? WHERE user_id = ? AND caller_number = ?',
        )
        .run(pseudonym, pseudonym.toLowerCase(), userId, number);
      this.db
        .prepare('INSERT INTO erasures (id, user_id, call_ids, created_at) VALUES (?, ?, ?, ?)')
        .run(erasureId, userId, JSON.stringify(ids), now);
      this.dirty = true;
      return ids;
    });
  }

  /** The erasures whose other stores are not done yet (a crash came between). */
  pendingErasures(): { id: string; userId: number; callIds: string[] }[] {
    const rows = this.db.prepare('SELECT id, user_id, call_ids FROM erasures WHERE done = 0').all() as unknown as {
      id: string;
      user_id: number;
      call_ids: string;
    }[];
    return rows.map((row) => ({ id: row.id, userId: row.user_id, callIds: JSON.parse(row.call_ids) as string[] }));
  }

  erasureDone(id: string): void {
    // The call ids are no longer needed once every store is done.
    this.db.prepare("UPDATE erasures SET done = 1, call_ids = '[]' WHERE id = ?").run(id);
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
