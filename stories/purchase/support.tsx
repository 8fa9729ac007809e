import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BuyStepper } from '@/features/purchase/BuyStepper';
import { LocalCardForm, type TestPaymentReporter } from '@/features/purchase/LocalCardForm';
import { PaymentStepView } from '@/features/purchase/PaymentStepView';
import { PurchaseDoneView } from '@/features/purchase/PurchaseDoneView';
import type { CardFormHandle, PaymentProblem } from '@/lib/payments';
import { MockAdvancedSummary, MockBuyer, MockCards, MockClientSecret, MockFutureExpiry } from '../fixtures/purchase';
import { field } from '../support/fields';
import { t } from '../support/i18n';

export { inLocale, onMobile } from '../support/variants';
export { field } from '../support/fields';
export { findAlert } from '../auth/support';

/**
 * The payment step wired the way /buy wires it, with the real offline provider: Pay validates
 * the card, confirms the intent with the provider (its report goes to `report`), and shows the
 * provider's message or the thank-you.
 */
export function PaymentStepDemo({
  report,
  onPaid,
  initialError = null,
}: {
  report: TestPaymentReporter;
  onPaid: (id: string) => void;
  initialError?: PaymentProblem | null;
}) {
  const card = useRef<CardFormHandle | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<PaymentProblem | null>(initialError);
  const [paid, setPaid] = useState(false);
  const planName = t('purchase:items.advanced');
  const pay = async () => {
    if (!card.current?.validate()) return;
    setPaying(true);
    setError(null);
    const result = await card.current.confirm(MockClientSecret, MockBuyer);
    setPaying(false);
    if ('error' in result) return setError(result.error);
    setPaid(true);
    onPaid(result.paymentIntentId);
  };
  return (
    <BuyStepper step={paid ? 2 : 1} planName={planName} amount={399} currency="EUR">
      {paid ? (
        <PurchaseDoneView email={MockBuyer.email} planName={planName} loginHref="/login" />
      ) : (
        <PaymentStepView
          summary={MockAdvancedSummary}
          cardForm={<LocalCardForm handleRef={card} report={report} disabled={paying} />}
          onPay={() => void pay()}
          paying={paying}
          error={error}
          termsHref="/terms-and-conditions"
        />
      )}
    </BuyStepper>
  );
}

/** Types a test card into the card form (the one that succeeds unless said). */
export async function typeCard(el: HTMLElement, number: string = MockCards.success, expiry = MockFutureExpiry, cvc = '123') {
  await userEvent.type(field(el, t('purchase:card.number')), number);
  await userEvent.type(field(el, t('purchase:card.expiry')), expiry.replace(/\D/g, ''));
  await userEvent.type(field(el, t('purchase:card.cvc')), cvc);
}

/** The dot indicator says "Step n of 3" and marks the current step. */
export async function expectStep(canvasElement: HTMLElement, current: 1 | 2 | 3) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(t('purchase:buy.steps.progress', { current: String(current), total: '3' }))).toBeVisible();
  const steps = canvas.getByRole('list', { name: t('purchase:buy.steps.label') });
  const items = within(steps).getAllByRole('listitem');
  await expect(items).toHaveLength(3);
  await expect(items[current - 1]).toHaveAttribute('aria-current', 'step');
}
