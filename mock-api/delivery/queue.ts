/**
 * Delivery's webhook queue, in its SQLite database (store.ts opens it): each message waiting for
 * or done with its endpoint, and every attempt to deliver it. A message is written before it is
 * first tried, so a restart loses none; what is due is chosen in turns across accounts and
 * endpoints, so no long queue hides another's new message.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toAttempt, toMessage, type AttemptRow, type MessageRow, type MessageStatus, type Raw, type WebhookEvent } from './records.ts';

export function addMessage(db: DatabaseSync, m: Omit<MessageRow, 'seq' | 'tries' | 'status'>): void {
  db.prepare(
    "INSERT INTO messages (id, endpoint_id, user_id, event, call_id, body, status, tries, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)",
  ).run(m.id, m.endpointId, m.userId, m.event, m.callId, m.body, m.nextAttemptAt, m.createdAt);
}

export function findMessage(db: DatabaseSync, id: string): MessageRow | null {
  const row = db.prepare('SELECT * FROM messages WHERE id = ?').get(id) as Raw | undefined;
  return row ? toMessage(row) : null;
}

/**
 * Messages due now, of enabled endpoints, in round robin across accounts: each account's oldest
 * first, then each one's second, and so on; at most `perEndpoint` of each endpoint (its oldest,
 * so one endpoint's long queue never hides another endpoint's new message) and `perAccount` of
 * each account (so one account's queue never hides another account's).
 */
export function dueMessages(db: DatabaseSync, now: number, limit: number, perEndpoint = limit, perAccount = limit): MessageRow[] {
  return (
    db
      .prepare(
        `SELECT * FROM (
           SELECT *, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY next_attempt_at, seq) AS turn FROM (
             SELECT m.*, ROW_NUMBER() OVER (PARTITION BY m.endpoint_id ORDER BY m.next_attempt_at, m.seq) AS rank
             FROM messages m JOIN endpoints e ON e.id = m.endpoint_id
             WHERE m.status IN ('pending', 'retrying') AND m.next_attempt_at <= ? AND e.enabled = 1
           ) WHERE rank <= ?
         ) WHERE turn <= ? ORDER BY turn, next_attempt_at, seq LIMIT ?`,
      )
      .all(now, perEndpoint, perAccount, limit) as Raw[]
  ).map(toMessage);
}

/** A page of an endpoint's log, newest first; `before` is the previous page's last `seq`. */
export function messageLog(
  db: DatabaseSync,
  endpointId: string,
  filters: { status?: MessageStatus; event?: WebhookEvent },
  limit: number,
  before: number | null,
): { items: MessageRow[]; next: number | null } {
  const clauses = ['endpoint_id = ?'];
  const params: (string | number)[] = [endpointId];
  if (filters.status) {
    clauses.push('status = ?');
    params.push(filters.status);
  }
  if (filters.event) {
    clauses.push('event = ?');
    params.push(filters.event);
  }
  if (before !== null) {
    clauses.push('seq < ?');
    params.push(before);
  }
  const rows = (
    db.prepare(`SELECT * FROM messages WHERE ${clauses.join(' AND ')} ORDER BY seq DESC LIMIT ?`).all(...params, limit + 1) as Raw[]
  ).map(toMessage);
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, next: more ? (items.at(-1)?.seq ?? null) : null };
}

export function messagesOfCall(db: DatabaseSync, userId: number, callId: string): MessageRow[] {
  return (db.prepare('SELECT * FROM messages WHERE user_id = ? AND call_id = ? ORDER BY seq').all(userId, callId) as Raw[]).map(toMessage);
}

export function messageAttempts(db: DatabaseSync, messageId: string): AttemptRow[] {
  return (db.prepare('SELECT * FROM attempts WHERE message_id = ? ORDER BY id').all(messageId) as Raw[]).map(toAttempt);
}

export function addAttempt(db: DatabaseSync, a: Omit<AttemptRow, 'id'>): void {
  db.prepare('INSERT INTO attempts (message_id, at, http_status, latency_ms, error, response) VALUES (?, ?, ?, ?, ?, ?)').run(
    a.messageId,
    a.at,
    a.httpStatus,
    a.latencyMs,
    a.error,
    a.response,
  );
}

export function setMessage(db: DatabaseSync, id: string, status: MessageStatus, tries: number, nextAttemptAt: number | null): void {
  db.prepare('UPDATE messages SET status = ?, tries = ?, next_attempt_at = ? WHERE id = ?').run(status, tries, nextAttemptAt, id);
}

/** Messages of an endpoint still waiting become failed (the endpoint was disabled). */
export function failWaiting(db: DatabaseSync, endpointId: string): void {
  db.prepare(
    "UPDATE messages SET status = 'failed', next_attempt_at = NULL WHERE endpoint_id = ? AND status IN ('pending', 'retrying')",
  ).run(endpointId);
}

/** Failed messages of an endpoint since a time go back to the queue, their ladder from the start. */
export function recoverFailed(db: DatabaseSync, endpointId: string, since: number, now: number): number {
  return Number(
    db
      .prepare(
        "UPDATE messages SET status = 'pending', tries = 0, next_attempt_at = ? WHERE endpoint_id = ? AND status = 'failed' AND created_at >= ?",
      )
      .run(now, endpointId, since).changes,
  );
}
