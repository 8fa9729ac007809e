import { describe, expect, it } from 'vitest';
import { ANNUAL_PLAN } from '../../src/lib/annualPlanTerms.ts';
import { FLAGSHIP_COURSE } from '../../src/lib/payments.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: string;
}

const BUYER = { name: 'Nora Vidal', email: 'nora.vidal@example.com', phone: '+34622334455' };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function createIntent(body: unknown, key?: string) {
  return api.request('POST', '/api/create-payment-intent', { json: body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}

async function newIntent(amount = 399, key?: string): Promise<Intent> {
  const response = await createIntent({ amount }, key);
  expect(response.status).toBe(200);
  return json<Intent>(response);
}

function pay(intent: Intent, outcome = 'succeeded', extra: Record<string, unknown> = {}) {
  return api.request('POST', `/api/test-payments/${intent.paymentIntentId}/confirm`, {
    json: { clientSecret: intent.clientSecret, outcome, last4: '4242', brand: 'visa', ...extra },
  });
}

function confirm(
  { paymentIntentId, clientSecret }: Pick<Intent, 'paymentIntentId' | 'clientSecret'>,
  customerData: unknown = BUYER,
  headers: Record<string, string> = {},
) {
  return api.request('POST', '/api/confirm-payment', { json: { paymentIntentId, clientSecret, customerData }, headers });
}

async function devPayments() {
  const response = await api.request('GET', '/api/dev/payments');
  return json<{
    paymentIntents: Record<string, unknown>[];
    subscriptions: Record<string, unknown>[];
    customers: Record<string, unknown>[];
  }>(response);
}

describe('POST /api/create-payment-intent', () => {
  it.each([199, 399])('accepts %i and answers a client secret and the intent id', async (amount) => {
    const intent = await newIntent(amount);
    expect(intent).toMatchObject({ amount, currency: 'EUR', status: 'requires_payment_method' });
    expect(intent.paymentIntentId).toMatch(/^pi_[0-9a-f]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_[0-9a-f]{32}$`));
  });

  it.each([[1], [200], [0], [-399], [398.99], ['399'], [null]])('refuses the tampered amount %j with 400 { error }', async (amount) => {
    const response = await createIntent({ amount });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'Invalid amount: only 199 or 399 can be charged.', field: 'amount' });
    expect((await devPayments()).paymentIntents).toHaveLength(0);
  });

  it('answers in the language of the request', async () => {
    const response = await api.request('POST', '/api/create-payment-intent', { json: { amount: 5 }, headers: { 'accept-language': 'es' } });
    expect(await json(response)).toEqual({ error: 'Importe no válido: solo se pueden cobrar 199 o 399.', field: 'amount' });
  });

  it('refuses a body that is not an object, and malformed JSON', async () => {
    expect((await createIntent([399])).status).toBe(400);
    const response = await api.request('POST', '/api/create-payment-intent', {
      body: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('reuses the pending intent for the same idempotency key (a retry never creates a second one)', async () => {
    const first = await newIntent(399, 'buyer-key-0001');
    const again = await newIntent(399, 'buyer-key-0001');
    expect(again).toEqual(first);
    const other = await newIntent(399, 'buyer-key-0002');
    expect(other.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await devPayments()).paymentIntents).toHaveLength(2);
    // The same key with another amount is refused, not silently charged.
    const changed = await createIntent({ amount: 199 }, 'buyer-key-0001');
    expect(changed.status).toBe(400);
  });

  it('prices an order on the server: a call package with the course; a tampered total is refused', async () => {
    const order = { item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: true };
    const ok = await createIntent({ amount: 99 + FLAGSHIP_COURSE.price, order });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ amount: 99 + FLAGSHIP_COURSE.price, currency: 'USD' });
    const tampered = await createIntent({ amount: 1, order });
    expect(tampered.status).toBe(400);
    expect(await json(tampered)).toEqual({ error: "The amount does not match the order's total." });
    const unknown = await createIntent({ amount: 10, order: { item: { kind: 'callPackage', id: 'free' }, flagshipCourse: false } });
    expect(unknown.status).toBe(400);
    const plan = await createIntent({
      amount: 399 + FLAGSHIP_COURSE.price,
      order: { item: { kind: 'plan', product: 2 }, flagshipCourse: true },
    });
    expect(await json(plan)).toMatchObject({ currency: 'EUR' });
  });
});

describe('POST /api/test-payments/{id}/confirm (the offline provider)', () => {
  it('needs the intent client secret and a known outcome; never takes a card number', async () => {
    const intent = await newIntent();
    expect((await pay({ ...intent, clientSecret: 'pi_x_secret_wrong' })).status).toBe(403);
    expect((await pay(intent, 'stolen')).status).toBe(400);
    expect((await pay(intent, 'succeeded', { last4: '4242424242424242' })).status).toBe(400);
    expect((await pay({ ...intent, paymentIntentId: 'pi_unknown' })).status).toBe(404);
    const stored = (await devPayments()).paymentIntents[0];
    expect(stored).toMatchObject({ status: 'requires_payment_method', card: null });
    expect(JSON.stringify(await devPayments())).not.toContain(intent.clientSecret);
  });

  it('records a decline, then a success with another card on the same intent', async () => {
    const intent = await newIntent();
    const declined = await pay(intent, 'card_declined', { last4: '0002' });
    expect(await json(declined)).toEqual({
      paymentIntentId: intent.paymentIntentId,
      status: 'requires_payment_method',
      lastError: 'card_declined',
    });
    const paid = await pay(intent, 'succeeded');
    expect(await json(paid)).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
    // A paid intent cannot be turned back into a failure.
    expect((await pay(intent, 'insufficient_funds')).status).toBe(400);
    // A new intent for the same key is the paid one: the buyer is not charged twice.
    expect((await devPayments()).paymentIntents[0]).toMatchObject({ status: 'succeeded', card: { last4: '4242', brand: 'visa' } });
  });
});

describe('POST /api/confirm-payment', () => {
  it('records the subscription and the customer for a paid intent, once', async () => {
    const intent = await newIntent(399);
    await pay(intent);
    const response = await confirm(intent);
    expect(response.status).toBe(201);
    const body = await json<{ success: boolean; subscription: Record<string, unknown>; customer: Record<string, unknown> }>(response);
    expect(body.success).toBe(true);
    expect(body.subscription).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      kind: 'plan',
      plan: 'advanced',
      amount: 399,
      currency: 'EUR',
      status: 'active',
      minimumTermMonths: ANNUAL_PLAN.minimumTermMonths,
      renewal: 'monthly',
    });
    const start = new Date(body.subscription.startDate as string);
    const end = new Date(body.subscription.minimumTermEndsAt as string);
    expect(end.getUTCFullYear() * 12 + end.getUTCMonth() - (start.getUTCFullYear() * 12 + start.getUTCMonth())).toBe(12);
    expect(body.customer).toMatchObject({ name: BUYER.name, email: BUYER.email, phone: BUYER.phone });

    // Confirming twice (a retry after a lost answer) records nothing more.
    const twice = await confirm(intent);
    expect(twice.status).toBe(200);
    expect((await json<{ subscription: { id: number } }>(twice)).subscription.id).toBe(body.subscription.id);
    const data = await devPayments();
    expect(data.subscriptions).toHaveLength(1);
    expect(data.customers).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/4242424242424242|secret/);
  });

  it("answers 400 'Payment failed' for an intent not paid or declined", async () => {
    const intent = await newIntent();
    const unpaid = await confirm(intent);
    expect(unpaid.status).toBe(400);
    expect(await json(unpaid)).toEqual({ error: 'Payment failed' });
    await pay(intent, 'card_declined', { last4: '0002' });
    const declined = await confirm(intent, BUYER, { 'accept-language': 'es' });
    expect(await json(declined)).toEqual({ error: 'Pago fallido' });
    expect((await devPayments()).subscriptions).toHaveLength(0);
  });

  it('validates the intent id and the customer data', async () => {
    const intent = await newIntent();
    await pay(intent);
    expect((await confirm({ paymentIntentId: 'pi_missing', clientSecret: intent.clientSecret })).status).toBe(404);
    expect(
      (await api.request('POST', '/api/confirm-payment', { json: { customerData: BUYER, clientSecret: intent.clientSecret } })).status,
    ).toBe(400);
    expect(
      (
        await api.request('POST', '/api/confirm-payment', {
          json: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
        })
      ).status,
    ).toBe(400);
    const bad = await confirm(intent, { name: '', email: 'nope', phone: '123' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ error: 'Invalid customer data: name, email, phone.', field: 'customerData.name' });
    expect((await devPayments()).subscriptions).toHaveLength(0);
  });

  it("links the subscription to the buyer's account, listed only to that account", async () => {
    const intent = await newIntent(199);
    await pay(intent);
    await confirm(intent, { name: MockUser.name, email: MockUser.email, phone: MockUser.phone });
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const mine = await api.request('GET', '/api/subscriptions', { token });
    expect(await json(mine)).toEqual([expect.objectContaining({ plan: 'essential', amount: 199, status: 'active' })]);
    const other = await api.login('rejected@example.com', DEMO_PASSWORD);
    expect(await json(await api.request('GET', '/api/subscriptions', { token: other }))).toEqual([]);
    expect((await api.request('GET', '/api/subscriptions')).status).toBe(401);
  });
});

describe('POST /customers', () => {
  const contact = {
    firstName: 'Nora',
    lastName: 'Vidal',
    email: 'Nora.Vidal@Example.com',
    companyName: 'Horno Vidal SL',
    companySize: 'pyme',
    country: 'ES',
  };

  it('validates, stores and returns the customer', async () => {
    const response = await api.request('POST', '/customers', { json: contact });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ ...contact, name: 'Nora Vidal', email: 'nora.vidal@example.com', phone: null, id: 1 });
    expect((await devPayments()).customers).toHaveLength(1);
  });

  it('refuses bad fields with 400 { error } and stores nothing', async () => {
    const response = await api.request('POST', '/customers', { json: { ...contact, email: 'x', companySize: 'huge', country: 'Spain' } });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'Invalid customer data: email, companySize, country.', field: 'email' });
    expect((await devPayments()).customers).toHaveLength(0);
  });

  it('is not listable through the generic routes', async () => {
    await api.request('POST', '/customers', { json: contact });
    for (const url of ['/customers', '/api/customers', '/api/paymentIntents', '/api/subscriptions/1']) {
      const response = await api.request('GET', url);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
    }
  });
});
