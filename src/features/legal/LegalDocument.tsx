import { useTranslation } from 'react-i18next';
import { LegalDocumentView, type LegalLink } from './LegalDocumentView';
import type { SectionOutline } from './sections';

type Translate = (key: string, values?: Record<string, string>) => string;

export interface LegalDocumentProps {
  /** Where its texts are in the `legal` namespace: `<document>.title`, `.intro`, `.sections.<id>.<paragraph>`. */
  document: 'terms' | 'privacy';
  outline: readonly SectionOutline[];
  /** The values its paragraphs quote. */
  values: Record<string, string>;
  lastUpdated: string;
  links: readonly LegalLink[];
}

/** A legal page from its outline: each section's title and paragraphs read in the page's language. */
export function LegalDocument({ document, outline, values, lastUpdated, links }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  // The keys are built from the outlines; tests/unit/legal.test.ts checks each one exists.
  const text = t as unknown as Translate;
  const sections = outline.map(({ id, paragraphs }) => ({
    id,
    title: text(`${document}.sections.${id}.title`),
    paragraphs: paragraphs.map((p) => text(`${document}.sections.${id}.${p}`, values)),
  }));
  return (
    <LegalDocumentView
      title={t(`${document}.title`)}
      intro={t(`${document}.intro`)}
      lastUpdated={lastUpdated}
      sections={sections}
      links={links}
    />
  );
}
