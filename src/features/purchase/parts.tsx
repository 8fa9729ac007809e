import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { ANNUAL_PLAN } from '@/lib/annualPlanTerms';
import type { Currency, PaymentProblem } from '@/lib/payments';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { focusFirstInvalid } from '@/ui/forms';
import { useMessageText } from '@/ui/MessageText';
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

export interface CardSubmitOptions {
  /** A payment is under way: the submit does nothing. */
  busy: boolean;
  /** The card was charged already: only the confirmation is repeated, the card is not checked. */
  retryConfirmation: boolean;
  validateCard?: (() => boolean) | undefined;
}

/**
 * The submit of a form with a card: the fields and the card are checked together, so every
 * mistake shows at once and the first invalid field gets the focus; `onValid` runs only when
 * both pass.
 */
export function submitWithCard<Values>(
  event: FormEvent<HTMLFormElement>,
  form: { validate: () => { hasErrors: boolean }; getValues: () => Values },
  { busy, retryConfirmation, validateCard }: CardSubmitOptions,
  onValid: (values: Values) => void,
) {
  event.preventDefault();
  if (busy) return;
  const element = event.currentTarget;
  const result = flushSync(() => form.validate());
  const cardOk = retryConfirmation || (validateCard?.() ?? true);
  if (result.hasErrors) {
    focusFirstInvalid(element);
    return;
  }
  if (cardOk) onValid(form.getValues());
}

/** A price for the page's language: `€399.00`, `399,00 €`. */
export function useMoney(): (amount: number, currency: Currency) => string {
  const locale = useLocale();
  return (amount, currency) => formatNumber(amount, locale, { style: 'currency', currency });
}

/** A payment problem as text: the offline provider's card messages, or a Message. */
export function usePaymentProblemText(): (problem: PaymentProblem) => string {
  const { t } = useTranslation('purchase');
  const messageText = useMessageText();
  return (problem) => (problem.kind === 'card' ? t(`card.errors.${problem.code}`) : messageText(problem));
}

export function PaymentProblemAlert({ problem }: { problem: PaymentProblem }) {
  const text = usePaymentProblemText();
  return (
    <ErrorAlert role="alert" data-testid="payment-error">
      {text(problem)}
    </ErrorAlert>
  );
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

/**
 * The annual plan's terms (spec section 9), from the one source of truth in src/lib/annualPlanTerms.ts,
 * shown where a buyer decides, with a link to the full terms.
 */
export function AnnualTerms({ termsHref, headingOrder = 3 }: { termsHref: string; headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation('purchase');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const p = ANNUAL_PLAN;
  const items = [
    t('terms.price', { price: n(p.monthlyPriceEur) }),
    t('terms.minutes', { minutes: n(p.includedInboundMinutesPerMonth) }),
    t('terms.minimum', { months: n(p.minimumTermMonths), total: n(p.firstYearTotalEurExVat) }),
    t('terms.early'),
    t('terms.renewal', { days: n(p.cancellationNoticeDays) }),
    t('terms.changes', { days: n(p.offerChangeNoticeDays) }),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="annual-terms-title" bg="var(--mantine-color-gray-0)">
      <Title id="annual-terms-title" order={headingOrder} fz="h5" mb="xs">
        {t('terms.title')}
      </Title>
      <List size="sm" spacing={4} data-testid="annual-terms">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to={termsHref} size="sm" mt="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconFileText size={16} aria-hidden />
        {t('terms.link')}
      </Anchor>
    </Paper>
  );
}

/** A purchase screen whose data could not load: the message and a retry. */
export function LoadError({ message, onRetry }: { message: PaymentProblem; onRetry: () => void }) {
  const { t } = useTranslation('purchase');
  return (
    <Stack maw={560} mx="auto" py={64} gap="md">
      <PaymentProblemAlert problem={message} />
      <Button onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
        {t('checkout.retry')}
      </Button>
    </Stack>
  );
}
