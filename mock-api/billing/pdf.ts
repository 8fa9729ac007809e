/**
 * An invoice as a real PDF (pdfkit), in the reader's language: English, Spanish or Arabic (right
 * to left, set in Cairo, the portal's Arabic face). Labels and values are written as separate runs,
 * so an Arabic label never has to be reordered around a number.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Lang } from '../messages.ts';
import type { CallPackageId } from '../../src/lib/dashboard.ts';
import { formatMoney } from '../../src/lib/format.ts';
import type { PlanId } from '../../src/lib/plans.ts';
import { VAT_RATE, type Invoice } from '../../src/lib/usage.ts';
import type { StoredLine } from './ledger.ts';

const require = createRequire(import.meta.url);
const CAIRO = require.resolve('@fontsource/cairo/files/cairo-arabic-400-normal.woff');
const CAIRO_LATIN = require.resolve('@fontsource/cairo/files/cairo-latin-400-normal.woff');

const TEXTS: Record<
  Lang,
  Record<
    | 'invoice'
    | 'number'
    | 'date'
    | 'billTo'
    | 'taxId'
    | 'description'
    | 'quantity'
    | 'unitPrice'
    | 'amount'
    | 'subtotal'
    | 'vat'
    | 'total'
    | 'minutes'
    | 'seller'
    | 'noDetails',
    string
  >
> = {
  en: {
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    billTo: 'Bill to',
    taxId: 'Tax ID',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vat: 'VAT',
    total: 'Total',
    minutes: 'Minutes added to your balance',
    seller: 'Vozly AI Call Centre SL · B01234567 · Calle Gran Vía 1, 28013 Madrid, Spain',
    noDetails: 'No billing details on file',
  },
  es: {
    invoice: 'Factura',
    number: 'Número',
    date: 'Fecha',
    billTo: 'Facturar a',
    taxId: 'NIF/CIF',
    description: 'Concepto',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Base imponible',
    vat: 'IVA',
    total: 'Total',
    minutes: 'Minutos añadidos a tu saldo',
    seller: 'Vozly AI Call Centre SL · B01234567 · Calle Gran Vía 1, 28013 Madrid, España',
    noDetails: 'Sin datos de facturación',
  },
  ar: {
    invoice: 'فاتورة',
    number: 'الرقم',
    date: 'التاريخ',
    billTo: 'فاتورة إلى',
    taxId: 'الرقم الضريبي',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    vat: 'ضريبة القيمة المضافة',
    total: 'الإجمالي',
    minutes: 'الدقائق المضافة إلى رصيدك',
    seller: 'Vozly AI Call Centre SL · B01234567 · Calle Gran Vía 1, 28013 Madrid',
    noDetails: 'لا توجد بيانات فوترة',
  },
};

const PLAN_NAMES: Record<Lang, Record<PlanId, string>> = {
  en: { essential: 'Essential plan, one month', advanced: 'Advanced plan, one month', custom: 'Custom plan, one month' },
  es: { essential: 'Plan Esencial, un mes', advanced: 'Plan Avanzado, un mes', custom: 'Plan Personalizado, un mes' },
  ar: { essential: 'الخطة الأساسية، شهر واحد', advanced: 'الخطة المتقدمة، شهر واحد', custom: 'الخطة المخصصة، شهر واحد' },
};

const PACKAGE_NAMES: Record<Lang, Record<CallPackageId, string>> = {
  en: { basic: 'Call package Basic', pro: 'Call package Pro', enterprise: 'Call package Enterprise' },
  es: { basic: 'Paquete de llamadas Básico', pro: 'Paquete de llamadas Pro', enterprise: 'Paquete de llamadas Empresa' },
  ar: { basic: 'باقة المكالمات الأساسية', pro: 'باقة المكالمات الاحترافية', enterprise: 'باقة مكالمات المؤسسات' },
};

/** The wording of a stored line in a language. */
export function lineDescription(line: StoredLine, lang: Lang): string {
  const [kind, id] = line.item.split(':') as ['plan' | 'package', string];
  return kind === 'plan' ? PLAN_NAMES[lang][id as PlanId] : PACKAGE_NAMES[lang][id as CallPackageId];
}

