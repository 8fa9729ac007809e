import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import responsive from '@/ui/responsive.module.css';

export type SignupStep = 1 | 2 | 3;
const STEPS = ['personal', 'company', 'documents'] as const;

/** Where the visitor is in the three signup steps: an ordered list, the current step marked. */
export function SignupSteps({ current }: { current: SignupStep }) {
  const { t } = useTranslation('signup');
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('steps.progress', { current: String(current), total: String(STEPS.length) })}
      </Text>
      <Group component="ol" aria-label={t('steps.label')} gap="md" wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <Box component="li" key={step} aria-current={active ? 'step' : undefined}>
              <Group gap={8} wrap="nowrap">
                <ThemeIcon
                  size={28}
                  radius="xl"
                  variant={active || done ? 'filled' : 'light'}
                  color={active || done ? undefined : 'gray'}
                  aria-hidden
                >
                  {done ? (
                    <IconCheck size={16} />
                  ) : (
                    <Text span size="sm" fw={700}>
                      {number}
                    </Text>
                  )}
                </ThemeIcon>
                <Text size="sm" fw={active ? 700 : 400}>
                  {t(`steps.${step}`)}
                </Text>
              </Group>
            </Box>
          );
        })}
      </Group>
    </Stack>
  );
}

/** The frame of the signup steps: the page title, the steps and a card for the step's form. */
export function SignupFrame({ step, children }: { step: SignupStep; children: ReactNode }) {
  const { t } = useTranslation('signup');
  return (
    <Container size={640} py={48}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <SignupSteps current={step} />
        <Paper withBorder shadow="sm" className={responsive.cardPadding} radius="lg">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
