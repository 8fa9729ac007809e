import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one SQLite transaction (BEGIN IMMEDIATE: it takes the write lock first, so two
 * requests never interleave their reads and writes); inside a transaction already, it simply
 * runs, as part of the outer one.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
