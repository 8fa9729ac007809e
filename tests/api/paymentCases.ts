/**
 * The contract test's calls of the payment and billing operations: payment intents and their
 * confirmation, customers and subscriptions, the balance, usage and ledger, invoices, billing
 * details, automatic top-up and the guarantee; a success and the errors of each. `api()` is the
 * running test API.
 */
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { Cases } from './contractConformance.ts';
import type { TestApi } from './helpers.ts';
import { BUYER, CUSTOMER } from './requests.ts';

export function paymentCases(api: () => TestApi): Cases {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const intent = async (amount = 399) =>
    (await (await api().request('POST', '/api/create-payment-intent', { json: { amount } })).json()) as {
      paymentIntentId: string;
      clientSecret: string;
    };
  /** An intent the test card has paid. */
  const paidIntent = async () => {
    const { paymentIntentId, clientSecret } = await intent();
    await api().request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
      json: { clientSecret, outcome: 'succeeded', last4: '4242', brand: 'visa' },
    });
    return { paymentIntentId, clientSecret };
  };

  return {
    createPaymentIntent: {
      success: [
        () =>
          api().request('POST', '/api/create-payment-intent', {
            json: { amount: 199 },
            headers: { 'idempotency-key': 'contract-key-0001' },
          }),
        () =>
          api().request('POST', '/api/create-payment-intent', {
            json: { amount: 196, order: { item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: true } },
          }),
      ],
      errors: [
        () => api().request('POST', '/api/create-payment-intent', { json: { amount: 200 } }),
        () =>
          api().request('POST', '/api/create-payment-intent', {
            json: { amount: 1, order: { item: { kind: 'plan', product: 1 }, flagshipCourse: false } },
          }),
      ],
    },
    reportTestPayment: {
      success: [
        async () => {
          const { paymentIntentId, clientSecret } = await intent();
          return api().request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
            json: { clientSecret, outcome: 'card_declined', last4: '0002', brand: 'visa' },
          });
        },
      ],
      errors: [
        () =>
          api().request('POST', '/api/test-payments/pi_unknown/confirm', {
            json: { clientSecret: 'x', outcome: 'succeeded', last4: '4242', brand: 'visa' },
          }),
        async () => {
          const { paymentIntentId } = await intent();
          return api().request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
            json: { clientSecret: 'pi_x_secret_wrong', outcome: 'succeeded', last4: '4242', brand: 'visa' },
          });
        },
      ],
    },
    confirmPayment: {
      success: [
        async () => api().request('POST', '/api/confirm-payment', { json: { ...(await paidIntent()), customerData: BUYER } }),
        async () => {
          const paid = await paidIntent();
          await api().request('POST', '/api/confirm-payment', { json: { ...paid, customerData: BUYER } });
          return api().request('POST', '/api/confirm-payment', { json: { ...paid, customerData: BUYER } });
        },
      ],
      errors: [
        async () => api().request('POST', '/api/confirm-payment', { json: { ...(await intent()), customerData: BUYER } }),
        async () =>
          api().request('POST', '/api/confirm-payment', {
            json: { ...(await paidIntent()), clientSecret: 'pi_wrong_secret', customerData: BUYER },
          }),
        () =>
          api().request('POST', '/api/confirm-payment', {
            json: { paymentIntentId: 'pi_missing', clientSecret: 'x', customerData: BUYER },
          }),
        () => api().request('POST', '/api/confirm-payment', { json: { paymentIntentId: 'pi_missing', customerData: BUYER } }),
      ],
    },
    createCustomer: {
      success: [() => api().request('POST', '/customers', { json: CUSTOMER })],
      errors: [() => api().request('POST', '/customers', { json: { name: 'Nora', email: 'x' } })],
    },
    listSubscriptions: {
      success: [
        async () => {
          const token = await demo();
          await api().request('POST', '/api/confirm-payment', {
            json: { ...(await paidIntent()), customerData: { name: MockUser.name, email: MockUser.email } },
            token,
          });
          return api().request('GET', '/api/subscriptions', { token });
        },
      ],
      errors: [() => api().request('GET', '/api/subscriptions')],
    },
    getBalance: {
      success: [async () => api().request('GET', '/api/balance', { token: await demo() })],
      errors: [() => api().request('GET', '/api/balance')],
    },
    getUsage: {
      success: [
        async () => api().request('GET', '/api/usage', { token: await demo() }),
        async () => api().request('GET', '/api/usage?range=90', { token: await api().login(MockBusyUser.email, DEMO_PASSWORD) }),
      ],
      errors: [() => api().request('GET', '/api/usage'), async () => api().request('GET', '/api/usage?range=7', { token: await demo() })],
    },
    getLedger: {
      success: [
        async () => {
          const token = await demo();
          const first = (await (await api().request('GET', '/api/usage/ledger?limit=2', { token })).json()) as { nextCursor: string };
          return api().request('GET', `/api/usage/ledger?limit=2&cursor=${first.nextCursor}`, { token });
        },
      ],
      errors: [
        () => api().request('GET', '/api/usage/ledger'),
        async () => api().request('GET', '/api/usage/ledger?limit=500', { token: await demo() }),
        async () => api().request('GET', '/api/usage/ledger?cursor=abc', { token: await demo() }),
        async () => api().request('GET', '/api/usage/ledger', { token: await api().login(MockRejectedUser.email, DEMO_PASSWORD) }),
      ],
    },
    listInvoices: {
      success: [async () => api().request('GET', '/api/invoices', { token: await demo(), headers: { 'accept-language': 'es' } })],
      errors: [() => api().request('GET', '/api/invoices')],
    },
    getInvoicePdf: {
      success: [
        async () => {
          const token = await demo();
          const [invoice] = (await (await api().request('GET', '/api/invoices', { token })).json()) as { id: number }[];
          return api().request('GET', `/api/invoices/${invoice?.id ?? 0}/pdf`, { token, headers: { 'accept-language': 'ar' } });
        },
      ],
      errors: [
        async () => api().request('GET', '/api/invoices/1/pdf'),
        async () => {
          const [invoice] = (await (await api().request('GET', '/api/invoices', { token: await demo() })).json()) as { id: number }[];
          return api().request('GET', `/api/invoices/${invoice?.id ?? 0}/pdf`, {
            token: await api().login(MockBusyUser.email, DEMO_PASSWORD),
          });
        },
        async () => api().request('GET', '/api/invoices/x1/pdf', { token: await demo() }),
      ],
    },
    getBillingDetails: {
      success: [async () => api().request('GET', '/api/billing-details', { token: await demo() })],
      errors: [
        () => api().request('GET', '/api/billing-details'),
        async () => api().request('GET', '/api/billing-details', { token: await api().login(MockRejectedUser.email, DEMO_PASSWORD) }),
      ],
    },
    saveBillingDetails: {
      success: [
        async () =>
          api().request('PUT', '/api/billing-details', {
            token: await demo(),
            json: { companyName: 'Clínica Dental Sonrisa SL', taxId: 'B12345678', address: 'Calle de Alcalá 120, Madrid' },
          }),
      ],
      errors: [
        async () =>
          api().request('PUT', '/api/billing-details', { token: await demo(), json: { companyName: ' ', taxId: '', address: '' } }),
        async () =>
          api().request('PUT', '/api/billing-details', {
            token: await demo(),
            json: { companyName: 'x'.repeat(201), taxId: '', address: '' },
          }),
        async () => api().request('PUT', '/api/billing-details', { token: await demo(), json: { companyName: 'A' } }),
      ],
    },
    getAutoTopUp: {
      success: [async () => api().request('GET', '/api/auto-top-up', { token: await demo() })],
      errors: [() => api().request('GET', '/api/auto-top-up')],
    },
    saveAutoTopUp: {
      success: [
        async () =>
          api().request('PUT', '/api/auto-top-up', {
            token: await demo(),
            json: { enabled: true, packageId: 'basic', thresholdMinutes: 100 },
          }),
      ],
      errors: [
        async () =>
          api().request('PUT', '/api/auto-top-up', {
            token: await demo(),
            json: { enabled: true, packageId: 'basic', thresholdMinutes: 0 },
          }),
        async () =>
          api().request('PUT', '/api/auto-top-up', {
            token: await demo(),
            json: { enabled: true, packageId: 'gold', thresholdMinutes: 100 },
          }),
        async () =>
          api().request('PUT', '/api/auto-top-up', {
            token: await demo(),
            json: { enabled: true, packageId: 'basic', thresholdMinutes: 2.5 },
          }),
      ],
    },
    getGuarantee: {
      success: [async () => api().request('GET', '/api/guarantee', { token: await demo() })],
      errors: [() => api().request('GET', '/api/guarantee')],
    },
    requestGuaranteeRefund: {
      success: [
        async () => api().request('POST', '/api/guarantee/refund', { token: await api().login(MockQuietUser.email, DEMO_PASSWORD) }),
      ],
      errors: [
        async () => api().request('POST', '/api/guarantee/refund', { token: await demo() }),
        async () => {
          const token = await api().login(MockQuietUser.email, DEMO_PASSWORD);
          await api().request('POST', '/api/guarantee/refund', { token });
          return api().request('POST', '/api/guarantee/refund', { token });
        },
      ],
    },
  };
}
