import { Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { autoGrid, FLUID } from '@/lib/fluid';

export const FINAL_POINTS = ['annual', 'trial', 'credits', 'upgrade', 'invoice', 'cancellation'] as const;

export interface FinalBlockProps {
  /** id of the section's h2 (the section is labelled by it). */
  headingId: string;
  /** Where "Start now" goes: the lead form's anchor (`#start`). */
  startHref: string;
  /** Where "Compare the plans" goes: the pricing cards' anchor (`#pricing`). */
  pricingHref: string;
}

/**
 * The final block: the results guarantee and first-quarter refund, and the plan terms of the
 * product (annual subscription, free trial or demo, credits by call minutes, upgrades from
 * the app, invoice details via support, cancellation after a year), with the calls to action.
 */
export function FinalBlock({ headingId, startHref, pricingHref }: FinalBlockProps) {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" style={{ paddingBlock: FLUID.sectionPadding }}>
      <Paper radius="xl" bg="brand.9" c="white" style={{ padding: FLUID.cardPadding }}>
        <div style={autoGrid('20rem', 40)}>
          <Stack gap="md">
            <ThemeIcon size={56} radius="xl" color="white" c="brand.9" aria-hidden>
              <IconShieldCheck size={32} />
            </ThemeIcon>
            <Title id={headingId} order={2} c="white" style={{ fontSize: FLUID.h2 }}>
              {t('final.title')}
            </Title>
            <Text fz="lg">{t('final.body')}</Text>
            <Group gap="md" mt="sm">
              <Button component="a" href={startHref} size="md" color="white" c="brand.9">
                {t('final.ctaStart')}
              </Button>
              <Button component="a" href={pricingHref} size="md" variant="outline" color="white" c="white" style={{ borderColor: 'white' }}>
                {t('final.ctaPricing')}
              </Button>
            </Group>
          </Stack>
          <List
            spacing="sm"
            center
            icon={
              <ThemeIcon size={24} radius="xl" color="green.8" aria-hidden>
                <IconCheck size={16} />
              </ThemeIcon>
            }
          >
            {FINAL_POINTS.map((key) => (
              <List.Item key={key}>
                <Text component="span" display="block" c="white">
                  {t(`final.points.${key}`)}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      </Paper>
    </Container>
  );
}
