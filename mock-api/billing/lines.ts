/**
 * The ledger's lines, the single source of every balance the portal shows:
 * - `allowance`: the plan's minutes at the start of each billing period (periods.ts);
 * - `expiry`: at a period's end, the plan minutes left unused (periods.ts);
 * - `package` and `topUp`: purchased minutes (a package's calls x MINUTES_PER_PACKAGE_CALL);
 * - `spamCredit`: a call reported as spam, its minutes given back once;
 * - `call`: every call's billable minutes (src/lib/calls.ts `billableMinutes`: rounded up per call
 *   to the next minute; a missed call, a call of 0 s or one taken by the voicemail fallback costs
 *   nothing and writes no line).
 */
import type { SQLInputValue } from 'node:sqlite';
import type { LedgerEntry, LedgerKind } from '../../src/lib/usage.ts';
import { billingRow, type BillingContext } from './context.ts';

export function hasAccount(ctx: BillingContext, userId: number): boolean {
  return billingRow(ctx, userId) !== null;
}

export function postLine(
  ctx: BillingContext,
  userId: number,
  at: number,
  kind: LedgerKind,
  minutes: number,
  callId: string | null = null,
  invoiceId: number | null = null,
): void {
  ctx.touch();
  ctx.db
    .prepare('INSERT OR IGNORE INTO ledger (user_id, at, kind, minutes, call_id, invoice_id) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, at, kind, minutes, callId, invoiceId);
}

/** A call's minutes (nothing for a call that costs nothing). */
export function postCall(ctx: BillingContext, userId: number, callId: string, at: number, minutes: number): void {
  if (minutes > 0 && hasAccount(ctx, userId)) postLine(ctx, userId, at, 'call', -minutes, callId);
}

/** Gives a spam call's minutes back, once. Returns the minutes credited now. */
export function creditSpam(ctx: BillingContext, userId: number, callId: string, minutes: number): number {
  ctx.touch();
  if (minutes <= 0 || !hasAccount(ctx, userId)) return 0;
  const done = ctx.db
    .prepare("INSERT OR IGNORE INTO ledger (user_id, at, kind, minutes, call_id) VALUES (?, ?, 'spamCredit', ?, ?)")
    .run(userId, ctx.now(), minutes, callId);
  return Number(done.changes) > 0 ? minutes : 0;
}

/** The sum of the account's lines matching `where`. */
export function sumLines(ctx: BillingContext, userId: number, where: string, params: SQLInputValue[]): number {
  const row = ctx.db.prepare(`SELECT COALESCE(SUM(minutes), 0) AS n FROM ledger WHERE user_id = ? AND ${where}`).get(userId, ...params) as {
    n: number;
  };
  return Number(row.n);
}

/** The statement, newest first, with the running balance after each line (cursor: a line's id). */
export function statement(
  ctx: BillingContext,
  userId: number,
  limit: number,
  before: number | null,
): { items: LedgerEntry[]; next: number | null } {
  const rows = ctx.db
    .prepare(
      `SELECT * FROM (
         SELECT l.id, l.at, l.kind, l.minutes, l.call_id, i.number AS invoice_number,
                SUM(l.minutes) OVER (ORDER BY l.at, l.id ROWS UNBOUNDED PRECEDING) AS balance
         FROM ledger l LEFT JOIN invoices i ON i.id = l.invoice_id
         WHERE l.user_id = ? AND l.at <= ?
       ) ${before === null ? '' : 'WHERE (at, id) < (SELECT at, id FROM ledger WHERE id = ?)'}
       ORDER BY at DESC, id DESC LIMIT ?`,
    )
    .all(userId, ctx.now(), ...(before === null ? [] : [before]), limit + 1) as {
    id: number;
    at: number;
    kind: LedgerKind;
    minutes: number;
    call_id: string | null;
    invoice_number: string | null;
    balance: number;
  }[];
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      minutes: r.minutes,
      balance: Number(r.balance),
      callId: r.call_id,
      invoiceNumber: r.invoice_number,
    })),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Whether a statement line belongs to the account (a cursor from another account is refused). */
export function ownsEntry(ctx: BillingContext, userId: number, id: number): boolean {
  return ctx.db.prepare('SELECT 1 FROM ledger WHERE id = ? AND user_id = ?').get(id, userId) !== undefined;
}
