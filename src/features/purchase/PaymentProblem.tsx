import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from '@/lib/payments';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useMessageText } from '@/ui/MessageText';

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
