/**
 * The sections of the legal pages, in order, with the paragraph keys of each (texts in
 * locales/{en,es,ae}/legal.json under `terms.sections.<id>` and `privacy.sections.<id>`).
 * The terms have the spec's eight sections (the terms-and-conditions page).
 */
import { formatNumber } from '@/lib/format';
import { LEGAL_CONTACT } from '@/lib/legal';
import type { Locale } from '@/lib/locale';
import type { ANNUAL_PLAN } from '@/lib/annualPlanTerms';

export interface SectionOutline {
  id: string;
  paragraphs: readonly string[];
}

export const TERMS_SECTIONS = [
  { id: 'scope', paragraphs: ['p1', 'p2'] },
  { id: 'plan', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'term', paragraphs: ['p1', 'p2'] },
  { id: 'billing', paragraphs: ['p1', 'p2'] },
  { id: 'cancellation', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'changes', paragraphs: ['p1', 'p2'] },
  { id: 'use', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'liability', paragraphs: ['p1', 'p2', 'p3'] },
] as const satisfies readonly SectionOutline[];

export const PRIVACY_SECTIONS = [
  { id: 'controller', paragraphs: ['p1', 'p2'] },
  { id: 'data', paragraphs: ['p1', 'p2', 'p3', 'p4', 'p5'] },
  { id: 'purposes', paragraphs: ['p1', 'p2', 'p3', 'p4', 'p5'] },
  { id: 'retention', paragraphs: ['p1', 'p2', 'p3', 'p4'] },
  { id: 'processors', paragraphs: ['p1', 'p2'] },
  { id: 'transfers', paragraphs: ['p1'] },
  { id: 'rights', paragraphs: ['p1', 'p2'] },
  { id: 'storage', paragraphs: ['p1', 'p2', 'p3', 'p4', 'p5'] },
  { id: 'contact', paragraphs: ['p1', 'p2'] },
] as const satisfies readonly SectionOutline[];

/** The values the terms quote (the annual plan's contract terms), formatted for the page's language. */
export function termsValues(locale: Locale, plan: typeof ANNUAL_PLAN): Record<string, string> {
  const money = (value: number) =>
    formatNumber(value, locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
  const number = (value: number) => formatNumber(value, locale, { useGrouping: 'always' });
  return {
    monthlyPrice: money(plan.monthlyPriceEur),
    minutes: number(plan.includedInboundMinutesPerMonth),
    months: number(plan.minimumTermMonths),
    firstYearTotal: money(plan.firstYearTotalEurExVat),
    noticeDays: number(plan.cancellationNoticeDays),
    offerNoticeDays: number(plan.offerChangeNoticeDays),
    dailyEmailLimit: number(plan.dailyEmailSendLimit),
    supportEmail: LEGAL_CONTACT.supportEmail,
  };
}

/** The values the privacy policy quotes. */
export const PRIVACY_VALUES: Record<string, string> = {
  privacyEmail: LEGAL_CONTACT.privacyEmail,
  authorityUrl: LEGAL_CONTACT.authorityUrl,
};
