/**
 * `/buy` (src/pages/BuyPage.tsx) with the offline card provider: `payAndConfirm` never charges a
 * card twice (a retry after a failed confirmation repeats only the confirmation; a double click
 * sends one payment; a reload keeps the purchase's idempotency key, so the server returns the
 * same intent), and the page resumes where the buyer was after a reload (the progress is kept in
 * the history entry's state).
 */
import { HttpResponse } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import { expect, test } from 'vitest';
import BuyPage from '@/pages/BuyPage';
import { MockSignupPerson } from '@stories/fixtures/accounts';
import { MockBuyer, MockCards, MockFutureExpiry } from '@stories/fixtures/purchase';
import { MockUser } from '../../mock-api/fixtures/users';
import { phoneInput } from '@stories/support/fields';
import { contract, renderPage, requestLog, t, useMockApi, worker } from './support';

const log = requestLog();
const INTENT = {
  clientSecret: 'pi_buy_secret_0123456789',
  paymentIntentId: 'pi_buy',
  amount: 399,
  currency: 'EUR',
  status: 'requires_payment_method',
} as const;
const SUBSCRIPTION = {
  id: 7,
  paymentIntentId: INTENT.paymentIntentId,
  kind: 'plan',
  plan: 'advanced',
  flagshipCourse: false,
  amount: 399,
  currency: 'EUR',
  status: 'active',
  startDate: '2026-11-20T10:00:00.000Z',
  minimumTermMonths: 12,
  minimumTermEndsAt: '2027-11-20T10:00:00.000Z',
  renewal: 'monthly',
  customerId: 3,
} as const;

/** The purchase's calls, each answering as the server does for a good card. */
const purchaseApi = [
  contract(
    'post',
    '/api/users',
    () =>
      HttpResponse.json(
        { user: { ...MockUser, id: 9, name: MockSignupPerson.name, email: MockSignupPerson.email }, message: 'Check your e-mail' },
        { status: 201 },
      ),
    log,
  ),
  contract('post', '/api/create-payment-intent', () => HttpResponse.json(INTENT), log),
  contract(
    'post',
    '/api/test-payments/{intentId}/confirm',
    ({ params }) => HttpResponse.json({ paymentIntentId: params.intentId, status: 'succeeded' }),
    log,
  ),
  contract('post', '/api/confirm-payment', () => HttpResponse.json({ success: true, subscription: SUBSCRIPTION }), log),
];

useMockApi(...purchaseApi);

const intents = () => log.to('/api/create-payment-intent', 'post');
const reports = () => log.to(`/api/test-payments/${INTENT.paymentIntentId}/confirm`, 'post');
const confirmations = () => log.to('/api/confirm-payment', 'post');

/** Opens /buy as the pricing page does (the Advanced plan in the navigation state), plus any saved progress. */
function openBuy(progress: Record<string, unknown> = {}) {
  log.clear();
  window.history.replaceState({ usr: { product: 2, ...progress }, key: 'buy', idx: 0 }, '', '/buy');
}

/** A reload: the page goes away and comes back with the same history entry. */
function render() {
  const page = renderPage(<BuyPage />, { browser: true });
  return { ...page, screen: within(page.container) };
}

const savedProgress = () => (window.history.state as { usr?: { step?: number; idempotencyKey?: string } }).usr;

async function fillCard(container: HTMLElement) {
  const screen = within(container);
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t('purchase:card.number')) }), MockCards.success);
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t('purchase:card.expiry')) }), MockFutureExpiry.replace(/\D/g, ''));
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(t('purchase:card.cvc')) }), '123');
}

const payButton = (container: HTMLElement) => within(container).getByRole('button', { name: /^(Pay|Try again)/ });
const thanks = (container: HTMLElement) => within(container).findByRole('heading', { name: t('purchase:done.title') }, { timeout: 10_000 });

