/**
 * Deleting an account for good, the day its grace period ends (routes/accountDeletion.ts): every
 * store loses what it holds about the account, but the invoices, which the law requires to be
 * kept (they stay in calls.sqlite under the account's id, which is never given again).
 *
 * The stores cannot share one transaction, so the purge is journalled: the user record is marked
 * `deletionUnderway` (one write of db.json) before anything is deleted, each store's part is one
 * idempotent transaction, and the last write of db.json removes the account's records with the
 * mark. A purge a crash interrupted is finished when the server starts again
 * (`finishInterruptedPurges`): after a restart all of it has happened, or none.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ApiContext } from './context.ts';
import { deletedAccounts } from './deletedAccounts.ts';
import { collection, type UserRecord } from './store.ts';
import { members } from './team.ts';
import { KYC_DOCUMENTS, type KycDocumentRecord } from './uploads.ts';

/**
 * Payment records made before their buyer had an account (`userId` null: a checkout joins the
 * account with its address when its owner logs in). Those of the owner's proven address go too;
 * any record naming another account is never touched, whatever its address.
 */
const UNCLAIMED_BY_ADDRESS = ['customers', 'subscriptions'];
/** Deletes everything the account holds but its invoices (idempotent; see the file's comment). */
export function purgeAccount(ctx: ApiContext, userId: number): void {
  const user = ctx.db.data.users.find((entry) => entry.id === userId);
  if (!user) return;
  if (!user.deletionUnderway)
    ctx.db.mutate(() => {
      user.deletionUnderway = true;
    });
  ctx.services.calls.purgeAccount(userId);
  ctx.services.delivery.purgeAccount(userId);
  ctx.services.audit.purgeAccount(userId);
  for (const document of collection<KycDocumentRecord>(ctx.db, KYC_DOCUMENTS))
    if (document.userId === userId) rmSync(path.join(ctx.uploadsDir, document.storedName), { force: true });
  ctx.db.mutate((data) => removeRecords(data as Record<string, unknown[]>, user, ctx));
}

/** The last step, one write: the account's records in every collection of db.json, and its tombstone. */
function removeRecords(data: Record<string, unknown[]>, user: UserRecord, ctx: ApiContext): void {
  const people = members(ctx.db).filter((member) => member.accountId === user.id);
  // An address changed in the dashboard and not yet confirmed may be anyone's.
  const address = user.emailConfirmed === false ? null : user.email.toLowerCase();
  const lastPersonId = Math.max(user.id, user.ownerPersonId ?? 0, ...people.map((member) => member.id));
  const goes = (name: string, fields: Record<string, unknown>) => {
    if (name === 'users') return fields.id === user.id;
    if (fields.userId === user.id || fields.accountId === user.id) return true;
    const unclaimed = UNCLAIMED_BY_ADDRESS.includes(name) && (fields.userId === null || fields.userId === undefined);
    return unclaimed && address !== null && typeof fields.email === 'string' && fields.email.toLowerCase() === address;
  };
  // A subscription's payment (its card's brand and last digits) goes with it.
  const payments = new Set(
    ((data.subscriptions ?? []) as Record<string, unknown>[]).filter((sub) => goes('subscriptions', sub)).map((sub) => sub.paymentIntentId),
  );
  for (const [name, records] of Object.entries(data)) {
    if (!Array.isArray(records)) continue;
    data[name] = records.filter((record) => {
      if (!record || typeof record !== 'object') return true;
      const fields = record as Record<string, unknown>;
      return !(goes(name, fields) || (name === 'paymentIntents' && payments.has(fields.intentId)));
    });
  }
  deletedAccounts(ctx.db).push({ id: user.id, deletedAt: new Date(ctx.now()).toISOString(), lastPersonId });
}

/** Finishes the purges a crash interrupted (at start). */
export function finishInterruptedPurges(ctx: ApiContext): void {
  for (const user of ctx.db.data.users.filter((entry) => entry.deletionUnderway)) purgeAccount(ctx, user.id);
}
