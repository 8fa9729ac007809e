import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from '@/lib/payments';
import { AnnualTerms } from './AnnualTerms';
import { OrderSummary, useMoney, type OrderSummaryData } from './OrderSummary';
import { PaymentProblemAlert } from './PaymentProblem';
import { busyButtonProps } from '@/ui/busyRoot';

export interface PaymentStepViewProps {
  /** The order: plan, price, taxes and total. */
  summary: OrderSummaryData;
  /** The provider's card form (the view does not know which provider it is). */
  cardForm: ReactNode;
  /** Pay pressed: the page validates the card, creates or reuses the intent and confirms. */
  onPay: () => void;
  /** The payment is under way: the button is busy. */
  paying?: boolean;
  /** Why the payment failed (declined, network, not confirmed), shown above the button; none otherwise. */
  error?: PaymentProblem | null;
  /**
   * The card was charged but the confirmation did not reach the server: the button retries the
   * confirmation of the same intent (nothing is charged again).
   */
  retryConfirmation?: boolean;
  /** The terms of the purchase, linked by the button. */
  termsHref: string;
  /** Title level (2 inside /buy, under the page's h1). */
  headingOrder?: 2 | 3;
}

/** Step 1 of /buy: what is bought, the annual terms, the card, and "Pay". */
export function PaymentStepView({
  summary,
  cardForm,
  onPay,
  paying = false,
  error = null,
  retryConfirmation = false,
  termsHref,
  headingOrder = 2,
}: PaymentStepViewProps) {
  const { t } = useTranslation('purchase');
  const money = useMoney();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!paying) onPay();
  };
  const total = money(summary.total, summary.currency);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="payment-step-title">
      <Stack gap="md">
        <div>
          <Title id="payment-step-title" order={headingOrder} fz="h3">
            {t('payment.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('payment.subtitle')}
          </Text>
        </div>
        <OrderSummary summary={summary} headingOrder={3} />
        {error && <PaymentProblemAlert problem={error} />}
        {cardForm}
        <AnnualTerms termsHref={termsHref} headingOrder={3} />
        <Button type="submit" size="md" fullWidth {...busyButtonProps(paying)} leftSection={<IconLock size={18} aria-hidden />}>
          {paying ? t('payment.paying') : retryConfirmation ? t('payment.retry') : t('payment.pay', { amount: total })}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('payment.agree')}
        </Text>
      </Stack>
    </form>
  );
}