test('a reload on the payment step resumes there, and paying afterwards uses the same purchase key', async () => {
  openBuy();
  const first = render();
  await first.screen.findByRole('heading', { name: t('signup:personal.title') });
  await userEvent.type(first.screen.getByRole('textbox', { name: new RegExp(t('signup:personal.name')) }), MockSignupPerson.name);
  await userEvent.type(await phoneInput(first.container, t('signup:personal.phone')), MockSignupPerson.phone.slice(3));
  await userEvent.type(first.screen.getByRole('textbox', { name: new RegExp(t('signup:personal.email')) }), MockSignupPerson.email);
  await userEvent.type(first.screen.getByLabelText(new RegExp(`^${t('signup:personal.password')}`)), MockSignupPerson.password);
  await userEvent.type(first.screen.getByLabelText(new RegExp(t('signup:personal.confirmPassword'))), MockSignupPerson.password);
  await userEvent.type(first.screen.getByRole('textbox', { name: new RegExp(t('signup:personal.prompt')) }), MockSignupPerson.prompt);
  await userEvent.click(first.screen.getByRole('button', { name: t('purchase:buy.register') }));
  await first.screen.findByRole('heading', { name: t('purchase:payment.title') });
  expect(log.to('/api/users', 'post')).toHaveLength(1);
  const key = savedProgress()?.idempotencyKey;
  expect(key).toBeTruthy();

  first.unmount();
  const second = render();
  // Straight back on the payment step: the buyer is not registered again.
  expect(await second.screen.findByRole('heading', { name: t('purchase:payment.title') })).toBeTruthy();
  expect(second.screen.queryByRole('heading', { name: t('signup:personal.title') })).toBeNull();
  expect(log.to('/api/users', 'post')).toHaveLength(1);

  await fillCard(second.container);
  await userEvent.click(payButton(second.container));
  expect(await thanks(second.container)).toBeTruthy();
  expect(intents()).toHaveLength(1);
  expect(intents()[0]?.headers.get('idempotency-key')).toBe(key);
  expect(confirmations()[0]?.body).toMatchObject({
    paymentIntentId: INTENT.paymentIntentId,
    clientSecret: INTENT.clientSecret,
    customerData: { email: MockSignupPerson.email },
  });
});

const atPayment = {
  step: 1,
  buyer: { name: MockBuyer.name, email: MockBuyer.email, phone: MockBuyer.phone },
  idempotencyKey: 'purchase-key-1',
};

test('a double click on Pay sends one payment', async () => {
  openBuy(atPayment);
  const { container, screen } = render();
  await screen.findByRole('heading', { name: t('purchase:payment.title') });
  await fillCard(container);
  await userEvent.dblClick(payButton(container));
  expect(await thanks(container)).toBeTruthy();
  expect(intents()).toHaveLength(1);
  expect(reports()).toHaveLength(1);
  expect(confirmations()).toHaveLength(1);
});

test('after the card was charged, a failed confirmation is retried alone: the card is not charged again', async () => {
  openBuy(atPayment);
  let failures = 1;
  worker.use(
    contract(
      'post',
      '/api/confirm-payment',
      () => {
        if (failures-- > 0) return HttpResponse.error();
        return HttpResponse.json({ success: true, subscription: SUBSCRIPTION });
      },
      log,
    ),
  );
  const { container, screen } = render();
  await screen.findByRole('heading', { name: t('purchase:payment.title') });
  await fillCard(container);
  await userEvent.click(payButton(container));
  expect(await screen.findByText(t('errors:network'))).toBeTruthy();
  // Charged already: the button only repeats the confirmation, the card fields are locked.
  const retry = await screen.findByRole('button', { name: t('purchase:payment.retry') });
  expect(screen.getByRole('textbox', { name: new RegExp(t('purchase:card.number')) })).toHaveProperty('disabled', true);
  await userEvent.click(retry);
  expect(await thanks(container)).toBeTruthy();
  expect(intents()).toHaveLength(1);
  expect(reports()).toHaveLength(1);
  expect(confirmations()).toHaveLength(2);
  expect(confirmations().map((call) => (call.body as { paymentIntentId: string }).paymentIntentId)).toEqual([
    INTENT.paymentIntentId,
    INTENT.paymentIntentId,
  ]);
});

test('a reload in the middle of a payment asks for the same intent again (same key), never a second one', async () => {
  openBuy(atPayment);
  let down = true;
  worker.use(
    contract(
      'post',
      '/api/test-payments/{intentId}/confirm',
      ({ params }) => (down ? HttpResponse.error() : HttpResponse.json({ paymentIntentId: params.intentId, status: 'succeeded' })),
      log,
    ),
  );
  const first = render();
  await first.screen.findByRole('heading', { name: t('purchase:payment.title') });
  await fillCard(first.container);
  await userEvent.click(payButton(first.container));
  expect(await first.screen.findByText(t('errors:network'))).toBeTruthy();
  expect(intents()).toHaveLength(1);

  first.unmount();
  down = false;
  const second = render();
  await second.screen.findByRole('heading', { name: t('purchase:payment.title') });
  await fillCard(second.container);
  await userEvent.click(payButton(second.container));
  expect(await thanks(second.container)).toBeTruthy();
  await waitFor(() => expect(confirmations()).toHaveLength(1));
  const keys = intents().map((call) => call.headers.get('idempotency-key'));
  expect(keys).toEqual([atPayment.idempotencyKey, atPayment.idempotencyKey]);
});
