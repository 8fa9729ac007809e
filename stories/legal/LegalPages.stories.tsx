import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ANNUAL_PLAN, TERMS_LAST_UPDATED } from '@/lib/annualPlanTerms';
import { PrivacyView } from '@/features/legal/PrivacyView';
import { PRIVACY_SECTIONS, termsValues } from '@/features/legal/sections';
import { TermsView } from '@/features/legal/TermsView';
import { LEGAL_CONTACT, PRIVACY_LAST_UPDATED } from '@/lib/legal';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { inPublicLayout, PAGE_A11Y } from '../support/page';
import { legalPlay } from './support';

/** The two legal pages: the terms and conditions, the privacy policy. */
const meta = {
  title: 'Legal/Terms and privacy',
  // The pages as a visitor gets them: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { a11y: PAGE_A11Y },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight sections, 'last updated 04/06/2025', and the plan's contract terms from src/lib/annualPlanTerms.ts. */
export const Terms: Story = {
  render: () => <TermsView />,
  play: legalPlay(
    () => ({ title: t('legal:terms.title'), lastUpdated: TERMS_LAST_UPDATED, sectionCount: 8 }),
    async ({ canvasElement, locale, sections }) => {
      await expect(TERMS_LAST_UPDATED).toBe('2025-06-04');
      const values = termsValues(locale, ANNUAL_PLAN);
      const text = canvasElement.textContent ?? '';
      for (const value of [
        values.monthlyPrice,
        values.minutes,
        values.months,
        values.firstYearTotal,
        values.noticeDays,
        values.offerNoticeDays,
        values.dailyEmailLimit,
      ]) {
        await expect(text).toContain(value);
      }
      const cancellation = sections[4];
      if (!cancellation) throw new Error('No cancellation section');
      await expect(within(cancellation).getByRole('link', { name: LEGAL_CONTACT.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${LEGAL_CONTACT.supportEmail}`,
      );
    },
  ),
};
export const TermsSpanish = inLocale(Terms, 'es');
export const TermsArabic = inLocale(Terms, 'ae', { play: true });

/** On a phone the table of contents comes before the text. */
export const TermsMobile: Story = {
  ...Terms,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['!dev', '!autodocs'],
};
export const TermsMobileArabic = inLocale(TermsMobile, 'ae', { play: true });

/** The GDPR policy: every section with its anchor, the storage the portal uses, the contact links. */
export const Privacy: Story = {
  render: () => <PrivacyView />,
  play: legalPlay(
    () => ({ title: t('legal:privacy.title'), lastUpdated: PRIVACY_LAST_UPDATED, sectionCount: PRIVACY_SECTIONS.length }),
    async ({ canvas, canvasElement, sections }) => {
      await expect(sections.map((section) => section.id)).toEqual(PRIVACY_SECTIONS.map((section) => section.id));
      const storage = canvasElement.querySelector<HTMLElement>('#storage');
      if (!storage) throw new Error('No storage section');
      for (const key of ['token', 'language', 'signupDraft', 'sid']) await expect(storage).toHaveTextContent(key);
      const mail = canvas.getAllByRole('link', { name: LEGAL_CONTACT.privacyEmail });
      await expect(mail.length).toBeGreaterThan(1);
      for (const link of mail) await expect(link).toHaveAttribute('href', `mailto:${LEGAL_CONTACT.privacyEmail}`);
      const contact = sections.at(-1);
      if (!contact) throw new Error('No contact section');
      await expect(within(contact).getByRole('link', { name: LEGAL_CONTACT.authorityUrl })).toHaveAttribute(
        'href',
        `https://${LEGAL_CONTACT.authorityUrl}`,
      );
    },
  ),
};
export const PrivacySpanish = inLocale(Privacy, 'es');
export const PrivacyArabic = inLocale(Privacy, 'ae', { play: true });
