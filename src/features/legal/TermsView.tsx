import { LEGAL_CONTACT } from '@/lib/legal';
import { ANNUAL_PLAN, TERMS_LAST_UPDATED } from '@/lib/annualPlanTerms';
import { useLocale } from '@/ui/useLocale';
import { LegalDocument } from './LegalDocument';
import { TERMS_SECTIONS, termsValues } from './sections';

export interface TermsViewProps {
  /** The plan's contract terms (price, minutes, minimum term, notice periods); the texts quote them through interpolation. */
  plan?: typeof ANNUAL_PLAN;
  lastUpdated?: string;
}

/** The terms and conditions: eight sections carrying the annual plan's contract terms. */
export function TermsView({ plan = ANNUAL_PLAN, lastUpdated = TERMS_LAST_UPDATED }: TermsViewProps) {
  return (
    <LegalDocument
      document="terms"
      outline={TERMS_SECTIONS}
      values={termsValues(useLocale(), plan)}
      lastUpdated={lastUpdated}
      links={[{ text: LEGAL_CONTACT.supportEmail, href: `mailto:${LEGAL_CONTACT.supportEmail}` }]}
    />
  );
}
