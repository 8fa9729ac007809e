import { Accordion, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANNUAL_PLAN } from '@/lib/annualPlanTerms';
import { SectionHeading } from './SectionHeading';
import { FLUID } from '@/lib/fluid';

/** The landing page's FAQ items, in order. */
export const FAQ_KEYS = ['cheap', 'cancellation', 'invoice', 'credits', 'difference'] as const;
export type FaqKey = (typeof FAQ_KEYS)[number];

export interface FaqSectionProps {
  /** id of the section's h2 (the section is labelled by it). */
  headingId: string;
  /** The item open at first (stories); none by default. */
  defaultOpen?: FaqKey | null;
}

/**
 * Frequently asked questions: single-open, collapsible items (opening one closes the other,
 * a second click closes it). Each question is a button inside an h3, reachable by keyboard.
 */
export function FaqSection({ headingId, defaultOpen = null }: FaqSectionProps) {
  const { t } = useTranslation('faq');
  return (
    <Container size="md" style={{ paddingBlock: FLUID.sectionPadding }}>
      <SectionHeading id={headingId} title={t('title')} subtitle={t('subtitle')} />
      <Accordion variant="separated" radius="md" order={3} defaultValue={defaultOpen} chevronPosition="right">
        {FAQ_KEYS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              <Text component="span" fw={600}>
                {t(`items.${key}.question`)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dark.6">{t(`items.${key}.answer`, { days: ANNUAL_PLAN.cancellationNoticeDays })}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
