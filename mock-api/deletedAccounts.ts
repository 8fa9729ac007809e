/**
 * The ids of deleted accounts (accountPurge.ts): a new account or member never gets one of them,
 * since a deleted account's invoices are still filed under its id.
 */
import { collection, type Db } from './store.ts';

/** A deleted account's id, kept so that neither it nor its people's ids are given to anyone again. */
export interface DeletedAccountRecord {
  id: number;
  deletedAt: string;
  /** The highest person id the account had (its owner's or a member's). */
  lastPersonId: number;
}

export const DELETED_ACCOUNTS = 'deletedAccounts';

export const deletedAccounts = (db: Db) => collection<DeletedAccountRecord>(db, DELETED_ACCOUNTS);

/** The highest id a deleted account or its people had: new ids start above it. */
export function highestDeletedId(db: Db): number {
  // Read without creating the collection: a sign-up writes nothing but its own records.
  const gone = (db.data as Record<string, unknown>)[DELETED_ACCOUNTS];
  let max = 0;
  if (Array.isArray(gone)) for (const record of gone as DeletedAccountRecord[]) max = Math.max(max, record.id, record.lastPersonId);
  return max;
}
