/**
 * The minutes ledger (issue "Usage and billing"): the single source of every balance the portal
 * shows. It lives in the call store's SQLite database (a call and its deduction are written in the
 * same place) and holds, per account:
 * - `allowance`: the plan's minutes at the start of each billing period (monthly from the
 *   subscription's start day);
 * - `expiry`: at a period's end, the plan minutes left unused (they do not carry over; calls use
 *   the plan's minutes first, so purchased minutes never expire);
 * - `package` and `topUp`: purchased minutes (a package's calls x MINUTES_PER_PACKAGE_CALL);
 * - `spamCredit`: a call reported as spam, its minutes given back once;
 * - `call`: every call's minutes, rounded up per call to the next minute (a call of 0 s costs
 *   nothing and writes no line; a call taken by the voicemail fallback is not billed).
 *
 * Periods are posted lazily: any read first closes the periods that ended (expiry, then the next
 * allowance and the plan's invoice), so a server left running for a month stays right.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { CALL_PACKAGES } from '../../stories/fixtures/dashboard.ts';
import { inTransaction } from '../sqlite.ts';
import {
  guaranteeStatus,
  LOW_BALANCE_SHARE,
  packageMinutes,
  PLAN_PRICE,
  withVat,
  type AutoTopUp,
  type BillingDetails,
  type Guarantee,
  type Invoice,
  type InvoiceKind,
  type LedgerEntry,
  type LedgerKind,
  type NoticeLevel,
  type PlanId,
} from '../../src/lib/usage.ts';

export const CARD_BEHAVIOURS = ['succeeded', 'card_declined', 'insufficient_funds'] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

/** What an account's billing starts with (the seed, or a plan bought in the portal). */
export interface BillingStart {
  plan: PlanId;
  allowanceMinutes: number;
  startedAt: number;
  expectedCalls: number;
  billTo: BillingDetails;
}

/** What the ledger needs from the rest of the API. */
export interface LedgerHooks {
  /** The owner is told the balance is low or empty (an e-mail through the outbox). */
  notify: (userId: number, level: NoticeLevel, balance: number) => void;
}

interface BillingRow {
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

interface InvoiceRow {
  id: number;
  number: string;
  user_id: number;
  issued_at: number;
  kind: InvoiceKind;
  currency: 'EUR' | 'USD';
  lines: string;
  subtotal: number;
  vat: number;
  total: number;
  minutes: number;
  bill_to: string;
}

/** An invoice line as stored: what was sold, not its wording (the reader's language gives that). */
export interface StoredLine {
  item: `plan:${PlanId}` | `package:${CallPackageId}`;
  quantity: number;
  /** Cents. */
  unitPrice: number;
}

export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

export const QUARTER_MONTHS = 3;
/** Calls that count toward the guarantee: answered inbound calls, neither spam nor reported as spam. */
export const COUNTED_CALLS_SQL = "direction = 'inbound' AND outcome NOT IN ('missed', 'voicemail', 'spam') AND reported_spam = 0 AND fallback = 0";

/** The catalogue of packages (the same one json-server serves at /api/callPackages). */
const PACKAGES = new Map(CALL_PACKAGES.map((pack) => [pack.id, pack]));

export class Ledger {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  hooks: LedgerHooks | null = null;
  /** Something was written since the seed (a data reset then rebuilds it). */
  changed = false;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
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
  clear(): void {
    this.db.exec('DELETE FROM ledger; DELETE FROM billing; DELETE FROM cards; DELETE FROM notices; DELETE FROM invoices; DELETE FROM refunds;');
  }

  private billing(userId: number): BillingRow | null {
    return (this.db.prepare('SELECT * FROM billing WHERE user_id = ?').get(userId) as unknown as BillingRow | undefined) ?? null;
  }

  hasAccount(userId: number): boolean {
    return this.billing(userId) !== null;
  }

  private post(userId: number, at: number, kind: LedgerKind, minutes: number, callId: string | null = null, invoiceId: number | null = null): void {
    this.changed = true;
    this.db.prepare('INSERT OR IGNORE INTO ledger (user_id, at, kind, minutes, call_id, invoice_id) VALUES (?, ?, ?, ?, ?, ?)').run(userId, at, kind, minutes, callId, invoiceId);
  }

  /** A call's minutes (nothing for a call that costs nothing). */
  postCall(userId: number, callId: string, at: number, minutes: number): void {
    if (minutes > 0 && this.hasAccount(userId)) this.post(userId, at, 'call', -minutes, callId);
  }

