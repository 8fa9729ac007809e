import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCircleCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderSummary, type OrderSummaryData } from './OrderSummary';
import responsive from '@/ui/responsive.module.css';

export interface SubscriptionSuccessViewProps {
  /** The portal, where the new subscriber goes next. */
  dashboardHref: string;
  /** The home page. */
  homeHref: string;
  /** What was bought, when the page knows it (after a checkout in this tab). */
  summary?: OrderSummaryData | null;
}

/** After a successful payment (the success message): "You have successfully subscribed!" and the dashboard link. */
export function SubscriptionSuccessView({ dashboardHref, homeHref, summary = null }: SubscriptionSuccessViewProps) {
  const { t } = useTranslation('purchase');
  return (
    <Container size={600} py={64}>
      <Paper withBorder shadow="sm" radius="lg" className={responsive.cardPadding}>
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="green.8" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('success.title')}
          </Title>
          <Text>{t('success.body')}</Text>
          {summary && (
            <Stack w="100%" ta="start">
              <OrderSummary summary={summary} headingOrder={2} />
            </Stack>
          )}
          <Group justify="center">
            <Button component={Link} to={dashboardHref} size="md" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
              {t('success.dashboard')}
            </Button>
            <Button component={Link} to={homeHref} size="md" variant="subtle">
              {t('success.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
