/**
 * The minutes ledger: the single source of every balance the portal
 * shows. It lives in the call store's SQLite database (a call and its deduction are written in the
 * same place). One concept per module of this folder, put together here for the routes and the
 * call store:
 * - context.ts: the tables, the clock, the account's billing row;
 * - lines.ts: the ledger's lines (allowance, expiry, package, topUp, spamCredit, call), the statement;
 * - periods.ts: monthly periods (allowance and the plan's invoice at the start, expiry at the end);
 * - invoices.ts: invoices priced from src/lib/plans.ts, package purchases;
 * - topUp.ts: billing details, saved cards, auto top-up;
 * - notices.ts: the low-balance notices;
 * - guarantee.ts: the results guarantee and the refund request.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import type { PlanId } from '../../src/lib/plans.ts';
import type { AutoTopUp, BillingDetails, Guarantee, LedgerEntry, NoticeLevel } from '../../src/lib/usage.ts';
import { billingRow, clearTables, createTables, type BillingContext, type CardBehaviour, type LedgerHooks } from './context.ts';
import { guarantee, requestRefund } from './guarantee.ts';
import { buyPackage, findInvoice, issueInvoice, listInvoices, type StoredInvoice, type StoredLine } from './invoices.ts';
import { creditSpam, hasAccount, ownsEntry, postCall, statement, sumLines } from './lines.ts';
import { listNotices, noticeBalance } from './notices.ts';
import { currentPeriod, openBilling, settle, type BillingStart } from './periods.ts';
import { autoTopUp, billingDetails, saveCard, setAutoTopUp, setBillingDetails, setCardBehaviour, topUpIfLow } from './topUp.ts';

export { addMonths, CARD_BEHAVIOURS, type CardBehaviour, type LedgerHooks } from './context.ts';
export { COUNTED_CALLS_SQL, QUARTER_MONTHS } from './guarantee.ts';
export type { StoredInvoice, StoredLine } from './invoices.ts';
export type { BillingStart } from './periods.ts';

export class Ledger {
  private readonly ctx: BillingContext;
  hooks: LedgerHooks | null = null;
  /** Something was written since the seed (a data reset then rebuilds it). */
  changed = false;

  constructor(db: DatabaseSync, now: () => number) {
    createTables(db);
    const touch = () => {
      this.changed = true;
    };
    this.ctx = { db, now, touch, hooks: () => this.hooks };
  }

  /** Empties every billing table (the seed is written again by the call store). */
  clear(): void {
    clearTables(this.ctx.db);
  }

  hasAccount(userId: number): boolean {
    return hasAccount(this.ctx, userId);
  }

  // Lines -----------------------------------------------------------------------------------

  /** A call's minutes (nothing for a call that costs nothing). */
  postCall(userId: number, callId: string, at: number, minutes: number): void {
    postCall(this.ctx, userId, callId, at, minutes);
  }

  /** Gives a spam call's minutes back, once. Returns the minutes credited now. */
  creditSpam(userId: number, callId: string, minutes: number): number {
    return creditSpam(this.ctx, userId, callId, minutes);
  }

  /** The balance now, from the ledger. */
  balance(userId: number): number {
    this.settle(userId);
    return sumLines(this.ctx, userId, 'at <= ?', [this.ctx.now()]);
  }

  /** The statement, newest first, with the running balance after each line (cursor: a line's id). */
  statement(userId: number, limit: number, before: number | null): { items: LedgerEntry[]; next: number | null } {
    this.settle(userId);
    return statement(this.ctx, userId, limit, before);
  }

  /** Whether a statement line belongs to the account (a cursor from another account is refused). */
  ownsEntry(userId: number, id: number): boolean {
    return ownsEntry(this.ctx, userId, id);
  }

  // Periods ---------------------------------------------------------------------------------

  /** Opens an account's billing at `start.startedAt`: the first allowance and the plan's invoice. */
  open(userId: number, start: BillingStart): void {
    openBilling(this.ctx, userId, start);
  }

  /** Closes the periods that ended by now: unused plan minutes expire, the next allowance starts. */
  settle(userId: number): void {
    settle(this.ctx, userId);
  }

  /** The current period and its use. */
  period(userId: number): { plan: PlanId; allowance: number; start: number; end: number; used: number; credited: number } | null {
    this.settle(userId);
    return currentPeriod(this.ctx, userId);
  }

  // Invoices --------------------------------------------------------------------------------

  issueInvoice(
    userId: number,
    at: number,
    kind: StoredInvoice['kind'],
    currency: 'EUR' | 'USD',
    lines: StoredLine[],
    minutes: number,
  ): { id: number; number: string } {
    return issueInvoice(this.ctx, userId, at, kind, currency, lines, minutes);
  }

  invoices(userId: number): StoredInvoice[] {
    this.settle(userId);
    return listInvoices(this.ctx, userId);
  }

  invoice(userId: number, id: number): StoredInvoice | null {
    return findInvoice(this.ctx, userId, id);
  }

  /** Minutes bought: the ledger's credit and its invoice (a package from the buy-calls page, or a top-up). */
  buyPackage(
    userId: number,
    packageId: CallPackageId,
    kind: 'package' | 'topUp',
    at = this.ctx.now(),
  ): { minutes: number; invoiceNumber: string } | null {
    return buyPackage(this.ctx, userId, packageId, kind, at);
  }

  // Billing details, cards, auto top-up ----------------------------------------------------

  billingDetails(userId: number): BillingDetails | null {
    return billingDetails(this.ctx, userId);
  }

  setBillingDetails(userId: number, details: BillingDetails): void {
    setBillingDetails(this.ctx, userId, details);
  }

  /** Keeps a card as the provider's token (never its number) and makes it the account's card. */
  saveCard(userId: number, token: string, brand: string, last4: string, behaviour: CardBehaviour = 'succeeded'): void {
    saveCard(this.ctx, userId, token, brand, last4, behaviour);
  }

  /** The saved card's outcome on the next charge (development routes: a declining card). */
  setCardBehaviour(userId: number, behaviour: CardBehaviour): boolean {
    return setCardBehaviour(this.ctx, userId, behaviour);
  }

  autoTopUp(userId: number): AutoTopUp {
    return autoTopUp(this.ctx, userId);
  }

  setAutoTopUp(userId: number, enabled: boolean, packageId: CallPackageId | null, threshold: number | null): void {
    setAutoTopUp(this.ctx, userId, enabled, packageId, threshold);
  }

  /**
   * After a call was billed: buys the auto top-up's package when the balance fell below the
   * threshold (a failed charge turns auto top-up off and keeps why), then warns the owner at 20%
   * of the allowance and at zero, once each per period.
   */
  afterCall(userId: number): void {
    this.changed = true;
    const row = billingRow(this.ctx, userId);
    if (!row) return;
    let balance = this.balance(userId);
    if (topUpIfLow(this.ctx, row, balance)) balance = this.balance(userId);
    noticeBalance(this.ctx, row, balance);
  }

  notices(userId: number): { level: NoticeLevel; at: string }[] {
    return listNotices(this.ctx, userId);
  }

  // The results guarantee -------------------------------------------------------------------

  guarantee(userId: number): Guarantee | null {
    return guarantee(this.ctx, userId);
  }

  /** Stores the refund request; `tooEarly` before the quarter's end or when it was met, `twice` when one exists. */
  requestRefund(userId: number): { ok: true; guarantee: Guarantee } | { ok: false; reason: 'tooEarly' | 'met' | 'twice' | 'none' } {
    return requestRefund(this.ctx, userId);
  }
}