  /** Gives a spam call's minutes back, once. Returns the minutes credited now. */
  creditSpam(userId: number, callId: string, minutes: number): number {
    this.changed = true;
    if (minutes <= 0 || !this.hasAccount(userId)) return 0;
    const done = this.db.prepare("INSERT OR IGNORE INTO ledger (user_id, at, kind, minutes, call_id) VALUES (?, ?, 'spamCredit', ?, ?)").run(userId, this.now(), minutes, callId);
    return Number(done.changes) > 0 ? minutes : 0;
  }

  /** Opens an account's billing at `start.startedAt`: the first allowance and the plan's invoice. */
  open(userId: number, start: BillingStart): void {
    this.changed = true;
    this.db
      .prepare('INSERT INTO billing (user_id, plan, allowance, started_at, period_start, expected_calls, company_name, tax_id, address) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(userId, start.plan, start.allowanceMinutes, start.startedAt, start.startedAt, start.expectedCalls, start.billTo.companyName, start.billTo.taxId, start.billTo.address);
    this.startPeriod(userId, start.startedAt);
  }

  private startPeriod(userId: number, at: number): void {
    const row = this.billing(userId) as BillingRow;
    const invoice = this.issueInvoice(userId, at, 'plan', 'EUR', [{ item: `plan:${row.plan}`, quantity: 1, unitPrice: PLAN_PRICE[row.plan] * 100 }], 0);
    this.post(userId, at, 'allowance', row.allowance, null, invoice.id);
    this.db.prepare('UPDATE billing SET period_start = ? WHERE user_id = ?').run(at, userId);
  }

  /** Closes the periods that ended by now: unused plan minutes expire, the next allowance starts. */
  settle(userId: number): void {
    const row = this.billing(userId);
    if (!row) return;
    let start = row.period_start;
    let end = addMonths(start, 1);
    const now = this.now();
    if (end > now) return;
    this.transaction(() => {
      while (end <= now) {
        const used = this.sum(userId, "kind IN ('call', 'spamCredit') AND at >= ? AND at < ?", [start, end]);
        const unused = Math.max(0, row.allowance + used);
        const balance = this.sum(userId, 'at < ?', [end]);
        const expired = Math.min(unused, Math.max(0, balance));
        if (expired > 0) this.post(userId, end - 1, 'expiry', -expired);
        this.startPeriod(userId, end);
        start = end;
        end = addMonths(start, 1);
      }
    });
  }

  private sum(userId: number, where: string, params: SQLInputValue[]): number {
    const row = this.db.prepare(`SELECT COALESCE(SUM(minutes), 0) AS n FROM ledger WHERE user_id = ? AND ${where}`).get(userId, ...params) as { n: number };
    return Number(row.n);
  }

  /** The balance now, from the ledger. */
  balance(userId: number): number {
    this.settle(userId);
    return this.sum(userId, 'at <= ?', [this.now()]);
  }

  /** The current period and its use. */
  period(userId: number): { plan: PlanId; allowance: number; start: number; end: number; used: number; credited: number } | null {
    this.settle(userId);
    const row = this.billing(userId);
    if (!row) return null;
    const now = this.now();
    const used = -this.sum(userId, "kind = 'call' AND at >= ? AND at <= ?", [row.period_start, now]);
    const credited = this.sum(userId, "kind = 'spamCredit' AND at >= ? AND at <= ?", [row.period_start, now]);
    return { plan: row.plan, allowance: row.allowance, start: row.period_start, end: addMonths(row.period_start, 1), used, credited };
  }

  /** The statement, newest first, with the running balance after each line (cursor: a line's id). */
  statement(userId: number, limit: number, before: number | null): { items: LedgerEntry[]; next: number | null } {
    this.settle(userId);
    const rows = this.db
      .prepare(
        `SELECT * FROM (
           SELECT l.id, l.at, l.kind, l.minutes, l.call_id, i.number AS invoice_number,
                  SUM(l.minutes) OVER (ORDER BY l.at, l.id ROWS UNBOUNDED PRECEDING) AS balance
           FROM ledger l LEFT JOIN invoices i ON i.id = l.invoice_id
           WHERE l.user_id = ? AND l.at <= ?
         ) ${before === null ? '' : 'WHERE (at, id) < (SELECT at, id FROM ledger WHERE id = ?)'}
         ORDER BY at DESC, id DESC LIMIT ?`,
      )
      .all(userId, this.now(), ...(before === null ? [] : [before]), limit + 1) as {
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
      items: page.map((r) => ({ id: r.id, at: new Date(r.at).toISOString(), kind: r.kind, minutes: r.minutes, balance: Number(r.balance), callId: r.call_id, invoiceNumber: r.invoice_number })),
      next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** Whether a statement line belongs to the account (a cursor from another account is refused). */
  ownsEntry(userId: number, id: number): boolean {
    return this.db.prepare('SELECT 1 FROM ledger WHERE id = ? AND user_id = ?').get(id, userId) !== undefined;
  }

  // Invoices --------------------------------------------------------------------------------

  issueInvoice(userId: number, at: number, kind: InvoiceKind, currency: 'EUR' | 'USD', lines: StoredLine[], minutes: number): { id: number; number: string } {
    this.changed = true;
    const row = this.billing(userId);
    const billTo: BillingDetails = row ? { companyName: row.company_name, taxId: row.tax_id, address: row.address } : { companyName: '', taxId: '', address: '' };
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    const { vat, total } = withVat(subtotal);
    const year = new Date(at).getUTCFullYear();
    const next = (this.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM invoices').get() as { n: number }).n;
    const number = `VZ-${year}-${String(next).padStart(6, '0')}`;
    const done = this.db
      .prepare('INSERT INTO invoices (number, user_id, issued_at, kind, currency, lines, subtotal, vat, total, minutes, bill_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(number, userId, at, kind, currency, JSON.stringify(lines), subtotal, vat, total, minutes, JSON.stringify(billTo));
    return { id: Number(done.lastInsertRowid), number };
  }

  invoices(userId: number): (Omit<Invoice, 'lines'> & { lines: StoredLine[] })[] {
    this.settle(userId);
    const rows = this.db.prepare('SELECT * FROM invoices WHERE user_id = ? AND issued_at <= ? ORDER BY issued_at DESC, id DESC').all(userId, this.now()) as unknown as InvoiceRow[];
    return rows.map(toInvoice);
  }

  invoice(userId: number, id: number): (Omit<Invoice, 'lines'> & { lines: StoredLine[] }) | null {
    const row = this.db.prepare('SELECT * FROM invoices WHERE id = ? AND user_id = ? AND issued_at <= ?').get(id, userId, this.now()) as unknown as InvoiceRow | undefined;
    return row ? toInvoice(row) : null;
  }

  /** Minutes bought: the ledger's credit and its invoice (a package from the buy-calls page, or a top-up). */
  buyPackage(userId: number, packageId: CallPackageId, kind: 'package' | 'topUp', at = this.now()): { minutes: number; invoiceNumber: string } | null {
    const pack = PACKAGES.get(packageId);
    if (!pack || !this.hasAccount(userId)) return null;
    const minutes = packageMinutes(pack.calls);
    const invoice = this.issueInvoice(userId, at, kind, pack.currency, [{ item: `package:${packageId}`, quantity: 1, unitPrice: pack.price * 100 }], minutes);
    this.post(userId, at, kind, minutes, null, invoice.id);
    return { minutes, invoiceNumber: invoice.number };
  }

  // Billing details, cards, auto top-up ----------------------------------------------------

  billingDetails(userId: number): BillingDetails | null {
    const row = this.billing(userId);
    return row ? { companyName: row.company_name, taxId: row.tax_id, address: row.address } : null;
  }

  setBillingDetails(userId: number, details: BillingDetails): void {
    this.changed = true;
    this.db.prepare('UPDATE billing SET company_name = ?, tax_id = ?, address = ? WHERE user_id = ?').run(details.companyName, details.taxId, details.address, userId);
  }

  /** Keeps a card as the provider's token (never its number) and makes it the account's card. */
  saveCard(userId: number, token: string, brand: string, last4: string, behaviour: CardBehaviour = 'succeeded'): void {
    this.changed = true;
    this.db.prepare('INSERT OR REPLACE INTO cards (token, user_id, brand, last4, behaviour) VALUES (?, ?, ?, ?, ?)').run(token, userId, brand, last4, behaviour);
    this.db.prepare('UPDATE billing SET card_token = ? WHERE user_id = ?').run(token, userId);
  }

  /** The saved card's outcome on the next charge (development routes: a declining card). */
  setCardBehaviour(userId: number, behaviour: CardBehaviour): boolean {
    this.changed = true;
    const token = this.billing(userId)?.card_token;
    if (!token) return false;
    this.db.prepare('UPDATE cards SET behaviour = ? WHERE token = ?').run(behaviour, token);
    return true;
  }

  private card(token: string | null): { brand: string; last4: string; behaviour: CardBehaviour } | null {
    if (!token) return null;
    return (this.db.prepare('SELECT brand, last4, behaviour FROM cards WHERE token = ?').get(token) as { brand: string; last4: string; behaviour: CardBehaviour } | undefined) ?? null;
  }

  autoTopUp(userId: number): AutoTopUp {
    const row = this.billing(userId);
    const card = this.card(row?.card_token ?? null);
    return {
      enabled: row?.topup_enabled === 1,
      packageId: row?.topup_package ?? null,
      thresholdMinutes: row?.topup_threshold ?? null,
      lastError: row?.topup_error ?? null,
      lastTopUpAt: row?.topup_last ? new Date(row.topup_last).toISOString() : null,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  setAutoTopUp(userId: number, enabled: boolean, packageId: CallPackageId | null, threshold: number | null): void {
    this.changed = true;
    this.db.prepare('UPDATE billing SET topup_enabled = ?, topup_package = ?, topup_threshold = ?, topup_error = NULL WHERE user_id = ?').run(enabled ? 1 : 0, packageId, threshold, userId);
  }

  /**
   * After a call was billed: buys the auto top-up's package when the balance fell below the
   * threshold (a failed charge turns auto top-up off and keeps why), then warns the owner at 20%
   * of the allowance and at zero, once each per period.
   */
  afterCall(userId: number): void {
    this.changed = true;
    const row = this.billing(userId);
    if (!row) return;
    let balance = this.balance(userId);
    if (row.topup_enabled === 1 && row.topup_package && row.topup_threshold !== null && balance < row.topup_threshold) {
      const card = this.card(row.card_token);
      const outcome: CardBehaviour | 'no_card' = card ? card.behaviour : 'no_card';
      if (outcome === 'succeeded') {
        this.buyPackage(userId, row.topup_package, 'topUp');
        this.db.prepare('UPDATE billing SET topup_last = ?, topup_error = NULL WHERE user_id = ?').run(this.now(), userId);
        balance = this.balance(userId);
      } else {
        this.db.prepare('UPDATE billing SET topup_enabled = 0, topup_error = ? WHERE user_id = ?').run(outcome, userId);
      }
    }
    const low = Math.ceil(row.allowance * LOW_BALANCE_SHARE);
    const levels: NoticeLevel[] = [];
    if (balance <= low) levels.push('low');
    if (balance <= 0) levels.push('empty');
    for (const level of levels) {
      const done = this.db.prepare('INSERT OR IGNORE INTO notices (user_id, period_start, level, at) VALUES (?, ?, ?, ?)').run(userId, row.period_start, level, this.now());
      if (Number(done.changes) > 0) this.hooks?.notify(userId, level, balance);
    }
  }

  notices(userId: number): { level: NoticeLevel; at: string }[] {
    const row = this.billing(userId);
    if (!row) return [];
    return (this.db.prepare('SELECT level, at FROM notices WHERE user_id = ? AND period_start = ? ORDER BY at').all(userId, row.period_start) as { level: NoticeLevel; at: number }[]).map((n) => ({
      level: n.level,
      at: new Date(n.at).toISOString(),
    }));
  }

  // The results guarantee -------------------------------------------------------------------

  guarantee(userId: number): Guarantee | null {
    const row = this.billing(userId);
    if (!row) return null;
    const now = this.now();
    const start = row.started_at;
    const end = addMonths(start, QUARTER_MONTHS);
    const counted = (this.db.prepare(`SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND started_at >= ? AND started_at < ? AND started_at <= ? AND ${COUNTED_CALLS_SQL}`).get(userId, start, end, now) as { n: number }).n;
    const { status, projected } = guaranteeStatus(now, start, end, row.expected_calls, counted);
    const request = this.db.prepare('SELECT status, requested_at FROM refunds WHERE user_id = ?').get(userId) as { status: 'pending' | 'approved' | 'refused'; requested_at: number } | undefined;
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
  requestRefund(userId: number): { ok: true; guarantee: Guarantee } | { ok: false; reason: 'tooEarly' | 'met' | 'twice' | 'none' } {
    this.changed = true;
    return this.transaction(() => {
      const guarantee = this.guarantee(userId);
      if (!guarantee) return { ok: false as const, reason: 'none' as const };
      if (guarantee.request) return { ok: false as const, reason: 'twice' as const };
      if (guarantee.status === 'met') return { ok: false as const, reason: 'met' as const };
      if (guarantee.status !== 'eligible') return { ok: false as const, reason: 'tooEarly' as const };
      this.db.prepare("INSERT INTO refunds (user_id, requested_at, status, counted, expected) VALUES (?, ?, 'pending', ?, ?)").run(userId, this.now(), guarantee.countedCalls, guarantee.expectedCalls);
      return { ok: true as const, guarantee: this.guarantee(userId) as Guarantee };
    });
  }

  private transaction<T>(work: () => T): T {
    return inTransaction(this.db, work);
  }
}

function toInvoice(row: InvoiceRow): Omit<Invoice, 'lines'> & { lines: StoredLine[] } {
  return {
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    kind: row.kind,
    currency: row.currency,
    lines: JSON.parse(row.lines) as StoredLine[],
    subtotal: row.subtotal,
    vat: row.vat,
    total: row.total,
    minutes: row.minutes,
    billTo: JSON.parse(row.bill_to) as BillingDetails,
  };
}
