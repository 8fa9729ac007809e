import { LEGAL_CONTACT, PRIVACY_LAST_UPDATED } from '@/lib/legal';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_SECTIONS, PRIVACY_VALUES } from './sections';

/** The privacy policy (GDPR): what the service collects, why, for how long, and your rights. */
export function PrivacyView({ lastUpdated = PRIVACY_LAST_UPDATED }: { lastUpdated?: string }) {
  return (
    <LegalDocument
      document="privacy"
      outline={PRIVACY_SECTIONS}
      values={PRIVACY_VALUES}
      lastUpdated={lastUpdated}
      links={[
        { text: LEGAL_CONTACT.privacyEmail, href: `mailto:${LEGAL_CONTACT.privacyEmail}` },
        { text: LEGAL_CONTACT.authorityUrl, href: `https://${LEGAL_CONTACT.authorityUrl}` },
      ]}
    />
  );
}
