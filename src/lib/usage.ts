/**
 * Usage and billing: one unit for the customer, the minute. The types
 * the portal and the mock API share, and the rules both apply (the mock API computes, the portal
 * shows). The API's shapes are the contract's (`Schema<...>`, src/api/contract/paths/usage.yaml).
 */
import type { Assert, Same, Schema } from './contract.ts';
/** The plans (prices, minutes, expected calls): the plan table, src/lib/plans.ts. */
import type { PlanId } from './plans.ts';

/** Spanish VAT, on every invoice. */
export const VAT_RATE = 0.21;
/**
 * A package is sold in calls (the call packages' prices) but credited in minutes, the ledger's one unit: each
 * call of a package is worth 2 minutes (an answered call lasts about 2 minutes; calls are billed
 * rounded up to the next minute).
 */
export const MINUTES_PER_PACKAGE_CALL = 2;
/** The owner is warned when this share of the period's allowance is left (and again at zero). */
export const LOW_BALANCE_SHARE = 0.2;
/** The chart ranges, in days. */
export const USAGE_RANGES = [30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];
/** Statement lines per page. */
export const LEDGER_PAGE_SIZE = 25;
export const LEDGER_MAX_PAGE_SIZE = 100;
/** Auto top-up thresholds, in whole minutes. */
export const TOP_UP_THRESHOLD_MAX = 100_000;
export const BILLING_FIELD_MAX = 200;

export const packageMinutes = (calls: number) => calls * MINUTES_PER_PACKAGE_CALL;

export const LEDGER_KINDS = ['allowance', 'expiry', 'package', 'topUp', 'spamCredit', 'call'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One line of the statement; `balance` is the running balance after it. */
export type LedgerEntry = Schema<'LedgerEntry'>;

export type LedgerPage = Schema<'LedgerPage'>;

export type UsageDay = Schema<'UsageDay'>;

export type NoticeLevel = UsageNotice['level'];

export type UsageNotice = Schema<'UsageNotice'>;

export type AutoTopUp = Schema<'AutoTopUp'>;

export type UsageSummary = Schema<'UsageSummary'>;

export type BillingDetails = Schema<'BillingDetails'>;

export type InvoiceKind = Invoice['kind'];

export type Invoice = Schema<'Invoice'>;

export const GUARANTEE_STATUSES = ['onTrack', 'atRisk', 'met', 'eligible', 'requested'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export type Guarantee = Schema<'Guarantee'>;

/**
 * `tsc` fails when the lists above drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type UsageListsMatchContract = [
  Assert<Same<UsageRange, UsageSummary['range']>>,
  Assert<Same<PlanId, Schema<'PlanId'>>>,
  Assert<Same<LedgerKind, LedgerEntry['kind']>>,
  Assert<Same<GuaranteeStatus, Guarantee['status']>>,
];

/** VAT and total of a net amount in cents (VAT rounded to the cent). */
export function withVat(subtotal: number): { subtotal: number; vat: number; total: number } {
  const vat = Math.round(subtotal * VAT_RATE);
  return { subtotal, vat, total: subtotal + vat };
}

/** The guarantee's status from the counts (before any refund request). */
export function guaranteeStatus(
  now: number,
  quarterStart: number,
  quarterEnd: number,
  expected: number,
  counted: number,
): { status: GuaranteeStatus; projected: number } {
  const elapsed = Math.max(1, Math.min(now, quarterEnd) - quarterStart);
  const projected = now >= quarterEnd ? counted : Math.round((counted * (quarterEnd - quarterStart)) / elapsed);
  if (now >= quarterEnd) return { status: counted >= expected ? 'met' : 'eligible', projected };
  return { status: counted >= expected || projected >= expected ? 'onTrack' : 'atRisk', projected };
}

/** The day (`YYYY-MM-DD`) the balance runs out at a rate, counted from `today`; null at no use. */
export function runOutDay(balance: number, perDay: number, today: string): string | null {
  if (perDay <= 0) return null;
  const days = Math.max(0, Math.floor(balance / perDay));
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
