/** Low-balance notices: the owner is warned at 20% of the allowance and at zero, once each per period. */
import { LOW_BALANCE_SHARE, type NoticeLevel } from '../../src/lib/usage.ts';
import { billingRow, type BillingContext, type BillingRow } from './context.ts';

/** Records and sends the notices a balance calls for (each level once per period). */
export function noticeBalance(ctx: BillingContext, row: BillingRow, balance: number): void {
  const low = Math.ceil(row.allowance * LOW_BALANCE_SHARE);
  const levels: NoticeLevel[] = [];
  if (balance <= low) levels.push('low');
  if (balance <= 0) levels.push('empty');
  for (const level of levels) {
    const done = ctx.db
      .prepare('INSERT OR IGNORE INTO notices (user_id, period_start, level, at) VALUES (?, ?, ?, ?)')
      .run(row.user_id, row.period_start, level, ctx.now());
    if (Number(done.changes) > 0) ctx.hooks()?.notify(row.user_id, level, balance);
  }
}

export function listNotices(ctx: BillingContext, userId: number): { level: NoticeLevel; at: string }[] {
  const row = billingRow(ctx, userId);
  if (!row) return [];
  return (
    ctx.db.prepare('SELECT level, at FROM notices WHERE user_id = ? AND period_start = ? ORDER BY at').all(userId, row.period_start) as {
      level: NoticeLevel;
      at: number;
    }[]
  ).map((n) => ({
    level: n.level,
    at: new Date(n.at).toISOString(),
  }));
}
