import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { termsValues } from '@/features/legal/sections';
import { TermsView } from '@/features/legal/TermsView';
import { LEGAL_CONTACT } from '@/lib/legal';
import type { Locale } from '@/lib/locale';
import { ANNUAL_PLAN, TERMS_LAST_UPDATED } from '@/lib/annualPlanTerms';
import { t } from '../support/i18n';
import { expectLegalDocument } from './support';
import { inLocale } from '../support/variants';

const meta = {
  title: 'Legal/TermsView',
  component: TermsView,
} satisfies Meta<typeof TermsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight sections, 'last updated 04/06/2025', and the plan's contract terms from src/lib/annualPlanTerms.ts. */
export const Terms: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const { sections } = await expectLegalDocument(canvasElement, {
      title: t('legal:terms.title'),
      lastUpdated: TERMS_LAST_UPDATED,
      sectionCount: 8,
      locale,
    });
    await expect(TERMS_LAST_UPDATED).toBe('2025-06-04');
    const values = termsValues(locale, ANNUAL_PLAN);
    const text = canvasElement.textContent ?? '';
    for (const value of [values.monthlyPrice, values.minutes, values.months, values.firstYearTotal, values.noticeDays, values.offerNoticeDays, values.dailyEmailLimit]) {
      await expect(text).toContain(value);
    }
    const cancellation = sections[4];
    if (!cancellation) throw new Error('No cancellation section');
    await expect(within(cancellation).getByRole('link', { name: LEGAL_CONTACT.supportEmail })).toHaveAttribute('href', `mailto:${LEGAL_CONTACT.supportEmail}`);
  },
};
export const TermsSpanish = inLocale(Terms, 'es');
export const TermsArabic = inLocale(Terms, 'ae');

/** On a phone the table of contents comes before the text. */
export const TermsMobile: Story = {
  ...Terms,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const TermsMobileArabic = inLocale(TermsMobile, 'ae');
