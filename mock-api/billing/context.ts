/**
 * What every billing module works on: the call store's SQLite database (a call and its deduction
 * are written in the same place), the clock, and the account's billing row. The tables are
 * created here, once; each concept (lines, periods, invoices, cards and auto top-up, notices, the
 * guarantee) is a module of this folder, and ledger.ts puts them together.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { TEST_PAYMENT_OUTCOMES, type TestPaymentOutcome } from '../../src/lib/payments.ts';
import type { PlanId } from '../../src/lib/plans.ts';
import type { AutoTopUp, NoticeLevel } from '../../src/lib/usage.ts';
import { inTransaction } from '../sqlite.ts';

/** What a saved card does when charged: the offline provider's outcomes. */
export const CARD_BEHAVIOURS = TEST_PAYMENT_OUTCOMES;
export type CardBehaviour = TestPaymentOutcome;

/** What the ledger needs from the rest of the API. */
export interface LedgerHooks {
  /** The owner is told the balance is low or empty (an e-mail through the outbox). */
  notify: (userId: number, level: NoticeLevel, balance: number) => void;
}

export interface BillingContext {
  db: DatabaseSync;
  now: () => number;
  /** Something was written since the seed (a data reset then rebuilds it). */
  touch: () => void;
  hooks: () => LedgerHooks | null;
}

export interface BillingRow {
  user_id: number;
  plan: PlanId;
  allowance: number;
  started_at: number;
  period_start: number;
  expected_calls: number;
  topup_enabled: number;
  topup_package: CallPackageId | null;
  topup_threshold: number | null;
  topup_error: AutoTopUp['lastError'];
  topup_last: number | null;
  card_token: string | null;
  company_name: string;
  tax_id: string;
  address: string;
}

export function createTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      minutes INTEGER NOT NULL,
      call_id TEXT,
      invoice_id INTEGER
    );
    CREATE INDEX IF NOT EXISTS ledger_by_time ON ledger (user_id, at, id);
    CREATE UNIQUE INDEX IF NOT EXISTS ledger_once_per_call ON ledger (kind, call_id) WHERE call_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS billing (
      user_id INTEGER PRIMARY KEY,
      plan TEXT NOT NULL,
      allowance INTEGER NOT NULL,
      started_at INTEGER NOT NULL,
      period_start INTEGER NOT NULL,
      expected_calls INTEGER NOT NULL,
      topup_enabled INTEGER NOT NULL DEFAULT 0,
      topup_package TEXT,
      topup_threshold INTEGER,
      topup_error TEXT,
      topup_last INTEGER,
      card_token TEXT,
      company_name TEXT NOT NULL DEFAULT '',
      tax_id TEXT NOT NULL DEFAULT '',
      address TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE IF NOT EXISTS cards (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, brand TEXT NOT NULL, last4 TEXT NOT NULL, behaviour TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS notices (user_id INTEGER NOT NULL, period_start INTEGER NOT NULL, level TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (user_id, period_start, level));
    CREATE TABLE IF NOT EXISTS invoices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      number TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL,
      issued_at INTEGER NOT NULL,
      kind TEXT NOT NULL,
      currency TEXT NOT NULL,
      lines TEXT NOT NULL,
      subtotal INTEGER NOT NULL,
      vat INTEGER NOT NULL,
      total INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      bill_to TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS invoices_by_user ON invoices (user_id, issued_at);
    CREATE TABLE IF NOT EXISTS refunds (user_id INTEGER PRIMARY KEY, requested_at INTEGER NOT NULL, status TEXT NOT NULL, counted INTEGER NOT NULL, expected INTEGER NOT NULL);
  `);
}

/** Empties every billing table (the seed is written again by the call store). */
export function clearTables(db: DatabaseSync): void {
  db.exec('DELETE FROM ledger; DELETE FROM billing; DELETE FROM cards; DELETE FROM notices; DELETE FROM invoices; DELETE FROM refunds;');
}

/**
 * Deletes an account's billing (its statement, details, cards, notices and refund) but not its
 * invoices, which the law requires to be kept after the account is gone.
 */
export function purgeBilling(db: DatabaseSync, userId: number): void {
  for (const table of ['ledger', 'billing', 'cards', 'notices', 'refunds'])
    db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(userId);
}

/** The account's billing row; null for an account without billing. */
export function billingRow(ctx: BillingContext, userId: number): BillingRow | null {
  return (ctx.db.prepare('SELECT * FROM billing WHERE user_id = ?').get(userId) as unknown as BillingRow | undefined) ?? null;
}

export function transaction<T>(ctx: BillingContext, work: () => T): T {
  return inTransaction(ctx.db, work);
}

export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
