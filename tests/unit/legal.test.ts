import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVACY_SECTIONS, PRIVACY_VALUES, TERMS_SECTIONS, termsValues } from '@/features/legal/sections';
import { formatLegalDate, PRIVACY_LAST_UPDATED } from '@/lib/legal';
import { LOCALES } from '@/lib/locale';
import { ANNUAL_PLAN, TERMS_LAST_UPDATED } from '@/lib/annualPlanTerms';

type Tree = { [key: string]: string | Tree };
type Doc = { title: string; intro: string; sections: Record<string, Record<string, string>> };

const legal = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', locale, 'legal.json'), 'utf8')) as Tree & { terms: Doc; privacy: Doc };
const interpolate = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {{${name}}} in "${text}"`);
    return values[name] ?? '';
  });

describe('legal pages: outline and texts', () => {
  it('the terms have the eight sections of the spec, each a title and paragraphs', () => {
    expect(TERMS_SECTIONS).toHaveLength(8);
    for (const section of TERMS_SECTIONS) expect(section.paragraphs.length).toBeGreaterThan(0);
    expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(8);
  });

  it.each(LOCALES)('%s has exactly the sections and paragraphs the outline renders', (locale) => {
    const file = legal(locale);
    for (const [doc, outline] of [
      ['terms', TERMS_SECTIONS],
      ['privacy', PRIVACY_SECTIONS],
    ] as const) {
      const sections = file[doc].sections;
      expect(Object.keys(sections), `${locale} ${doc}`).toEqual(outline.map((s) => s.id));
      for (const { id, paragraphs } of outline) {
        expect(Object.keys(sections[id] ?? {}).sort(), `${locale} ${doc}.${id}`).toEqual(['title', ...paragraphs].sort());
      }
    }
  });

  it.each(LOCALES)('%s terms carry every contract term, from src/lib/annualPlanTerms.ts', (locale) => {
    const values = termsValues(locale, ANNUAL_PLAN);
    const terms = legal(locale).terms;
    const text = TERMS_SECTIONS.flatMap(({ id, paragraphs }) =>
      paragraphs.map((p) => interpolate(terms.sections[id]?.[p] ?? '', values)),
    ).join('\n');
    for (const name of [
      'monthlyPrice',
      'minutes',
      'months',
      'firstYearTotal',
      'noticeDays',
      'offerNoticeDays',
      'dailyEmailLimit',
    ] as const) {
      expect(text, `${locale} quotes ${name}`).toContain(values[name]);
    }
  });

  it('formats the plan numbers for each language', () => {
    expect(termsValues('en', ANNUAL_PLAN)).toMatchObject({
      monthlyPrice: '€390',
      firstYearTotal: '€4,680',
      minutes: '90',
      months: '12',
      noticeDays: '15',
      offerNoticeDays: '30',
    });
    expect(termsValues('es', ANNUAL_PLAN).firstYearTotal?.replace(/\s/g, ' ')).toBe('4.680 €');
    expect(termsValues('en', ANNUAL_PLAN).dailyEmailLimit).toBe(String(ANNUAL_PLAN.dailyEmailSendLimit));
    expect(ANNUAL_PLAN.monthlyPriceEur * ANNUAL_PLAN.minimumTermMonths).toBe(ANNUAL_PLAN.firstYearTotalEurExVat);
  });

  it.each(LOCALES)('%s privacy policy names the storage keys and the cookie the portal really uses', (locale) => {
    const privacy = legal(locale).privacy;
    const text = PRIVACY_SECTIONS.flatMap(({ id, paragraphs }) =>
      paragraphs.map((p) => interpolate(privacy.sections[id]?.[p] ?? '', PRIVACY_VALUES)),
    ).join('\n');
    for (const key of ['token', 'language', 'signupDraft', 'sid']) expect(text).toMatch(new RegExp(`[“«]${key}[”»]`));
    expect(text).toContain(PRIVACY_VALUES.privacyEmail);
  });

  it('prints the dates as day/month/year, as the spec does', () => {
    expect(TERMS_LAST_UPDATED).toBe('2025-06-04');
    expect(formatLegalDate(TERMS_LAST_UPDATED)).toBe('04/06/2025');
    expect(formatLegalDate(PRIVACY_LAST_UPDATED)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(() => formatLegalDate('04/06/2025')).toThrow();
    expect(() => formatLegalDate('2025-02-30')).toThrow();
    // Date reads a year under 100 as 19xx: only the year tells this one apart.
    expect(() => formatLegalDate('0025-06-04')).toThrow();
  });
});
