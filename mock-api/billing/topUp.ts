/**
 * Billing details, saved cards (the provider's token, never the number) and auto top-up: when a
 * call leaves the balance below the threshold, the chosen package is bought with the saved card;
 * a failed charge turns auto top-up off and keeps why.
 */
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import type { AutoTopUp, BillingDetails } from '../../src/lib/usage.ts';
import { billingRow, type BillingContext, type BillingRow, type CardBehaviour } from './context.ts';
import { buyPackage } from './invoices.ts';

export function billingDetails(ctx: BillingContext, userId: number): BillingDetails | null {
  const row = billingRow(ctx, userId);
  return row ? { companyName: row.company_name, taxId: row.tax_id, address: row.address } : null;
}

export function setBillingDetails(ctx: BillingContext, userId: number, details: BillingDetails): void {
  ctx.touch();
  ctx.db
    .prepare('UPDATE billing SET company_name = ?, tax_id = ?, address = ? WHERE user_id = ?')
    .run(details.companyName, details.taxId, details.address, userId);
}

/** Keeps a card as the provider's token (never its number) and makes it the account's card. */
export function saveCard(ctx: BillingContext, userId: number, token: string, brand: string, last4: string, behaviour: CardBehaviour): void {
  ctx.touch();
  ctx.db
    .prepare('INSERT OR REPLACE INTO cards (token, user_id, brand, last4, behaviour) VALUES (?, ?, ?, ?, ?)')
    .run(token, userId, brand, last4, behaviour);
  ctx.db.prepare('UPDATE billing SET card_token = ? WHERE user_id = ?').run(token, userId);
}

/** The saved card's outcome on the next charge (development routes: a declining card). */
export function setCardBehaviour(ctx: BillingContext, userId: number, behaviour: CardBehaviour): boolean {
  ctx.touch();
  const token = billingRow(ctx, userId)?.card_token;
  if (!token) return false;
  ctx.db.prepare('UPDATE cards SET behaviour = ? WHERE token = ?').run(behaviour, token);
  return true;
}

function card(ctx: BillingContext, token: string | null): { brand: string; last4: string; behaviour: CardBehaviour } | null {
  if (!token) return null;
  return (
    (ctx.db.prepare('SELECT brand, last4, behaviour FROM cards WHERE token = ?').get(token) as
      { brand: string; last4: string; behaviour: CardBehaviour } | undefined) ?? null
  );
}

export function autoTopUp(ctx: BillingContext, userId: number): AutoTopUp {
  const row = billingRow(ctx, userId);
  const saved = card(ctx, row?.card_token ?? null);
  return {
    enabled: row?.topup_enabled === 1,
    packageId: row?.topup_package ?? null,
    thresholdMinutes: row?.topup_threshold ?? null,
    lastError: row?.topup_error ?? null,
    lastTopUpAt: row?.topup_last ? new Date(row.topup_last).toISOString() : null,
    card: saved ? { brand: saved.brand, last4: saved.last4 } : null,
  };
}

export function setAutoTopUp(
  ctx: BillingContext,
  userId: number,
  enabled: boolean,
  packageId: CallPackageId | null,
  threshold: number | null,
): void {
  ctx.touch();
  ctx.db
    .prepare('UPDATE billing SET topup_enabled = ?, topup_package = ?, topup_threshold = ?, topup_error = NULL WHERE user_id = ?')
    .run(enabled ? 1 : 0, packageId, threshold, userId);
}

/** Buys the auto top-up's package when `balance` fell below the threshold. Returns whether it bought. */
export function topUpIfLow(ctx: BillingContext, row: BillingRow, balance: number): boolean {
  if (row.topup_enabled !== 1 || !row.topup_package || row.topup_threshold === null || balance >= row.topup_threshold) return false;
  const saved = card(ctx, row.card_token);
  const outcome: CardBehaviour | 'no_card' = saved ? saved.behaviour : 'no_card';
  if (outcome === 'succeeded') {
    buyPackage(ctx, row.user_id, row.topup_package, 'topUp', ctx.now());
    ctx.db.prepare('UPDATE billing SET topup_last = ?, topup_error = NULL WHERE user_id = ?').run(ctx.now(), row.user_id);
    return true;
  }
  ctx.db.prepare('UPDATE billing SET topup_enabled = 0, topup_error = ? WHERE user_id = ?').run(outcome, row.user_id);
  return false;
}
