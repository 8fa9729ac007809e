import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocalCardForm, type TestPaymentReporter } from '@/features/purchase/LocalCardForm';
import { PaymentStepView } from '@/features/purchase/PaymentStepView';
import { keyMessage, textMessage } from '@/lib/message';
import { formatNumber } from '@/lib/format';
import { ANNUAL_PLAN } from '@/lib/annualPlanTerms';
import { cardProblem } from '@/lib/payments';
import { MockAdvancedSummary, MockCards, MockClientSecret, MockFutureExpiry, MockIntentId, MockPastExpiry } from '../fixtures/purchase';
import { submitRefused } from '../support/forms';
import { t } from '../support/i18n';
import { pageLocale } from '../support/variants';
import { expectStep, field, findAlert, inLocale, onMobile, PaymentStepDemo, typeCard } from './support';
import { restFocus } from '../support/atRest';

/**
 * /buy's payment step with the offline test provider, which behaves like Stripe's test cards.
 * `report` stands for the mock API call that records the outcome of the intent.
 */
const meta = {
  title: 'Visitor journey/Purchase/Payment step',
  component: PaymentStepDemo,
  args: { report: fn<TestPaymentReporter>(async () => null), onPaid: fn() },
  argTypes: {
    report: { description: 'The test payment provider’s answer to Pay: nothing (paid) or the problem it reports.' },
    onPaid: { description: 'The payment confirmed, with its id.' },
    initialError: { description: 'A payment problem already shown when the step opens (declined, network, not confirmed).' },
  },
} satisfies Meta<typeof PaymentStepDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (amount: number) =>
  new Intl.NumberFormat(pageLocale() === 'ae' ? 'ar-u-nu-latn' : pageLocale(), { style: 'currency', currency: 'EUR' }).format(amount);
const payButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('purchase:payment.pay', { amount: money(399) }) });

/** Types a test card and presses Pay. */
async function pay(el: HTMLElement, number: string, expiry = MockFutureExpiry, cvc = '123') {
  await typeCard(el, number, expiry, cvc);
  await userEvent.click(payButton(el));
}

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Pays with a test card the provider refuses: its message, the outcome reported, nothing paid. */
async function payRefused(
  { canvasElement, args }: PlayContext,
  number: string,
  message: string,
  outcome: { outcome: string; last4: string },
) {
  await pay(canvasElement, number);
  await findAlert(canvasElement, message);
  await expect(args.report).toHaveBeenCalledWith(MockIntentId, expect.objectContaining(outcome));
  await expect(args.onPaid).not.toHaveBeenCalled();
}

/** Idle: step 2 of 3, the order and its total, the card fields, the annual terms with their link. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 2);
    await expect(canvas.getByRole('heading', { level: 2, name: t('purchase:payment.title') })).toBeVisible();
    await expect(canvas.getByText(t('purchase:items.advanced'))).toBeVisible();
    await expect(canvas.getByTestId('order-total')).toHaveTextContent(money(399).replace(/\s+/g, ' '));
    for (const label of ['number', 'expiry', 'cvc'] as const)
      await expect(field(canvasElement, t(`purchase:card.${label}`))).toBeRequired();
    const n = (value: number) => formatNumber(value, pageLocale());
    const terms = canvas.getByTestId('annual-terms');
    await expect(terms).toHaveTextContent(t('purchase:terms.price', { price: n(ANNUAL_PLAN.monthlyPriceEur) }));
    await expect(terms).toHaveTextContent(t('purchase:terms.minutes', { minutes: n(ANNUAL_PLAN.includedInboundMinutesPerMonth) }));
    await expect(terms).toHaveTextContent(t('purchase:terms.minimum', { months: n(12), total: n(ANNUAL_PLAN.firstYearTotalEurExVat) }));
    await expect(terms).toHaveTextContent(t('purchase:terms.renewal', { days: n(15) }));
    await expect(terms).toHaveTextContent(t('purchase:terms.changes', { days: n(30) }));
    await expect(canvas.getByRole('link', { name: t('purchase:terms.link') })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};
export const IdleSpanish = inLocale(Idle, 'es');
export const IdleArabic = inLocale(Idle, 'ae', { play: true });
export const IdleMobile = onMobile(Idle, 'en');
export const IdleMobileArabic = onMobile(Idle, 'ae');

/** 4242 4242 4242 4242 succeeds: the provider reports the outcome (never the number) and the thank-you shows. */
export const CardSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    await typeCard(canvasElement, MockCards.success);
    await expect(field(canvasElement, t('purchase:card.number'))).toHaveValue(MockCards.success);
    await expect(field(canvasElement, t('purchase:card.expiry'))).toHaveValue(MockFutureExpiry);
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(MockIntentId));
    await expect(args.report).toHaveBeenCalledWith(MockIntentId, {
      clientSecret: MockClientSecret,
      outcome: 'succeeded',
      last4: '4242',
      brand: 'visa',
    });
    await expect(await within(canvasElement).findByRole('heading', { name: t('purchase:done.title') })).toBeVisible();
    await expectStep(canvasElement, 3);
    restFocus();
  },
};
export const CardSucceedsSpanish = inLocale(CardSucceeds, 'es');
export const CardSucceedsArabic = inLocale(CardSucceeds, 'ae', { play: true });

