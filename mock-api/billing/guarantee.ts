/**
 * The results guarantee: the answered calls of the first quarter against the calls the plan
 * expects (src/lib/plans.ts `expectedCalls`, stored at purchase), and the refund request.
 */
import { guaranteeStatus, type Guarantee } from '../../src/lib/usage.ts';
import { addMonths, billingRow, transaction, type BillingContext } from './context.ts';

export const QUARTER_MONTHS = 3;
/** Calls that count toward the guarantee: answered inbound calls, neither spam nor reported as spam. */
export const COUNTED_CALLS_SQL =
  "direction = 'inbound' AND outcome NOT IN ('missed', 'voicemail', 'spam') AND reported_spam = 0 AND fallback = 0 AND test_call = 0";

export function guarantee(ctx: BillingContext, userId: number): Guarantee | null {
  const row = billingRow(ctx, userId);
  if (!row) return null;
  const now = ctx.now();
  const start = row.started_at;
  const end = addMonths(start, QUARTER_MONTHS);
  const counted = (
    ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND started_at >= ? AND started_at < ? AND started_at <= ? AND ${COUNTED_CALLS_SQL}`,
      )
      .get(userId, start, end, now) as { n: number }
  ).n;
  const { status, projected } = guaranteeStatus(now, start, end, row.expected_calls, counted);
  const request = ctx.db.prepare('SELECT status, requested_at FROM refunds WHERE user_id = ?').get(userId) as
    { status: 'pending' | 'approved' | 'refused'; requested_at: number } | undefined;
  return {
    status: request ? 'requested' : status,
    quarterStart: new Date(start).toISOString(),
    quarterEnd: new Date(end).toISOString(),
    expectedCalls: row.expected_calls,
    countedCalls: counted,
    projectedCalls: projected,
    request: request ? { status: request.status, requestedAt: new Date(request.requested_at).toISOString() } : null,
  };
}

/** Stores the refund request; `tooEarly` before the quarter's end or when it was met, `twice` when one exists. */
export function requestRefund(
  ctx: BillingContext,
  userId: number,
): { ok: true; guarantee: Guarantee } | { ok: false; reason: 'tooEarly' | 'met' | 'twice' | 'none' } {
  ctx.touch();
  return transaction(ctx, () => {
    const current = guarantee(ctx, userId);
    if (!current) return { ok: false as const, reason: 'none' as const };
    if (current.request) return { ok: false as const, reason: 'twice' as const };
    if (current.status === 'met') return { ok: false as const, reason: 'met' as const };
    if (current.status !== 'eligible') return { ok: false as const, reason: 'tooEarly' as const };
    ctx.db
      .prepare("INSERT INTO refunds (user_id, requested_at, status, counted, expected) VALUES (?, ?, 'pending', ?, ?)")
      .run(userId, ctx.now(), current.countedCalls, current.expectedCalls);
    return { ok: true as const, guarantee: guarantee(ctx, userId) as Guarantee };
  });
}
