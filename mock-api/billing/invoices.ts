/**
 * Invoices: what was sold, stored as items (the reader's language words them, pdf.ts), priced
 * from the plan table and the call packages of src/lib/plans.ts.
 */
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { CALL_PACKAGES, PLAN_BY_ID, type PlanId } from '../../src/lib/plans.ts';
import { packageMinutes, withVat, type BillingDetails, type Invoice, type InvoiceKind } from '../../src/lib/usage.ts';
import { billingRow, type BillingContext } from './context.ts';
import { hasAccount, postLine } from './lines.ts';

/** An invoice line as stored: what was sold, not its wording (the reader's language gives that). */
export interface StoredLine {
  item: `plan:${PlanId}` | `package:${CallPackageId}`;
  quantity: number;
  /** Cents. */
  unitPrice: number;
}

export type StoredInvoice = Omit<Invoice, 'lines'> & { lines: StoredLine[] };

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

/** The catalogue of packages (the same one json-server serves at /api/callPackages). */
const PACKAGES = new Map(CALL_PACKAGES.map((pack) => [pack.id, pack]));

/** A plan's monthly line: its price from the plan table, in cents. */
export function planLine(plan: PlanId): StoredLine {
  return { item: `plan:${plan}`, quantity: 1, unitPrice: PLAN_BY_ID[plan].price * 100 };
}

export function issueInvoice(
  ctx: BillingContext,
  userId: number,
  at: number,
  kind: InvoiceKind,
  currency: 'EUR' | 'USD',
  lines: StoredLine[],
  minutes: number,
): { id: number; number: string } {
  ctx.touch();
  const row = billingRow(ctx, userId);
  const billTo: BillingDetails = row
    ? { companyName: row.company_name, taxId: row.tax_id, address: row.address }
    : { companyName: '', taxId: '', address: '' };
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const { vat, total } = withVat(subtotal);
  const year = new Date(at).getUTCFullYear();
  const next = (ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM invoices').get() as { n: number }).n;
  const number = `VZ-${year}-${String(next).padStart(6, '0')}`;
  const done = ctx.db
    .prepare(
      'INSERT INTO invoices (number, user_id, issued_at, kind, currency, lines, subtotal, vat, total, minutes, bill_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(number, userId, at, kind, currency, JSON.stringify(lines), subtotal, vat, total, minutes, JSON.stringify(billTo));
  return { id: Number(done.lastInsertRowid), number };
}

export function listInvoices(ctx: BillingContext, userId: number): StoredInvoice[] {
  const rows = ctx.db
    .prepare('SELECT * FROM invoices WHERE user_id = ? AND issued_at <= ? ORDER BY issued_at DESC, id DESC')
    .all(userId, ctx.now()) as unknown as InvoiceRow[];
  return rows.map(toInvoice);
}

export function findInvoice(ctx: BillingContext, userId: number, id: number): StoredInvoice | null {
  const row = ctx.db
    .prepare('SELECT * FROM invoices WHERE id = ? AND user_id = ? AND issued_at <= ?')
    .get(id, userId, ctx.now()) as unknown as InvoiceRow | undefined;
  return row ? toInvoice(row) : null;
}

/** Minutes bought: the ledger's credit and its invoice (a package from the buy-calls page, or a top-up). */
export function buyPackage(
  ctx: BillingContext,
  userId: number,
  packageId: CallPackageId,
  kind: 'package' | 'topUp',
  at: number,
): { minutes: number; invoiceNumber: string } | null {
  const pack = PACKAGES.get(packageId);
  if (!pack || !hasAccount(ctx, userId)) return null;
  const minutes = packageMinutes(pack.calls);
  const invoice = issueInvoice(
    ctx,
    userId,
    at,
    kind,
    pack.currency,
    [{ item: `package:${packageId}`, quantity: 1, unitPrice: pack.price * 100 }],
    minutes,
  );
  postLine(ctx, userId, at, kind, minutes, null, invoice.id);
  return { minutes, invoiceNumber: invoice.number };
}

function toInvoice(row: InvoiceRow): StoredInvoice {
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