/** 4000 0000 0000 0002 is declined: "Your card was declined.", the form kept as typed. */
export const CardDeclined: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await payRefused(context, MockCards.declined, t('purchase:card.errors.declined'), { outcome: 'card_declined', last4: '0002' });
    await expect(field(canvasElement, t('purchase:card.number'))).toHaveValue(MockCards.declined);
    await expect(field(canvasElement, t('purchase:card.cvc'))).toHaveValue('123');
    restFocus();
  },
};
export const CardDeclinedSpanish = inLocale(CardDeclined, 'es');
export const CardDeclinedArabic = inLocale(CardDeclined, 'ae');

/** 4000 0000 0000 9995: "Your card has insufficient funds." */
export const InsufficientFunds: Story = {
  play: async (context) => {
    await payRefused(context, MockCards.insufficientFunds, t('purchase:card.errors.insufficientFunds'), {
      outcome: 'insufficient_funds',
      last4: '9995',
    });
    restFocus();
  },
};
export const InsufficientFundsSpanish = inLocale(InsufficientFunds, 'es');
export const InsufficientFundsArabic = inLocale(InsufficientFunds, 'ae');

/** A bad number, an expiry in the past and a short CVC: refused under each field; nothing reported. */
export const InvalidCard: Story = {
  play: async ({ canvasElement, args }) => {
    await typeCard(canvasElement, MockCards.invalid, MockPastExpiry, '12');
    await submitRefused(canvasElement, {
      submit: () => payButton(canvasElement),
      messages: [t('purchase:card.errors.numberInvalid'), t('purchase:card.errors.expiryPast'), t('purchase:card.errors.cvcInvalid')],
      focused: () => field(canvasElement, t('purchase:card.number')),
    });
    await expect(field(canvasElement, t('purchase:card.number'))).toHaveAttribute('aria-invalid', 'true');
    await expect(args.report).not.toHaveBeenCalled();
    await expect(field(canvasElement, t('purchase:card.cvc'))).toHaveValue('12');
    restFocus();
  },
};
export const InvalidCardSpanish = inLocale(InvalidCard, 'es');
export const InvalidCardArabic = inLocale(InvalidCard, 'ae');

/** Everything empty: a message under every field. An Amex number asks for 4 digits of CVC. */
export const EmptyAndAmex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = (['numberRequired', 'expiryRequired', 'cvcRequired'] as const).map((key) => t(`purchase:card.errors.${key}`));
    await submitRefused(canvasElement, { submit: () => payButton(canvasElement), messages });
    await typeCard(canvasElement, MockCards.amex, MockFutureExpiry, '123');
    await expect(canvas.getByText(t('purchase:card.cvcHint', { count: '4' }))).toBeVisible();
    await userEvent.click(payButton(canvasElement));
    await expect(await canvas.findByText(t('purchase:card.errors.cvcInvalid'))).toBeVisible();
    restFocus();
  },
};
export const EmptyAndAmexSpanish = inLocale(EmptyAndAmex, 'es');
export const EmptyAndAmexArabic = inLocale(EmptyAndAmex, 'ae');

