import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Currency } from '@/lib/payments';
import { useLocale } from '@/ui/useLocale';

/** What is bought: `essential`, `advanced`, a call package id, or `flagshipCourse`. */
export type ItemId = 'essential' | 'advanced' | 'basic' | 'pro' | 'enterprise' | 'flagshipCourse';

export interface SummaryLine {
  id: ItemId;
  amount: number;
}

export interface OrderSummaryData {
  lines: readonly SummaryLine[];
  total: number;
  currency: Currency;
}

/** A price for the page's language: `€399.00`, `399,00 €`. */
export function useMoney(): (amount: number, currency: Currency) => string {
  const locale = useLocale();
  return (amount, currency) => formatNumber(amount, locale, { style: 'currency', currency });
}

/** The lines of the order and its total. */
export function OrderSummary({ summary, headingOrder = 3 }: { summary: OrderSummaryData; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('purchase');
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-summary-title">
      <Title id="order-summary-title" order={headingOrder} fz="h4" mb="sm">
        {t('summary.title')}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {summary.lines.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap">
            <Text component="dt" size="sm">
              {t(`items.${line.id}`)}
            </Text>
            <Text component="dd" m={0} size="sm" fw={600} dir="ltr">
              {money(line.amount, summary.currency)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap" pt={8} mt={4} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text component="dt" fw={700}>
            {t('summary.total')}
          </Text>
          <Text component="dd" m={0} fw={800} fz="lg" dir="ltr" data-testid="order-total">
            {money(summary.total, summary.currency)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
