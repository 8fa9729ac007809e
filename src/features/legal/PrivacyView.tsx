import { useTranslation } from 'react-i18next';
import { LEGAL_CONTACT, PRIVACY_LAST_UPDATED } from '@/lib/legal';
import { LegalDocumentView } from './LegalDocumentView';
import { PRIVACY_SECTIONS, PRIVACY_VALUES } from './sections';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The privacy policy (GDPR): what the service collects, why, for how long, and your rights. */
export function PrivacyView({ lastUpdated = PRIVACY_LAST_UPDATED }: { lastUpdated?: string }) {
  const { t } = useTranslation('legal');
  // The keys are built from PRIVACY_SECTIONS; tests/unit/legal.test.ts checks each one exists.
  const text = t as unknown as Translate;
  const sections = PRIVACY_SECTIONS.map(({ id, paragraphs }) => ({
    id,
    title: text(`privacy.sections.${id}.title`),
    paragraphs: paragraphs.map((p) => text(`privacy.sections.${id}.${p}`, PRIVACY_VALUES)),
  }));
  return (
    <LegalDocumentView
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      lastUpdated={lastUpdated}
      sections={sections}
      links={[
        { text: LEGAL_CONTACT.privacyEmail, href: `mailto:${LEGAL_CONTACT.privacyEmail}` },
        { text: LEGAL_CONTACT.authorityUrl, href: `https://${LEGAL_CONTACT.authorityUrl}` },
      ]}
    />
  );
}
