import type { StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocalCardForm } from '@/features/purchase/LocalCardForm';
import { PaymentInfoView, type PayerValues } from '@/features/purchase/PaymentInfoView';
import { keyMessage } from '@/lib/message';
import type { CardFormHandle, PaymentProblem } from '@/lib/payments';
import { MockAdvancedSummary, MockBuyer } from '../fixtures/purchase';
import { fill, submitRefused } from '../support/forms';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { field, findAlert, inLocale, onMobile, typeCard } from './support';
import { restFocus } from '../support/atRest';

function PaymentInfoDemo(props: {
  onPay: (payer: PayerValues) => void;
  paying?: boolean;
  error?: PaymentProblem | null;
  initialValues?: Partial<PayerValues>;
}) {
  const card = useRef<CardFormHandle | null>(null);
  return (
    <PaymentInfoView
      summary={MockAdvancedSummary}
      showTerms
      termsHref="/terms-and-conditions"
      cardForm={<LocalCardForm handleRef={card} report={async () => null} disabled={props.paying ?? false} />}
      validateCard={() => card.current?.validate() ?? false}
      {...props}
    />
  );
}

const meta = {
  title: 'Visitor journey/Purchase/Payment information',
  ...componentMeta(PaymentInfoDemo, { onPay: fn() }),
  argTypes: { onPay: { description: 'Pay pressed with valid payer details and card.' } },
};

export default meta;
type Story = StoryObj<typeof meta>;

const payNow = (el: HTMLElement) => within(el).getByRole('button', { name: t('purchase:paymentInfo.payNow') });

/** The order, who pays, the card and "Pay now". */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:paymentInfo.title') })).toBeVisible();
    await expect(canvas.getByText(t('purchase:items.advanced'))).toBeVisible();
    await expect(field(canvasElement, t('purchase:paymentInfo.name'))).toBeRequired();
    await expect(field(canvasElement, t('purchase:card.number'))).toBeRequired();
    await expect(canvas.getByTestId('annual-terms')).toBeVisible();
    await expect(payNow(canvasElement)).toBeEnabled();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae');
export const IdleMobile = onMobile(Idle, 'es');

/** Empty: messages under the payer's fields and the card's; nothing sent. Then filled: sent. */
export const ValidationThenPay: Story = {
  play: async ({ canvasElement, args }) => {
    const submit = () => payNow(canvasElement);
    await submitRefused(canvasElement, {
      submit,
      messages: [t('purchase:paymentInfo.errors.nameRequired'), t('purchase:card.errors.cvcRequired')],
      notSent: args.onPay,
    });
    await fill([
      [() => field(canvasElement, t('purchase:paymentInfo.name')), MockBuyer.name],
      [() => field(canvasElement, t('purchase:paymentInfo.email')), MockBuyer.email],
    ]);
    await typeCard(canvasElement);
    await userEvent.click(submit());
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith({ name: MockBuyer.name, email: MockBuyer.email }));
    restFocus();
  },
};
export const ValidationThenPaySpanish = inLocale(ValidationThenPay, 'es');
export const ValidationThenPayArabic = inLocale(ValidationThenPay, 'ae');

/** Paying: busy (aria-disabled), "Processing payment…". */
export const Paying: Story = {
  args: { paying: true, initialValues: { name: MockBuyer.name, email: MockBuyer.email } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('purchase:paymentInfo.paying') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const PayingArabic = inLocale(Paying, 'ae');

/** The server failed: "Payment failed" (the payment error message). */
export const Failed: Story = {
  args: { error: keyMessage('errors:payment.failed') },
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('errors:payment.failed'));
  },
};
export const FailedSpanish = inLocale(Failed, 'es');
export const FailedArabic = inLocale(Failed, 'ae');
