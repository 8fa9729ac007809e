/**
 * Billing periods: monthly from the subscription's start day. A period starts with the plan's
 * allowance and its invoice (priced from the plan table); at its end the plan minutes left unused
 * expire (they do not carry over; calls use the plan's minutes first, so purchased minutes never
 * expire). Periods are posted lazily: any read first closes the periods that ended, so a server
 * left running for a month stays right.
 */
import type { PlanId } from '../../src/lib/plans.ts';
import type { BillingDetails } from '../../src/lib/usage.ts';
import { addMonths, billingRow, transaction, type BillingContext, type BillingRow } from './context.ts';
import { issueInvoice, planLine } from './invoices.ts';
import { postLine, sumLines } from './lines.ts';

/** What an account's billing starts with (the seed, or a plan bought in the portal). */
export interface BillingStart {
  plan: PlanId;
  allowanceMinutes: number;
  startedAt: number;
  expectedCalls: number;
  billTo: BillingDetails;
}

/** Opens an account's billing at `start.startedAt`: the first allowance and the plan's invoice. */
export function openBilling(ctx: BillingContext, userId: number, start: BillingStart): void {
  ctx.touch();
  ctx.db
    .prepare(
      'INSERT INTO billing (user_id, plan, allowance, started_at, period_start, expected_calls, company_name, tax_id, address) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      userId,
      start.plan,
      start.allowanceMinutes,
      start.startedAt,
      start.startedAt,
      start.expectedCalls,
      start.billTo.companyName,
      start.billTo.taxId,
      start.billTo.address,
    );
  startPeriod(ctx, userId, start.startedAt);
}

function startPeriod(ctx: BillingContext, userId: number, at: number): void {
  const row = billingRow(ctx, userId) as BillingRow;
  const invoice = issueInvoice(ctx, userId, at, 'plan', 'EUR', [planLine(row.plan)], 0);
  postLine(ctx, userId, at, 'allowance', row.allowance, null, invoice.id);
  ctx.db.prepare('UPDATE billing SET period_start = ? WHERE user_id = ?').run(at, userId);
}

/** Closes the periods that ended by now: unused plan minutes expire, the next allowance starts. */
export function settle(ctx: BillingContext, userId: number): void {
  const row = billingRow(ctx, userId);
  if (!row) return;
  let start = row.period_start;
  let end = addMonths(start, 1);
  const now = ctx.now();
  if (end > now) return;
  transaction(ctx, () => {
    while (end <= now) {
      const used = sumLines(ctx, userId, "kind IN ('call', 'spamCredit') AND at >= ? AND at < ?", [start, end]);
      const unused = Math.max(0, row.allowance + used);
      const balance = sumLines(ctx, userId, 'at < ?', [end]);
      const expired = Math.min(unused, Math.max(0, balance));
      if (expired > 0) postLine(ctx, userId, end - 1, 'expiry', -expired);
      startPeriod(ctx, userId, end);
      start = end;
      end = addMonths(start, 1);
    }
  });
}

/** The current period and its use (after settling). */
export function currentPeriod(
  ctx: BillingContext,
  userId: number,
): { plan: PlanId; allowance: number; start: number; end: number; used: number; credited: number } | null {
  const row = billingRow(ctx, userId);
  if (!row) return null;
  const now = ctx.now();
  const used = -sumLines(ctx, userId, "kind = 'call' AND at >= ? AND at <= ?", [row.period_start, now]);
  const credited = sumLines(ctx, userId, "kind = 'spamCredit' AND at >= ? AND at <= ?", [row.period_start, now]);
  return { plan: row.plan, allowance: row.allowance, start: row.period_start, end: addMonths(row.period_start, 1), used, credited };
}