/** The mock API did not hear the outcome (down): its message, the form kept. */
export const ProviderUnreachable: Story = {
  args: { report: fn<TestPaymentReporter>(async () => keyMessage('errors:network')) },
  play: async ({ canvasElement, args }) => {
    await pay(canvasElement, MockCards.success);
    await findAlert(canvasElement, t('errors:network'));
    await expect(args.onPaid).not.toHaveBeenCalled();
    await expect(field(canvasElement, t('purchase:card.number'))).toHaveValue(MockCards.success);
    restFocus();
  },
};
export const ProviderUnreachableSpanish = inLocale(ProviderUnreachable, 'es');
export const ProviderUnreachableArabic = inLocale(ProviderUnreachable, 'ae');

const viewArgs = { summary: MockAdvancedSummary, onPay: fn(), termsHref: '/terms-and-conditions' };
const staticView = (props: Partial<Parameters<typeof PaymentStepView>[0]>) => () => (
  <PaymentStepView
    {...viewArgs}
    cardForm={
      <LocalCardForm
        handleRef={{ current: null }}
        report={async () => null}
        disabled={props.paying ?? false}
        initialValues={{ number: MockCards.success, expiry: MockFutureExpiry, cvc: '123' }}
      />
    }
    {...props}
  />
);

/** Paying: the button is busy (aria-disabled) and says the payment is being processed; the card fields are disabled. */
export const Paying: Story = {
  render: staticView({ paying: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t('purchase:payment.paying') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(field(canvasElement, t('purchase:card.number'))).toBeDisabled();
  },
};
export const PayingSpanish = inLocale(Paying, 'es');
export const PayingArabic = inLocale(Paying, 'ae');

/** The intent could not be created: "Error creating the payment intent" (the payment error messages). */
export const IntentError: Story = {
  render: staticView({ error: keyMessage('errors:payment.intentError') }),
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('errors:payment.intentError'));
    await expect(field(canvasElement, t('purchase:card.number'))).toHaveValue(MockCards.success);
  },
};
export const IntentErrorSpanish = inLocale(IntentError, 'es');
export const IntentErrorArabic = inLocale(IntentError, 'ae');

/** No client secret in the answer: the payment error message for it. */
export const NoClientSecret: Story = {
  render: staticView({ error: keyMessage('errors:payment.noClientSecret') }),
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('errors:payment.noClientSecret'));
  },
};
export const NoClientSecretSpanish = inLocale(NoClientSecret, 'es');
export const NoClientSecretArabic = inLocale(NoClientSecret, 'ae');

/** The server's own text is shown as it is ("Pago fallido" for an intent not paid). */
export const ServerText: Story = {
  render: staticView({ error: textMessage('Pago fallido') }),
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, 'Pago fallido');
  },
};

/** Charged, but the confirmation did not reach the server: its message and "Try again" (same intent). */
export const ConfirmationFailed: Story = {
  render: staticView({ error: keyMessage('errors:payment.confirmError'), retryConfirmation: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findAlert(canvasElement, t('errors:payment.confirmError'));
    await userEvent.click(canvas.getByRole('button', { name: t('purchase:payment.retry') }));
    await expect(viewArgs.onPay).toHaveBeenCalled();
    restFocus();
  },
};
export const ConfirmationFailedSpanish = inLocale(ConfirmationFailed, 'es');
export const ConfirmationFailedArabic = inLocale(ConfirmationFailed, 'ae');

/** A card problem given as a provider code (offline provider) renders its translation. */
export const ProviderMessage: Story = {
  render: staticView({ error: cardProblem('declined') }),
  play: async ({ canvasElement }) => {
    await findAlert(canvasElement, t('purchase:card.errors.declined'));
  },
};
export const ProviderMessageArabic = inLocale(ProviderMessage, 'ae');
