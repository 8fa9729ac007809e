import { useTranslation } from 'react-i18next';
import { LEGAL_CONTACT } from '@/lib/legal';
import { ANNUAL_PLAN, TERMS_LAST_UPDATED } from '@/lib/annualPlanTerms';
import { useLocale } from '@/ui/useLocale';
import { LegalDocumentView } from './LegalDocumentView';
import { TERMS_SECTIONS, termsValues } from './sections';

export interface TermsViewProps {
  /** The plan's contract terms (spec section 9); the texts quote them through interpolation. */
  plan?: typeof ANNUAL_PLAN;
  lastUpdated?: string;
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** The terms and conditions: eight sections carrying the annual plan's contract terms. */
export function TermsView({ plan = ANNUAL_PLAN, lastUpdated = TERMS_LAST_UPDATED }: TermsViewProps) {
  const { t } = useTranslation('legal');
  const values = termsValues(useLocale(), plan);
  // The keys are built from TERMS_SECTIONS; tests/unit/legal.test.ts checks each one exists.
  const text = t as unknown as Translate;
  const sections = TERMS_SECTIONS.map(({ id, paragraphs }) => ({
    id,
    title: text(`terms.sections.${id}.title`),
    paragraphs: paragraphs.map((p) => text(`terms.sections.${id}.${p}`, values)),
  }));
  return (
    <LegalDocumentView
      title={t('terms.title')}
      intro={t('terms.intro')}
      lastUpdated={lastUpdated}
      sections={sections}
      links={[{ text: LEGAL_CONTACT.supportEmail, href: `mailto:${LEGAL_CONTACT.supportEmail}` }]}
    />
  );
}
