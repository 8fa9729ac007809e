import { Box, Container, Paper, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconMessage2Cog, IconPhoneCall, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';
import { autoGrid, BARE_LIST, FLUID } from '@/lib/fluid';

export const STEP_KEYS = ['tell', 'train', 'calls'] as const;
const ICONS = { tell: IconUserEdit, train: IconMessage2Cog, calls: IconPhoneCall } as const;

/** The three-steps explainer of the landing page: an ordered list of three cards. */
export function StepsSection({
  headingId,
}: {
  /** id of the section's h2 (the section is labelled by it). */
  headingId: string;
}) {
  const { t } = useTranslation('landing');
  return (
    <Container size="lg" style={{ paddingBlock: FLUID.sectionPadding }}>
      <SectionHeading id={headingId} title={t('steps.title')} subtitle={t('steps.subtitle')} />
      <Box component="ol" style={{ ...BARE_LIST, ...autoGrid('17rem') }}>
        {STEP_KEYS.map((key, index) => {
          const Icon = ICONS[key];
          return (
            <Paper component="li" key={key} withBorder radius="lg" p="xl">
              <Box style={{ display: 'flex', alignItems: 'center', gap: 12 }} mb="md">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <Icon size={24} />
                </ThemeIcon>
                <Text size="sm" fw={700} c="brand.8" tt="uppercase">
                  {t('steps.stepLabel', { number: index + 1 })}
                </Text>
              </Box>
              <Title order={3} fz="h4" mb="xs">
                {t(`steps.items.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`steps.items.${key}.body`)}</Text>
            </Paper>
          );
        })}
      </Box>
    </Container>
  );
}
