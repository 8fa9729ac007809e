import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

/**
 * `POST /api/confirm-payment` requires the client secret (which only the payer's page has), not
 * the payment id alone: a replayed id would return the payer's name, e-mail and phone, and attach
 * the subscription to whichever account the typed e-mail named. A repeat answers no personal
 * data, and a subscription joins an account only through that account's session or its owner's
 * login.
 */

const api = useTestApi({ reset: true });

interface Intent {
  paymentIntentId: string;
  clientSecret: string;
}

const BUYER = { name: 'Nora Vidal', email: 'nora.vidal@example.com', phone: '+34622334455' };

async function paidIntent(amount = 199): Promise<Intent> {
  const intent = (await (await api.request('POST', '/api/create-payment-intent', { json: { amount } })).json()) as Intent;
  const paid = await api.request('POST', `/api/test-payments/${intent.paymentIntentId}/confirm`, {
    json: { clientSecret: intent.clientSecret, outcome: 'succeeded', last4: '4242', brand: 'visa' },
  });
  expect(paid.status).toBe(200);
  return intent;
}

const confirm = (body: Record<string, unknown>, token?: string) =>
  api.request('POST', '/api/confirm-payment', { json: body, ...(token ? { token } : {}) });
const subscriptionsOf = async (token: string) =>
  (await (await api.request('GET', '/api/subscriptions', { token })).json()) as { paymentIntentId: string }[];
const recorded = () => api.ctx.db.data.subscriptions as { userId: number | null; paymentIntentId: string }[];

describe('POST /api/confirm-payment needs proof of the payment', () => {
  it('the payment id alone, a wrong secret or another payment’s secret records nothing', async () => {
    const intent = await paidIntent();
    const other = await paidIntent();
    const noSecret = await confirm({ paymentIntentId: intent.paymentIntentId, customerData: BUYER });
    expect(noSecret.status).toBe(400);
    expect(await noSecret.json()).toEqual({ error: 'Missing required fields: clientSecret.', field: 'clientSecret' });
    for (const clientSecret of [`${intent.paymentIntentId}_secret_guess`, other.clientSecret, 42, '']) {
      const response = await confirm({ paymentIntentId: intent.paymentIntentId, clientSecret, customerData: BUYER });
      expect(response.status, String(clientSecret)).toBe(clientSecret ? (typeof clientSecret === 'string' ? 403 : 400) : 400);
    }
    expect(recorded()).toEqual([]);
    expect((await confirm({ ...intent, customerData: BUYER })).status).toBe(201);
  });

  it('a repeat answers the subscription and nobody’s personal data', async () => {
    const intent = await paidIntent();
    const first = await confirm({ ...intent, customerData: BUYER });
    expect(first.status).toBe(201);
    const again = await confirm({ ...intent, customerData: { name: 'Someone Else', email: 'someone@example.com' } });
    expect(again.status).toBe(200);
    const body = (await again.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true, subscription: expect.objectContaining({ paymentIntentId: intent.paymentIntentId }) });
    const text = JSON.stringify(body);
    for (const personal of [BUYER.name, BUYER.email, BUYER.phone, 'Nora', 'someone@example.com']) expect(text).not.toContain(personal);
    expect(recorded()).toHaveLength(1);
  });
});

describe('whose subscription it is', () => {
  it("naming an account's e-mail attaches nothing; the owner's next login does", async () => {
    const earlier = await api.login(MockUser.email, DEMO_PASSWORD);
    const intent = await paidIntent();
    expect((await confirm({ ...intent, customerData: { name: 'Anyone', email: MockUser.email } })).status).toBe(201);
    expect(recorded()[0]?.userId).toBeNull();
    expect(await subscriptionsOf(earlier)).toEqual([]);
    const owner = await api.login(MockUser.email, DEMO_PASSWORD);
    expect((await subscriptionsOf(owner)).map((sub) => sub.paymentIntentId)).toEqual([intent.paymentIntentId]);
    const other = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    expect(await subscriptionsOf(other)).toEqual([]);
  });

  it('with a session, it is the session’s account’s, whatever e-mail is typed', async () => {
    const buyer = await api.login(MockUser.email, DEMO_PASSWORD);
    const intent = await paidIntent();
    expect((await confirm({ ...intent, customerData: { name: 'Demo', email: MockRejectedUser.email } }, buyer)).status).toBe(201);
    expect((await subscriptionsOf(buyer)).map((sub) => sub.paymentIntentId)).toEqual([intent.paymentIntentId]);
    expect(await subscriptionsOf(await api.login(MockRejectedUser.email, DEMO_PASSWORD))).toEqual([]);
  });

  it('an address changed in the dashboard takes nothing until a link sent to it has been opened', async () => {
    const intent = await paidIntent();
    expect((await confirm({ ...intent, customerData: BUYER })).status).toBe(201);
    const taker = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    const changed = await api.request('PUT', `/api/users/newEmail/${encodeURIComponent(MockRejectedUser.email)}`, {
      token: taker,
      json: { newEmail: BUYER.email },
    });
    expect(changed.status).toBe(200);
    expect(await subscriptionsOf(await api.login(BUYER.email, DEMO_PASSWORD))).toEqual([]);

    // The owner of the mailbox opens a reset link sent there: the address is proven.
    await api.request('POST', '/api/password/forgot', { json: { email: BUYER.email } });
    const mails = (await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(BUYER.email)}`)).json()) as { link: string }[];
    const token = new URL(mails[0]?.link ?? '').searchParams.get('token');
    expect((await api.request('POST', '/api/password/reset', { json: { token, password: 'proven-password' } })).status).toBe(200);
    const proven = await api.login(BUYER.email, 'proven-password');
    expect((await subscriptionsOf(proven)).map((sub) => sub.paymentIntentId)).toEqual([intent.paymentIntentId]);
  });
});
