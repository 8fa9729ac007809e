import type { Invoice } from '@/lib/usage';
import { STORY_INVOICE_ITEMS, type StoryLineItem } from '../fixtures/usage';
import { t } from './i18n';

/**
 * An invoice line's wording in the story's language, from the translations: the plan's or the
 * package's name and the kind of line ("Advanced · Plan, one month", "المتقدمة · الخطة، شهر واحد").
 * The mock API words its own lines in the reader's language too (mock-api/billing/pdf.ts).
 */
export function lineInStoryLanguage(item: StoryLineItem): string {
  return 'plan' in item
    ? `${t(`usage:plans.${item.plan}`)} · ${t('usage:invoices.kinds.plan')}`
    : `${t('usage:invoices.kinds.package')} · ${t(`dashboard:buyCalls.packages.${item.package}`)}`;
}

/** The story invoices with their lines worded in the story's language (call it when the story renders or a handler answers). */
export function invoicesInStoryLanguage(invoices: readonly Invoice[]): Invoice[] {
  return invoices.map((invoice) => {
    const item = STORY_INVOICE_ITEMS.get(invoice.number);
    return item ? { ...invoice, lines: invoice.lines.map((line) => ({ ...line, description: lineInStoryLanguage(item) })) } : invoice;
  });
}
