import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRIVACY_SECTIONS } from '@/features/legal/sections';
import { PrivacyView } from '@/features/legal/PrivacyView';
import { LEGAL_CONTACT, PRIVACY_LAST_UPDATED } from '@/lib/legal';
import type { Locale } from '@/lib/locale';
import { t } from '../support/i18n';
import { expectLegalDocument } from './support';
import { inLocale } from '../support/variants';

const meta = {
  title: 'Legal/PrivacyView',
  component: PrivacyView,
} satisfies Meta<typeof PrivacyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The GDPR policy: every section with its anchor, the storage the portal uses, the contact links. */
export const Privacy: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const { canvas, sections } = await expectLegalDocument(canvasElement, {
      title: t('legal:privacy.title'),
      lastUpdated: PRIVACY_LAST_UPDATED,
      sectionCount: PRIVACY_SECTIONS.length,
      locale,
    });
    await expect(sections.map((section) => section.id)).toEqual(PRIVACY_SECTIONS.map((section) => section.id));
    const storage = canvasElement.querySelector<HTMLElement>('#storage');
    if (!storage) throw new Error('No storage section');
    for (const key of ['token', 'language', 'signupDraft', 'sid']) await expect(storage).toHaveTextContent(key);
    const mail = canvas.getAllByRole('link', { name: LEGAL_CONTACT.privacyEmail });
    await expect(mail.length).toBeGreaterThan(1);
    for (const link of mail) await expect(link).toHaveAttribute('href', `mailto:${LEGAL_CONTACT.privacyEmail}`);
    const contact = sections.at(-1);
    if (!contact) throw new Error('No contact section');
    await expect(within(contact).getByRole('link', { name: LEGAL_CONTACT.authorityUrl })).toHaveAttribute('href', `https://${LEGAL_CONTACT.authorityUrl}`);
  },
};
export const PrivacySpanish = inLocale(Privacy, 'es');
export const PrivacyArabic = inLocale(Privacy, 'ae');
