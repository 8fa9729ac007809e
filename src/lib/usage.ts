/**
 * Usage and billing (issue "Usage and billing"): one unit for the customer, the minute. The types
 * the portal and the mock API share, and the rules both apply (the mock API computes, the portal
 * shows).
 */
import type { CallOutcome } from './calls.ts';
import type { CallPackageId } from './dashboard.ts';

/** Spanish VAT, on every invoice. */
export const VAT_RATE = 0.21;
/**
 * A package is sold in calls (spec section 9) but credited in minutes, the ledger's one unit: each
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

export const PLAN_IDS = ['essential', 'advanced', 'custom'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** Minutes included each billing period (spec section 3: 100 and 300; Custom is set per contract). */
export const PLAN_ALLOWANCE: Record<Exclude<PlanId, 'custom'>, number> = { essential: 100, advanced: 300 };
/** Monthly plan prices in euros before VAT (spec section 9; Custom from 890). */
export const PLAN_PRICE: Record<PlanId, number> = { essential: 199, advanced: 399, custom: 890 };

/** The answered calls the results guarantee expects in the first quarter, set at purchase from the plan. */
export const EXPECTED_CALLS: Record<PlanId, number> = { essential: 150, advanced: 450, custom: 6000 };

export const packageMinutes = (calls: number) => calls * MINUTES_PER_PACKAGE_CALL;

export const LEDGER_KINDS = ['allowance', 'expiry', 'package', 'topUp', 'spamCredit', 'call'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One line of the statement; `balance` is the running balance after it. */
export interface LedgerEntry {
  id: number;
  at: string;
  kind: LedgerKind;
  /** Positive for minutes added, negative for minutes used or expired. */
  minutes: number;
  balance: number;
  callId: string | null;
  invoiceNumber: string | null;
}

export interface LedgerPage {
  items: LedgerEntry[];
  nextCursor: string | null;
}

export interface UsageDay {
  /** `YYYY-MM-DD`, Europe/Madrid. */
  day: string;
  calls: Partial<Record<CallOutcome, number>>;
  minutes: number;
}

export type NoticeLevel = 'low' | 'empty';

export interface UsageNotice {
  level: NoticeLevel;
  at: string;
}

export interface AutoTopUp {
  enabled: boolean;
  packageId: CallPackageId | null;
  thresholdMinutes: number | null;
  /** Why the last automatic charge failed (auto top-up was then turned off). */
  lastError: 'card_declined' | 'insufficient_funds' | 'no_card' | null;
  lastTopUpAt: string | null;
  /** The saved card the top-ups are charged to. */
  card: { brand: string; last4: string } | null;
}

export interface UsageSummary {
  plan: PlanId | null;
  /** The balance, from the ledger. */
  balanceMinutes: number;
  allowanceMinutes: number;
  periodStart: string | null;
  periodEnd: string | null;
  /** This period's minutes of calls and those credited back. */
  usedMinutes: number;
  creditedMinutes: number;
  /** The balance under which the owner is warned. */
  lowThresholdMinutes: number;
  /** Average billed minutes a day over the last 14 days. */
  minutesPerDay: number;
  /** The day the balance runs out at that rate (null when nothing is used). */
  runsOutOn: string | null;
  range: UsageRange;
  days: UsageDay[];
  /** Calls per hour of the day (0-23, Madrid) over the range. */
  hours: number[];
  notices: UsageNotice[];
  autoTopUp: AutoTopUp;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  amount: number;
}

export interface BillingDetails {
  companyName: string;
  taxId: string;
  address: string;
}

export type InvoiceKind = 'plan' | 'package' | 'topUp';

export interface Invoice {
  id: number;
  number: string;
  issuedAt: string;
  kind: InvoiceKind;
  currency: 'EUR' | 'USD';
  lines: InvoiceLine[];
  /** Cents. */
  subtotal: number;
  vat: number;
  total: number;
  minutes: number;
  billTo: BillingDetails;
}

export const GUARANTEE_STATUSES = ['onTrack', 'atRisk', 'met', 'eligible', 'requested'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export interface Guarantee {
  status: GuaranteeStatus;
  quarterStart: string;
  quarterEnd: string;
  expectedCalls: number;
  /** Answered calls of the quarter that are not spam (what counts). */
  countedCalls: number;
  /** The counted calls at the end of the quarter, at the rate so far. */
  projectedCalls: number;
  request: { status: 'pending' | 'approved' | 'refused'; requestedAt: string } | null;
}

/** VAT and total of a net amount in cents (VAT rounded to the cent). */
export function withVat(subtotal: number): { subtotal: number; vat: number; total: number } {
  const vat = Math.round(subtotal * VAT_RATE);
  return { subtotal, vat, total: subtotal + vat };
}

/** The guarantee's status from the counts (before any refund request). */
export function guaranteeStatus(now: number, quarterStart: number, quarterEnd: number, expected: number, counted: number): { status: GuaranteeStatus; projected: number } {
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
