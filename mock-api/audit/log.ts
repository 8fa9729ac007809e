/**
 * The audit log: who did what and when in an account, append-only. Its own SQLite file
 * (`audit.sqlite`): the only writes are an entry added (`record`) and entries past a year removed
 * (`prune`); no route edits or deletes one. Entries are shown newest first (by time, then id); a
 * filtered page walks one index in that order from the cursor (the last entry's time and id), so a
 * page of a log with 100,000 entries costs about the same as one of ten.
 */
import { DatabaseSync } from 'node:sqlite';
import type { AuditAction, AuditEntry } from '../../src/lib/audit.ts';
import { ownerOnlyFile } from '../secrets.ts';

export interface AuditQuery {
  personId: number | null;
  action: AuditAction | null;
  /** ms, inclusive. */
  from: number | null;
  /** ms, exclusive. */
  to: number | null;
}

interface Row {
  id: number;
  at: number;
  actor_id: number;
  actor_name: string;
  action: AuditAction;
  detail: string | null;
}

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  person: { id: row.actor_id, name: row.actor_name },
  action: row.action,
  detail: row.detail,
});

export class AuditLog {
  readonly db: DatabaseSync;

  constructor(file: string) {
    ownerOnlyFile(file);
    this.db = new DatabaseSync(file);
    this.db.exec(`
      PRAGMA secure_delete = ON;
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, at INTEGER NOT NULL, actor_id INTEGER NOT NULL, actor_name TEXT NOT NULL, action TEXT NOT NULL, detail TEXT);
      CREATE INDEX IF NOT EXISTS entries_by_time ON entries (user_id, at, id);
      CREATE INDEX IF NOT EXISTS entries_by_action ON entries (user_id, action, at, id);
      CREATE INDEX IF NOT EXISTS entries_by_actor ON entries (user_id, actor_id, at, id);
    `);
  }

  close(): void {
    this.db.close();
  }

  /** Deletes an account's whole log (a deleted account's last step). */
  purgeAccount(userId: number): void {
    this.db.prepare('DELETE FROM entries WHERE user_id = ?').run(userId);
  }

  clear(): void {
    this.db.exec('DELETE FROM entries');
  }

  /** Adds an entry to an account's log. `detail` never holds a caller's number or a secret. */
  record(userId: number, actor: { id: number; name: string }, action: AuditAction, at: number, detail: string | null = null): void {
    this.db
      .prepare('INSERT INTO entries (user_id, at, actor_id, actor_name, action, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, at, actor.id, actor.name, action, detail);
  }

  private where(userId: number, query: AuditQuery): { sql: string; params: (number | string)[] } {
    const parts = ['user_id = ?'];
    const params: (number | string)[] = [userId];
    if (query.personId !== null) {
      parts.push('actor_id = ?');
      params.push(query.personId);
    }
    if (query.action !== null) {
      parts.push('action = ?');
      params.push(query.action);
    }
    if (query.from !== null) {
      parts.push('at >= ?');
      params.push(query.from);
    }
    if (query.to !== null) {
      parts.push('at < ?');
      params.push(query.to);
    }
    return { sql: parts.join(' AND '), params };
  }

  /**
   * A page of an account's entries, newest first, after the cursor (`<at>_<id>` of the last entry
   * shown) if given.
   */
  page(userId: number, query: AuditQuery, limit: number, cursor: string | null): { items: AuditEntry[]; nextCursor: string | null } {
    const { sql, params } = this.where(userId, query);
    const after = cursor?.split('_').map(Number);
    const rows = this.db
      .prepare(
        `SELECT id, at, actor_id, actor_name, action, detail FROM entries WHERE ${sql}${after ? ' AND (at, id) < (?, ?)' : ''} ORDER BY at DESC, id DESC LIMIT ?`,
      )
      .all(...params, ...(after ? [after[0] ?? 0, after[1] ?? 0] : []), limit + 1) as unknown as Row[];
    const last = rows[Math.min(rows.length, limit) - 1];
    return { items: rows.slice(0, limit).map(toEntry), nextCursor: rows.length > limit && last ? `${last.at}_${last.id}` : null };
  }

  /** Every matching entry, newest first, a page at a time (the CSV export). */
  *pages(userId: number, query: AuditQuery, size = 1000): Generator<AuditEntry[]> {
    let cursor: string | null = null;
    for (;;) {
      const { items, nextCursor } = this.page(userId, query, size, cursor);
      if (items.length) yield items;
      if (!nextCursor) return;
      cursor = nextCursor;
    }
  }

  /** The people who appear in an account's log (for the filter), by name. */
  people(userId: number): { id: number; name: string }[] {
    return (
      this.db
        .prepare(
          'SELECT actor_id, actor_name FROM entries WHERE id IN (SELECT MAX(id) FROM entries WHERE user_id = ? GROUP BY actor_id) ORDER BY actor_name',
        )
        .all(userId) as unknown as { actor_id: number; actor_name: string }[]
    ).map((row) => ({ id: row.actor_id, name: row.actor_name }));
  }

  /** Removes the entries older than `cutoff` (the year they are kept); answers how many. */
  prune(cutoff: number): number {
    return Number(this.db.prepare('DELETE FROM entries WHERE at < ?').run(cutoff).changes);
  }
}