/**
 * Money with two decimals and the currency, Western digits in every language (docs/decisions.md, "Numbers, prices and dates"):
 * the portal's formatter (src/lib/format.ts `formatMoney`); an Arabic PDF sets amounts in the
 * Latin face, written as in English.
 */
export function money(cents: number, currency: string, lang: Lang): string {
  return formatMoney(cents, currency, lang === 'es' ? 'es' : 'en');
}

const day = (iso: string) => iso.slice(0, 10);

/** The PDF of an invoice, as bytes. */
export function invoicePdf(invoice: Omit<Invoice, 'lines'> & { lines: StoredLine[] }, lang: Lang): Promise<Buffer> {
  const t = TEXTS[lang];
  const rtl = lang === 'ar';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.invoice} ${invoice.number}`, Author: 'Vozly' },
    lang: lang === 'ar' ? 'ar' : lang,
  });
  doc.registerFont('body', CAIRO_LATIN);
  doc.registerFont('arabic', CAIRO);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const opposite = rtl ? 'left' : 'right';

  /**
   * Right-to-left text from the right edge, word by word: pdfkit shapes each Arabic word (joined
   * letters, right to left) but would lay the words out left to right, and the Arabic face has no
   * space. Words without Arabic letters are set in the Latin face.
   */
  const rtlText = (text: string, y: number, size: number) => {
    doc.fontSize(size);
    const space = doc.font('body').widthOfString(' ');
    let x = left + width;
    for (const word of text.split(' ')) {
      doc.font(/[\u0600-\u06FF]/.test(word) ? 'arabic' : 'body');
      x -= doc.widthOfString(word);
      doc.text(word, x, y, { lineBreak: false });
      x -= space;
    }
  };
  /** A label in the reader's language, on the reading side of the page. */
  const label = (text: string, y: number, size: number) => {
    if (rtl) rtlText(text, y, size);
    else doc.font('body').fontSize(size).text(text, left, y, { width, align: 'left' });
  };
  /** A label and its value on one line, on either side of the page. */
  const pair = (name: string, value: string, y: number, size = 11) => {
    label(name, y, size);
    doc
      .font(/[\u0600-\u06FF]/.test(value) ? 'arabic' : 'body')
      .fontSize(size)
      .text(value, left, y, { width, align: opposite });
  };

  doc.fillColor('#1b1e3c');
  label(t.invoice, 56, 24);
  doc.font('body').fontSize(9).fillColor('#555').text(t.seller, left, 92, { width, align: 'left' });
  doc.fillColor('#000');
  pair(t.number, invoice.number, 124);
  pair(t.date, day(invoice.issuedAt), 142);

  label(t.billTo, 178, 11);
  const billTo = invoice.billTo;
  const details = [billTo.companyName, billTo.address, billTo.taxId ? `${billTo.taxId}` : ''].filter(Boolean);
  let y = 196;
  if (details.length === 0) {
    doc.fillColor('#555');
    label(t.noDetails, y, 10);
    doc.fillColor('#000');
    y += 16;
  }
  for (const line of details) {
    doc.font('body').fontSize(10).text(line, left, y, { width, align: 'left' });
    y += 16;
  }

  y += 20;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#ccc')
    .stroke();
  y += 8;
  pair(t.description, t.amount, y, 10);
  y += 20;
  for (const line of invoice.lines) {
    const description = lineDescription(line, lang);
    const amount = money(line.quantity * line.unitPrice, invoice.currency, lang);
    label(description, y, 11);
    doc
      .font('body')
      .fontSize(11)
      .text(line.quantity === 1 ? amount : `${line.quantity} × ${money(line.unitPrice, invoice.currency, lang)} = ${amount}`, left, y, {
        width,
        align: opposite,
      });
    y += 22;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#ccc')
    .stroke();
  y += 10;
  pair(t.subtotal, money(invoice.subtotal, invoice.currency, lang), y);
  y += 18;
  pair(`${t.vat} (${Math.round(VAT_RATE * 100)}%)`, money(invoice.vat, invoice.currency, lang), y);
  y += 22;
  pair(t.total, money(invoice.total, invoice.currency, lang), y, 14);
  if (invoice.minutes > 0) {
    y += 32;
    pair(t.minutes, String(invoice.minutes), y, 10);
  }
  doc.end();
  return done;
}
