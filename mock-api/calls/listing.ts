/**
 * Reading a call history a page at a time: the filters of a list as SQL (the account's calls up to
 * now, by day, direction, outcome and words), keyset paging on the sort key and the id, and the
 * cursor that carries a page's position to the next request.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { CallListQuery, CallSortKey, SortOrder } from '../../src/lib/calls.ts';
import type { StoredRow } from './rows.ts';
import { madridDayStart } from './time.ts';

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

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The account's calls up to `now` that pass the query's filters, as a WHERE clause and its parameters. */
function where(userId: number, query: CallListQuery, now: number): { sql: string; params: SQLInputValue[] } {
  const clauses = ['user_id = ?', 'started_at <= ?'];
  const params: SQLInputValue[] = [userId, now];
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

/** One page of the account's calls (at most `limit`, after `cursor`), with the total that match. */
export function listCalls(
  db: DatabaseSync,
  now: number,
  userId: number,
  query: CallListQuery,
  limit: number,
  cursor: CursorValue | null,
): ListResult {
  const sort = query.sort ?? 'startedAt';
  const order = query.order ?? 'desc';
  const key = SORT_SQL[sort];
  const { sql, params } = where(userId, query, now);
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM calls WHERE ${sql}`).get(...params) as { n: number }).n;
  const cmp = order === 'desc' ? '<' : '>';
  const after = cursor ? ` AND (${key} ${cmp} ? OR (${key} = ? AND id ${cmp} ?))` : '';
  const afterParams: SQLInputValue[] = cursor ? [cursor.value, cursor.value, cursor.id] : [];
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const rows = db
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
export function* callPages(db: DatabaseSync, now: number, userId: number, query: CallListQuery, size: number): Generator<StoredRow[]> {
  const sort = query.sort ?? 'startedAt';
  const order = query.order ?? 'desc';
  const key = SORT_SQL[sort];
  const { sql, params } = where(userId, query, now);
  const cmp = order === 'desc' ? '<' : '>';
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const first = db.prepare(`SELECT *, ${key} AS sort_value FROM calls WHERE ${sql} ORDER BY ${key} ${dir}, id ${dir} LIMIT ?`);
  const next = db.prepare(
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
