/**
 * What delivery keeps, in its own SQLite database (`delivery.sqlite` beside `db.json`, WAL): the
 * post-call e-mail rules and their recipients, the daily digest, webhook endpoints with their
 * secrets, and the webhook queue (messages and every attempt). The queue lives on disk before a
 * delivery is tried, so a mock API stopped mid-delivery loses nothing: after a restart the message
 * is sent again, with the same id. Every read and write names the account (`user_id`), so another
 * account's rows are never found.
 *
 * The store opens the database and holds the settings and the endpoints; the rows' records are
 * records.ts's, the queue's reads and writes queue.ts's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { ownerOnlyFile, seal } from '../secrets.ts';
import { inTransaction } from '../sqlite.ts';
import {
  addAttempt,
  addMessage,
  dueMessages,
  failWaiting,
  findMessage,
  messageAttempts,
  messageLog,
  messagesOfCall,
  recoverFailed,
  setMessage,
} from './queue.ts';
import {
  toEndpoint,
  toRule,
  type AttemptRow,
  type DigestRow,
  type EndpointRow,
  type MessageRow,
  type MessageStatus,
  type Raw,
  type RecipientRow,
  type RecipientStatus,
  type RuleRow,
  type WebhookEvent,
} from './records.ts';

export class DeliveryStore {
  readonly db: DatabaseSync;
  private readonly key: Buffer;

  /** The key that seals the endpoints' secrets (secrets.ts). */
  private readonly secretKey: Buffer;

  constructor(file: string, secretKey: Buffer) {
    this.secretKey = secretKey;
    ownerOnlyFile(file);
    this.db = new DatabaseSync(file);
    // secure_delete: a deleted row's bytes are overwritten, not left in free pages.
    this.db.exec(`
      PRAGMA secure_delete = ON;
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS rules (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, outcomes TEXT NOT NULL, condition TEXT, emails TEXT NOT NULL, phones TEXT NOT NULL, language TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS rules_by_user ON rules (user_id, created_at);
      CREATE TABLE IF NOT EXISTS recipients (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL, UNIQUE (user_id, email));
      CREATE TABLE IF NOT EXISTS digests (user_id INTEGER PRIMARY KEY, enabled INTEGER NOT NULL, hour INTEGER NOT NULL, last_sent_day TEXT);
      CREATE TABLE IF NOT EXISTS endpoints (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, url TEXT NOT NULL, description TEXT NOT NULL, events TEXT NOT NULL, condition TEXT, enabled INTEGER NOT NULL, disabled_reason TEXT, secret TEXT NOT NULL, previous_secret TEXT, previous_until INTEGER, failing_since INTEGER, notices_sent INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS endpoints_by_user ON endpoints (user_id, created_at);
      CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, endpoint_id TEXT NOT NULL, user_id INTEGER NOT NULL, event TEXT NOT NULL, call_id TEXT, body TEXT NOT NULL, status TEXT NOT NULL, tries INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER, created_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);
      CREATE INDEX IF NOT EXISTS messages_by_endpoint ON messages (endpoint_id, seq);
      CREATE INDEX IF NOT EXISTS messages_by_call ON messages (user_id, call_id);
      CREATE TABLE IF NOT EXISTS attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, at INTEGER NOT NULL, http_status INTEGER, latency_ms INTEGER NOT NULL, error TEXT, response TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS attempts_by_message ON attempts (message_id, id);
    `);
    const stored = (this.db.prepare("SELECT value FROM meta WHERE key = 'linkKey'").get() as { value?: string } | undefined)?.value;
    this.key = stored ? Buffer.from(stored, 'base64') : randomBytes(32);
    if (!stored) this.db.prepare("INSERT INTO meta (key, value) VALUES ('linkKey', ?)").run(this.key.toString('base64'));
  }

  close(): void {
    this.db.close();
  }

  /** Forgets everything but the link key (a data reset). */
  clear(): void {
    this.db.exec(
      'DELETE FROM rules; DELETE FROM recipients; DELETE FROM digests; DELETE FROM endpoints; DELETE FROM messages; DELETE FROM attempts;',
    );
  }

  /** Deletes everything of an account here (a deleted account's last step), in one transaction. Idempotent. */
  purgeAccount(userId: number): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM attempts WHERE message_id IN (SELECT id FROM messages WHERE user_id = ?)').run(userId);
      for (const table of ['messages', 'endpoints', 'digests', 'recipients', 'rules'])
        this.db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
    });
  }

  transaction<T>(work: () => T): T {
    return inTransaction(this.db, work);
  }

  // A caller's data (privacy: access and erasure requests) -------------------------------------

  /** The webhook messages sent about some of an account's calls, with their attempts (a caller's export). */
  messagesOfCalls(
    userId: number,
    callIds: readonly string[],
  ): { id: string; event: string; callId: string; body: unknown; status: string; createdAt: string }[] {
    if (!callIds.length) return [];
    const rows = this.db
      .prepare(
        `SELECT id, event, call_id, body, status, created_at FROM messages WHERE user_id = ? AND call_id IN (${callIds.map(() => '?').join(',')}) ORDER BY seq`,
      )
      .all(userId, ...callIds) as unknown as {
      id: string;
      event: string;
      call_id: string;
      body: string;
      status: string;
      created_at: number;
    }[];
    return rows.map((row) => ({
      id: row.id,
      event: row.event,
      callId: row.call_id,
      body: JSON.parse(row.body) as unknown,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Deletes the webhook messages (and their attempts) about some of an account's calls; answers how many. Idempotent. */
  eraseMessagesOfCalls(userId: number, callIds: readonly string[]): number {
    if (!callIds.length) return 0;
    const marks = callIds.map(() => '?').join(',');
    return this.transaction(() => {
      this.db
        .prepare(`DELETE FROM attempts WHERE message_id IN (SELECT id FROM messages WHERE user_id = ? AND call_id IN (${marks}))`)
        .run(userId, ...callIds);
      return Number(this.db.prepare(`DELETE FROM messages WHERE user_id = ? AND call_id IN (${marks})`).run(userId, ...callIds).changes);
    });
  }

  // Signed links (confirm an address, unsubscribe) -------------------------------------------

  /** `<purpose>.<id>.<hmac>`: a link token that needs no storage and cannot be forged. */
  linkToken(purpose: 'confirm' | 'unsub' | 'digest', id: number): string {
    return `${purpose}.${id}.${createHmac('sha256', this.key).update(`${purpose}:${id}`).digest('base64url')}`;
  }

  readLinkToken(token: string): { purpose: 'confirm' | 'unsub' | 'digest'; id: number } | null {
    const match = /^(confirm|unsub|digest)\.(\d{1,12})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const purpose = match[1] as 'confirm' | 'unsub' | 'digest';
    const id = Number(match[2]);
    const expected = Buffer.from(this.linkToken(purpose, id).split('.')[2] as string);
    const given = Buffer.from(match[3] as string);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { purpose, id } : null;
  }

  // Rules and recipients --------------------------------------------------------------------

  rules(userId: number): RuleRow[] {
    return (this.db.prepare('SELECT * FROM rules WHERE user_id = ? ORDER BY created_at, id').all(userId) as Raw[]).map(toRule);
  }

  rule(userId: number, id: string): RuleRow | null {
    const row = this.db.prepare('SELECT * FROM rules WHERE user_id = ? AND id = ?').get(userId, id) as Raw | undefined;
    return row ? toRule(row) : null;
  }

  saveRule(rule: RuleRow): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO rules (id, user_id, outcomes, condition, emails, phones, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        rule.id,
        rule.userId,
        JSON.stringify(rule.outcomes),
        rule.condition ? JSON.stringify(rule.condition) : null,
        JSON.stringify(rule.emails),
        JSON.stringify(rule.phones),
        rule.language,
        rule.createdAt,
      );
  }

  deleteRule(userId: number, id: string): boolean {
    return Number(this.db.prepare('DELETE FROM rules WHERE user_id = ? AND id = ?').run(userId, id).changes) > 0;
  }

  recipients(userId: number): RecipientRow[] {
    return (this.db.prepare('SELECT * FROM recipients WHERE user_id = ?').all(userId) as Raw[]).map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      email: String(r.email),
      status: r.status as RecipientStatus,
    }));
  }

  recipientById(id: number): RecipientRow | null {
    const r = this.db.prepare('SELECT * FROM recipients WHERE id = ?').get(id) as Raw | undefined;
    return r ? { id: Number(r.id), userId: Number(r.user_id), email: String(r.email), status: r.status as RecipientStatus } : null;
  }

  /** Adds an address as pending; answers it when it is new (it needs a confirmation e-mail). */
  addRecipient(userId: number, email: string, status: RecipientStatus = 'pending'): RecipientRow | null {
    const result = this.db.prepare('INSERT OR IGNORE INTO recipients (user_id, email, status) VALUES (?, ?, ?)').run(userId, email, status);
    if (Number(result.changes) === 0) return null;
    return { id: Number(result.lastInsertRowid), userId, email, status };
  }

  setRecipientStatus(id: number, status: RecipientStatus): void {
    this.db.prepare('UPDATE recipients SET status = ? WHERE id = ?').run(status, id);
  }

  // Digest ------------------------------------------------------------------------------------

  digest(userId: number): DigestRow {
    const r = this.db.prepare('SELECT * FROM digests WHERE user_id = ?').get(userId) as Raw | undefined;
    return r
      ? { enabled: r.enabled === 1, hour: Number(r.hour), lastSentDay: (r.last_sent_day as string | null) ?? null }
      : { enabled: false, hour: 8, lastSentDay: null };
  }

  saveDigest(userId: number, enabled: boolean, hour: number): void {
    this.db
      .prepare(
        'INSERT INTO digests (user_id, enabled, hour, last_sent_day) VALUES (?, ?, ?, NULL) ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, hour = excluded.hour',
      )
      .run(userId, enabled ? 1 : 0, hour);
  }

  digestSent(userId: number, day: string): void {
    this.db.prepare('UPDATE digests SET last_sent_day = ? WHERE user_id = ?').run(day, userId);
  }

  enabledDigests(): { userId: number; hour: number; lastSentDay: string | null }[] {
    return (this.db.prepare('SELECT * FROM digests WHERE enabled = 1').all() as Raw[]).map((r) => ({
      userId: Number(r.user_id),
      hour: Number(r.hour),
      lastSentDay: (r.last_sent_day as string | null) ?? null,
    }));
  }

  // Endpoints --------------------------------------------------------------------------------

  endpoints(userId: number): EndpointRow[] {
    return (this.db.prepare('SELECT * FROM endpoints WHERE user_id = ? ORDER BY created_at, id').all(userId) as Raw[]).map((r) =>
      toEndpoint(r, this.secretKey),
    );
  }

  endpoint(userId: number, id: string): EndpointRow | null {
    const row = this.db.prepare('SELECT * FROM endpoints WHERE user_id = ? AND id = ?').get(userId, id) as Raw | undefined;
    return row ? toEndpoint(row, this.secretKey) : null;
  }

  endpointById(id: string): EndpointRow | null {
    const row = this.db.prepare('SELECT * FROM endpoints WHERE id = ?').get(id) as Raw | undefined;
    return row ? toEndpoint(row, this.secretKey) : null;
  }

  failingEndpoints(): EndpointRow[] {
    return (this.db.prepare('SELECT * FROM endpoints WHERE enabled = 1 AND failing_since IS NOT NULL').all() as Raw[]).map((r) =>
      toEndpoint(r, this.secretKey),
    );
  }

  saveEndpoint(e: EndpointRow): void {
    this.db
      .prepare(
        'INSERT OR REPLACE INTO endpoints (id, user_id, url, description, events, condition, enabled, disabled_reason, secret, previous_secret, previous_until, failing_since, notices_sent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        e.id,
        e.userId,
        e.url,
        e.description,
        JSON.stringify(e.events),
        e.condition ? JSON.stringify(e.condition) : null,
        e.enabled ? 1 : 0,
        e.disabledReason,
        seal(this.secretKey, e.secret),
        e.previousSecret === null ? null : seal(this.secretKey, e.previousSecret),
        e.previousUntil,
        e.failingSince,
        e.noticesSent,
        e.createdAt,
      );
  }

  deleteEndpoint(userId: number, id: string): boolean {
    const removed = this.transaction(() => {
      const removed = Number(this.db.prepare('DELETE FROM endpoints WHERE user_id = ? AND id = ?').run(userId, id).changes) > 0;
      if (removed) {
        this.db.prepare('DELETE FROM attempts WHERE message_id IN (SELECT id FROM messages WHERE endpoint_id = ?)').run(id);
        this.db.prepare('DELETE FROM messages WHERE endpoint_id = ?').run(id);
      }
      return removed;
    });
    // The WAL still holds the pages written before the delete (the secret among them): copy the
    // log into the file (where secure_delete zeroed the row) and empty it.
    if (removed) this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return removed;
  }

  // Messages and attempts (queue.ts) -------------------------------------------------------------

  addMessage(m: Omit<MessageRow, 'seq' | 'tries' | 'status'>): void {
    addMessage(this.db, m);
  }

  message(id: string): MessageRow | null {
    return findMessage(this.db, id);
  }

  /** Messages due now, in turns across accounts and endpoints (at most `perEndpoint` and `perAccount` of each). */
  due(now: number, limit: number, perEndpoint = limit, perAccount = limit): MessageRow[] {
    return dueMessages(this.db, now, limit, perEndpoint, perAccount);
  }

  /** A page of an endpoint's log, newest first; `before` is the previous page's last `seq`. */
  log(
    endpointId: string,
    filters: { status?: MessageStatus; event?: WebhookEvent },
    limit: number,
    before: number | null,
  ): { items: MessageRow[]; next: number | null } {
    return messageLog(this.db, endpointId, filters, limit, before);
  }

  messagesOfCall(userId: number, callId: string): MessageRow[] {
    return messagesOfCall(this.db, userId, callId);
  }

  attempts(messageId: string): AttemptRow[] {
    return messageAttempts(this.db, messageId);
  }

  addAttempt(a: Omit<AttemptRow, 'id'>): void {
    addAttempt(this.db, a);
  }

  setMessage(id: string, status: MessageStatus, tries: number, nextAttemptAt: number | null): void {
    setMessage(this.db, id, status, tries, nextAttemptAt);
  }

  /** Messages of an endpoint still waiting become failed (the endpoint was disabled). */
  failWaiting(endpointId: string): void {
    failWaiting(this.db, endpointId);
  }

  /** Failed messages of an endpoint since a time go back to the queue, their ladder from the start. */
  recover(endpointId: string, since: number, now: number): number {
    return recoverFailed(this.db, endpointId, since, now);
  }
}
