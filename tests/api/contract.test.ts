/**
 * The mock API and its contract (src/api/contract) describe the same API:
 * - every route the app registers is an operation of the contract, and every operation has a
 *   route (the development routes, /api/dev/*, are left out of the contract on purpose);
 * - every operation is called for real, for its success and for at least one error, and each
 *   answer's status, content type, body and documented headers must be what the contract says
 *   (validated with Ajv against the contract's response schemas).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, documentedResponse, type ContractOperation, type Schema } from '../../mock-api/contract.ts';
import { API_MODULES } from '../../mock-api/routes/index.ts';
import {
  DEMO_PASSWORD,
  MockBusyUser,
  MockQuietUser,
  MockRejectedUser,
  MockUnverifiedUser,
  MockUser,
} from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';
import { deliveryCases } from './deliveryCases.ts';
import { goLiveCases } from './goliveCases.ts';
import { BUYER, CUSTOMER, LEAD, newUser, PROFILE, SETTINGS, signupFields, type SignupFields } from './requests.ts';

const spec = contract();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

// Routes and operations ---------------------------------------------------------------------

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** `METHOD /path/{param}` of every route the app registers, and of the public catalogues json-server serves. */
function registeredRoutes(app: Express): string[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const routes = stack.flatMap(({ route }) =>
    route && typeof route.path === 'string'
      ? Object.keys(route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${(route.path as string).replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
  const catalogues = API_MODULES.flatMap((module) => module.publicCollections ?? []).map((name) => `GET /api/${name}`);
  return [...new Set([...routes, ...catalogues])].filter((route) => !route.includes(' /api/dev/')).sort();
}

const operationKeys = () => spec.operations.map((operation) => `${operation.method} ${operation.path}`).sort();

describe('the routes of the mock API and the operations of the contract', () => {
  it('every route of the mock API is in the contract', () => {
    const operations = new Set(operationKeys());
    expect(registeredRoutes(api.app).filter((route) => !operations.has(route))).toEqual([]);
  });

  it('every operation of the contract has a route', () => {
    const routes = new Set(registeredRoutes(api.app));
    expect(operationKeys().filter((operation) => !routes.has(operation))).toEqual([]);
    expect(spec.operations.length).toBe(registeredRoutes(api.app).length);
  });

  it('leaves the development routes out, and they exist', () => {
    const stack = (api.app as unknown as { _router: { stack: Layer[] } })._router.stack;
    const dev = stack.filter(({ route }) => typeof route?.path === 'string' && route.path.startsWith('/api/dev/'));
    expect(dev.length).toBeGreaterThan(0);
    expect(spec.operations.filter((operation) => operation.path.startsWith('/api/dev/'))).toEqual([]);
  });
});

// Answers ---------------------------------------------------------------------------------------

const GENERIC_FAILURES = [400, 413, 500];

const validators = new WeakMap<Schema, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = spec.ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function operation(operationId: string): ContractOperation {
  const found = spec.operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

/** Checks an answer against the contract; returns its body (JSON parsed). */
async function conforms(operationId: string, response: Response): Promise<unknown> {
  const { operation: op } = operation(operationId);
  const documented = documentedResponse(op, response.status);
  expect(documented, `${operationId} answered ${response.status}, which the contract does not document`).not.toBeNull();
  const { key, response: spec_ } = documented as NonNullable<typeof documented>;
  // `default` stands for the generic failures only (a body that is not JSON or too large, a crash).
  if (key === 'default')
    expect(GENERIC_FAILURES, `${operationId} answered ${response.status}, which only \`default\` covers`).toContain(response.status);
  const text = await response.text();
  if (!spec_.content) {
    expect(text, `${operationId} ${key}: no body documented`).toBe('');
    return null;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const media = spec_.content[type];
  expect(media, `${operationId} ${key}: content type "${type}" not documented (${Object.keys(spec_.content).join(', ')})`).toBeDefined();
  for (const [name, header] of Object.entries(spec_.headers ?? {})) {
    const value = response.headers.get(name);
    const schema = (header as { schema?: Schema }).schema;
    if (value !== null && schema && name.toLowerCase() !== 'set-cookie') {
      const validate = validatorFor(schema);
      expect(validate(value), `${operationId} ${key}: header ${name} "${value}" ${spec.ajv.errorsText(validate.errors)}`).toBe(true);
    }
  }
  const body: unknown = type === 'application/json' ? JSON.parse(text) : text;
  if (media?.schema) {
    const validate = validatorFor(media.schema);
    expect(validate(body), `${operationId} ${key}: ${spec.ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`).toBe(true);
  }
  return body;
}

// Calls -----------------------------------------------------------------------------------------

const FILES = path.resolve(import.meta.dirname, '../fixtures/files');
const file = (name: string, type: string) => new File([new Uint8Array(readFileSync(path.join(FILES, name)))], name, { type });

function documents(form = new FormData(), { withCompany = true } = {}): FormData {
  form.append('idDocument', file('id-document.pdf', 'application/pdf'));
  if (withCompany) form.append('companyDocument', file('company-document.png', 'image/png'));
  return form;
}

function signupForm(n: number, overrides: Partial<SignupFields> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(signupFields(n, overrides))) form.append(name, value);
  return form;
}

const demo = () => api.login(MockUser.email, DEMO_PASSWORD);
/** The newest call of an account (the demo account's by default). */
async function demoCallId(token?: string): Promise<string> {
  const page = (await (
    await api.request('GET', '/api/calls?limit=1&outcome=appointment_booked', { token: token ?? (await demo()) })
  ).json()) as { items: { id: string }[] };
  return page.items[0]?.id ?? 'none';
}
const demoPath = (kind: string) => `/api/users/new${kind}/${encodeURIComponent(MockUser.email)}`;
const lead = { ...LEAD, url: 'clinicanorte.es', locale: 'es' };

async function lastLinkToken(to: string): Promise<string> {
  const mails = (await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { link: string | null }[];
  return new URL(mails[0]?.link ?? 'http://x/').searchParams.get('token') ?? '';
}

async function intent(amount = 399): Promise<{ paymentIntentId: string; clientSecret: string }> {
  return (await (await api.request('POST', '/api/create-payment-intent', { json: { amount } })).json()) as {
    paymentIntentId: string;
    clientSecret: string;
  };
}

async function paidIntent(): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const { paymentIntentId, clientSecret } = await intent();
  await api.request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
    json: { clientSecret, outcome: 'succeeded', last4: '4242', brand: 'visa' },
  });
  return { paymentIntentId, clientSecret };
}

/** The demo account's studio (for its draft and revision). */
async function studioOf(): Promise<{ revision: number; draft: { facts: object; hours: object; actions: { transfer: object } } }> {
  return (await (await api.request('GET', '/api/studio', { token: await demo() })).json()) as {
    revision: number;
    draft: { facts: object; hours: object; actions: { transfer: object } };
  };
}
/** A draft write of the demo account with its current revision. */
async function studioSave(method: string, url: string, json: Record<string, unknown>): Promise<Response> {
  return api.request(method, url, { token: await demo(), json: { revision: (await studioOf()).revision, ...json } });
}

type Call = () => Promise<Response>;

interface Cases {
  success: Call[];
  errors: Call[];
}

/** The calls of every operation: successes and errors (an empty list says none exists; see NO_ERROR_ANSWER). */
const CASES: Record<string, Cases> = {
  registerUser: {
    success: [() => api.request('POST', '/api/users', { json: newUser(1) })],
    errors: [
      () => api.request('POST', '/api/users', { json: { ...newUser(2), email: MockUser.email } }),
      () => api.request('POST', '/api/users', { json: { email: 'x@example.com' } }),
    ],
  },
  login: {
    success: [() => api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD, remember: false } })],
    errors: [
      () => api.request('POST', '/api/login', { json: { email: 'nobody@example.com', password: 'x' } }),
      () => api.request('POST', '/api/login', { json: { email: MockUser.email, password: 'wrong-password' } }),
      () => api.request('POST', '/api/login', { json: { email: MockUnverifiedUser.email, password: DEMO_PASSWORD } }),
      () => api.request('POST', '/api/login', { json: { email: MockUser.email } }),
      async () => {
        for (let i = 0; i < 5; i++)
          await api.request('POST', '/api/login', { json: { email: MockRejectedUser.email, password: `wrong${i}` } });
        return api.request('POST', '/api/login', { json: { email: MockRejectedUser.email, password: DEMO_PASSWORD } });
      },
    ],
  },
  getCurrentUser: {
    success: [async () => api.request('GET', '/api/current-user', { token: await demo() })],
    errors: [() => api.request('GET', '/api/current-user')],
  },
  getMe: {
    success: [async () => api.request('GET', '/auth/me', { token: await demo() })],
    errors: [() => api.request('GET', '/auth/me', { token: 'forged-token' })],
  },
  logout: {
    success: [async () => api.request('POST', '/api/logout', { token: await demo() }), () => api.request('POST', '/api/logout')],
    errors: [],
  },
  checkSignupAvailability: {
    success: [() => api.request('POST', '/auth/signup/check', { json: { email: 'free@example.com', phone: '+34622331234' } })],
    errors: [() => api.request('POST', '/auth/signup/check', { json: { email: MockUser.email, phone: '+34622331234' } })],
  },
  signup: {
    success: [() => api.request('POST', '/auth/signup', { body: documents(signupForm(1)) })],
    errors: [
      () => api.request('POST', '/auth/signup', { body: documents(signupForm(2), { withCompany: false }) }),
      () => api.request('POST', '/auth/signup', { body: documents(signupForm(3, { email: MockUser.email })) }),
    ],
  },
  verifyEmail: {
    success: [
      async () => {
        await api.request('POST', '/api/users', { json: newUser(3) });
        return api.request('POST', '/verify', { json: { token: await lastLinkToken('user3@example.com') } });
      },
    ],
    errors: [() => api.request('POST', '/verify', { json: { token: 'made-up' } }), () => api.request('POST', '/verify', { json: {} })],
  },
  resendVerification: {
    success: [() => api.request('POST', '/api/verification/resend', { json: { email: MockUnverifiedUser.email } })],
    errors: [
      () => api.request('POST', '/api/verification/resend', { json: { email: 'nope' } }),
      async () => {
        for (let i = 0; i < 3; i++) await api.request('POST', '/api/verification/resend', { json: { email: 'ghost@example.com' } });
        return api.request('POST', '/api/verification/resend', { json: { email: 'ghost@example.com' } });
      },
    ],
  },
  resubmitKyc: {
    success: [
      async () =>
        api.request('POST', '/kyc/resubmit-kyc', { body: documents(), token: await api.login(MockRejectedUser.email, DEMO_PASSWORD) }),
    ],
    errors: [
      async () => api.request('POST', '/kyc/resubmit-kyc', { body: documents(), token: await demo() }),
      async () =>
        api.request('POST', '/kyc/resubmit-kyc', {
          body: documents(new FormData(), { withCompany: false }),
          token: await api.login(MockRejectedUser.email, DEMO_PASSWORD),
        }),
      () => api.request('POST', '/kyc/resubmit-kyc', { body: documents() }),
    ],
  },
  forgotPassword: {
    success: [() => api.request('POST', '/api/password/forgot', { json: { email: MockUser.email } })],
    errors: [() => api.request('POST', '/api/password/forgot', { json: { email: 'nope' } })],
  },
  resetPassword: {
    success: [
      async () => {
        await api.request('POST', '/api/password/forgot', { json: { email: MockUser.email } });
        return api.request('POST', '/api/password/reset', {
          json: { token: await lastLinkToken(MockUser.email), password: 'brand-new-pass' },
        });
      },
    ],
    errors: [() => api.request('POST', '/api/password/reset', { json: { token: 'made-up', password: 'brand-new-pass' } })],
  },
  submitLead: {
    success: [() => api.request('POST', '/api/leads', { json: lead })],
    errors: [() => api.request('POST', '/api/leads', { json: { ...lead, admin: true } })],
  },
  updateEmail: {
    success: [async () => api.request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: 'lucia.new@example.com' } })],
    errors: [
      async () => api.request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: MockRejectedUser.email } }),
      async () =>
        api.request('PUT', demoPath('Email'), {
          token: await api.login(MockRejectedUser.email, DEMO_PASSWORD),
          json: { newEmail: 'x@example.com' },
        }),
      async () => api.request('PUT', demoPath('Email'), { token: await demo(), json: { newEmail: 'bad' } }),
      () => api.request('PUT', demoPath('Email'), { json: { newEmail: 'x@example.com' } }),
    ],
  },
  updatePhone: {
    success: [async () => api.request('PUT', demoPath('Phone'), { token: await demo(), json: { newPhone: '+34 611 222 333' } })],
    errors: [async () => api.request('PUT', demoPath('Phone'), { token: await demo(), json: { newPhone: MockRejectedUser.phone } })],
  },
  updatePassword: {
    success: [
      async () =>
        api.request('PUT', demoPath('Password'), {
          token: await demo(),
          json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
        }),
    ],
    errors: [
      async () =>
        api.request('PUT', demoPath('Password'), {
          token: await demo(),
          json: { currentPassword: 'wrong-one', newPassword: 'a-new-secret' },
        }),
      async () =>
        api.request('PUT', demoPath('Password'), {
          token: await api.login(MockRejectedUser.email, DEMO_PASSWORD),
          json: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-secret' },
        }),
    ],
  },
  updateIaprompt: {
    success: [
      async () =>
        api.request('PUT', demoPath('Iaprompt'), { token: await demo(), json: { newIaprompt: 'Answer in Spanish.', locale: 'es' } }),
    ],
    errors: [async () => api.request('PUT', demoPath('Iaprompt'), { token: await demo(), json: { newIaprompt: ' ', locale: 'es' } })],
  },
  getBotConfig: {
    success: [async () => api.request('GET', '/api/bot-config', { token: await demo() })],
    errors: [() => api.request('GET', '/api/bot-config')],
  },
  saveBotConfig: {
    success: [
      async () =>
        api.request('PUT', '/api/bot-config', {
          token: await demo(),
          json: { voiceId: 'es-m2', prompt: 'New instructions', locale: 'en' },
        }),
    ],
    errors: [
      async () => api.request('PUT', '/api/bot-config', { token: await demo(), json: { voiceId: 'en-x1', prompt: 'Hi' } }),
      () => api.request('PUT', '/api/bot-config', { json: {} }),
    ],
  },
  getProfile: {
    success: [
      async () => api.request('GET', '/api/profile', { token: await demo() }),
      async () => api.request('GET', '/api/profile', { token: await api.login(MockRejectedUser.email, DEMO_PASSWORD) }),
    ],
    errors: [() => api.request('GET', '/api/profile')],
  },
  saveProfile: {
    success: [async () => api.request('PUT', '/api/profile', { token: await demo(), json: PROFILE })],
    errors: [
      async () => api.request('PUT', '/api/profile', { token: await demo(), json: { ...PROFILE, phone: MockRejectedUser.phone } }),
      async () => api.request('PUT', '/api/profile', { token: await demo(), json: { ...PROFILE, website: 'not a site' } }),
    ],
  },
  getSettings: {
    success: [async () => api.request('GET', '/api/settings', { token: await demo() })],
    errors: [() => api.request('GET', '/api/settings')],
  },
  saveSettings: {
    success: [async () => api.request('PUT', '/api/settings', { token: await demo(), json: SETTINGS })],
    errors: [async () => api.request('PUT', '/api/settings', { token: await demo(), json: { ...SETTINGS, timezone: 'Europe/Paris' } })],
  },
  listCallPackages: { success: [() => api.request('GET', '/api/callPackages')], errors: [] },
  listVoices: { success: [() => api.request('GET', '/api/voices')], errors: [] },
  createPaymentIntent: {
    success: [
      () =>
        api.request('POST', '/api/create-payment-intent', { json: { amount: 199 }, headers: { 'idempotency-key': 'contract-key-0001' } }),
      () =>
        api.request('POST', '/api/create-payment-intent', {
          json: { amount: 196, order: { item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: true } },
        }),
    ],
    errors: [
      () => api.request('POST', '/api/create-payment-intent', { json: { amount: 200 } }),
      () =>
        api.request('POST', '/api/create-payment-intent', {
          json: { amount: 1, order: { item: { kind: 'plan', product: 1 }, flagshipCourse: false } },
        }),
    ],
  },
  reportTestPayment: {
    success: [
      async () => {
        const { paymentIntentId, clientSecret } = await intent();
        return api.request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
          json: { clientSecret, outcome: 'card_declined', last4: '0002', brand: 'visa' },
        });
      },
    ],
    errors: [
      () =>
        api.request('POST', '/api/test-payments/pi_unknown/confirm', {
          json: { clientSecret: 'x', outcome: 'succeeded', last4: '4242', brand: 'visa' },
        }),
      async () => {
        const { paymentIntentId } = await intent();
        return api.request('POST', `/api/test-payments/${paymentIntentId}/confirm`, {
          json: { clientSecret: 'pi_x_secret_wrong', outcome: 'succeeded', last4: '4242', brand: 'visa' },
        });
      },
    ],
  },
  confirmPayment: {
    success: [
      async () => api.request('POST', '/api/confirm-payment', { json: { ...(await paidIntent()), customerData: BUYER } }),
      async () => {
        const paid = await paidIntent();
        await api.request('POST', '/api/confirm-payment', { json: { ...paid, customerData: BUYER } });
        return api.request('POST', '/api/confirm-payment', { json: { ...paid, customerData: BUYER } });
      },
    ],
    errors: [
      async () => api.request('POST', '/api/confirm-payment', { json: { ...(await intent()), customerData: BUYER } }),
      async () =>
        api.request('POST', '/api/confirm-payment', {
          json: { ...(await paidIntent()), clientSecret: 'pi_wrong_secret', customerData: BUYER },
        }),
      () =>
        api.request('POST', '/api/confirm-payment', { json: { paymentIntentId: 'pi_missing', clientSecret: 'x', customerData: BUYER } }),
      () => api.request('POST', '/api/confirm-payment', { json: { paymentIntentId: 'pi_missing', customerData: BUYER } }),
    ],
  },
  createCustomer: {
    success: [() => api.request('POST', '/customers', { json: CUSTOMER })],
    errors: [() => api.request('POST', '/customers', { json: { name: 'Nora', email: 'x' } })],
  },
  listSubscriptions: {
    success: [
      async () => {
        const token = await demo();
        await api.request('POST', '/api/confirm-payment', {
          json: { ...(await paidIntent()), customerData: { name: MockUser.name, email: MockUser.email } },
          token,
        });
        return api.request('GET', '/api/subscriptions', { token });
      },
    ],
    errors: [() => api.request('GET', '/api/subscriptions')],
  },
  listCalls: {
    success: [
      async () => api.request('GET', '/api/calls', { token: await demo() }),
      async () =>
        api.request(
          'GET',
          '/api/calls?outcome=appointment_booked&direction=inbound&from=2026-01-01&to=2099-12-31&q=cita&sort=durationSec&order=asc&limit=5',
          { token: await demo() },
        ),
      async () => {
        const token = await demo();
        const first = (await (await api.request('GET', '/api/calls?limit=2', { token })).json()) as { nextCursor: string };
        return api.request('GET', `/api/calls?limit=2&cursor=${first.nextCursor}`, { token });
      },
    ],
    errors: [
      () => api.request('GET', '/api/calls'),
      async () => api.request('GET', '/api/calls?outcome=won', { token: await demo() }),
      async () => api.request('GET', '/api/calls?from=2026-11-20&to=2026-11-01', { token: await demo() }),
      async () => api.request('GET', `/api/calls?q=${'x'.repeat(101)}`, { token: await demo() }),
      async () => api.request('GET', '/api/calls?cursor=bm90LWEtY3Vyc29y', { token: await demo() }),
      async () => api.request('GET', '/api/calls?limit=1000', { token: await demo() }),
    ],
  },
  exportCalls: {
    success: [async () => api.request('GET', '/api/calls/export?outcome=spam', { token: await demo() })],
    errors: [
      () => api.request('GET', '/api/calls/export'),
      async () => api.request('GET', '/api/calls/export?direction=sideways', { token: await demo() }),
    ],
  },
  callUpdates: {
    success: [
      async () =>
        api.request('GET', `/api/calls/updates?since=${new Date(Date.now() - 86_400_000).toISOString()}`, { token: await demo() }),
    ],
    errors: [
      () => api.request('GET', '/api/calls/updates?since=2026-01-01T00:00:00Z'),
      async () => api.request('GET', '/api/calls/updates?since=yesterday', { token: await demo() }),
    ],
  },
  getBalance: {
    success: [async () => api.request('GET', '/api/balance', { token: await demo() })],
    errors: [() => api.request('GET', '/api/balance')],
  },
  getCall: {
    success: [async () => api.request('GET', `/api/calls/${await demoCallId()}`, { token: await demo() })],
    errors: [
      async () => api.request('GET', `/api/calls/${await demoCallId()}`),
      async () => api.request('GET', '/api/calls/c-nope', { token: await demo() }),
    ],
  },
  getCallRecording: {
    success: [
      async () => {
        const token = await demo();
        const call = (await (await api.request('GET', `/api/calls/${await demoCallId()}`, { token })).json()) as { recordingUrl: string };
        return api.request('GET', call.recordingUrl);
      },
      async () =>
        api.request('GET', `/api/calls/${await demoCallId()}/recording`, { token: await demo(), headers: { range: 'bytes=0-99' } }),
    ],
    errors: [
      async () => api.request('GET', `/api/calls/${await demoCallId()}/recording`),
      async () => api.request('GET', `/api/calls/${await demoCallId()}/recording?expires=99999999999999&sig=${'0'.repeat(64)}`),
      async () => api.request('GET', `/api/calls/${await demoCallId()}/recording?sig=nope`),
    ],
  },
  reportCallSpam: {
    success: [async () => api.request('POST', `/api/calls/${await demoCallId()}/spam`, { token: await demo() })],
    errors: [
      async () => api.request('POST', `/api/calls/${await demoCallId()}/spam`),
      async () => api.request('POST', '/api/calls/c-nope/spam', { token: await demo() }),
    ],
  },
  rateCall: {
    success: [
      async () =>
        api.request('PUT', `/api/calls/${await demoCallId()}/rating`, {
          token: await demo(),
          json: { rating: 'up', note: 'Perfect booking.' },
        }),
      async () => api.request('PUT', `/api/calls/${await demoCallId()}/rating`, { token: await demo(), json: { rating: null } }),
    ],
    errors: [
      async () => api.request('PUT', `/api/calls/${await demoCallId()}/rating`, { token: await demo(), json: { rating: 'meh' } }),
      async () =>
        api.request('PUT', `/api/calls/${await demoCallId()}/rating`, {
          token: await demo(),
          json: { rating: 'down', note: 'x'.repeat(501) },
        }),
      async () => api.request('PUT', '/api/calls/c-nope/rating', { token: await demo(), json: { rating: 'up' } }),
    ],
  },
  scheduleCallback: {
    success: [
      async () => {
        const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
        return api.request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
      },
      // A second press while the first call-back is pending: 200 with that one.
      async () => {
        const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
        await api.request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
        return api.request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
      },
    ],
    errors: [
      async () => api.request('POST', `/api/calls/${await demoCallId()}/callback`, { token: await demo() }),
      async () => api.request('POST', '/api/calls/c-nope/callback', { token: await demo() }),
    ],
  },
  getUsage: {
    success: [
      async () => api.request('GET', '/api/usage', { token: await demo() }),
      async () => api.request('GET', '/api/usage?range=90', { token: await api.login(MockBusyUser.email, DEMO_PASSWORD) }),
    ],
    errors: [() => api.request('GET', '/api/usage'), async () => api.request('GET', '/api/usage?range=7', { token: await demo() })],
  },
  getLedger: {
    success: [
      async () => {
        const token = await demo();
        const first = (await (await api.request('GET', '/api/usage/ledger?limit=2', { token })).json()) as { nextCursor: string };
        return api.request('GET', `/api/usage/ledger?limit=2&cursor=${first.nextCursor}`, { token });
      },
    ],
    errors: [
      () => api.request('GET', '/api/usage/ledger'),
      async () => api.request('GET', '/api/usage/ledger?limit=500', { token: await demo() }),
      async () => api.request('GET', '/api/usage/ledger?cursor=abc', { token: await demo() }),
      async () => api.request('GET', '/api/usage/ledger', { token: await api.login(MockRejectedUser.email, DEMO_PASSWORD) }),
    ],
  },
  listInvoices: {
    success: [async () => api.request('GET', '/api/invoices', { token: await demo(), headers: { 'accept-language': 'es' } })],
    errors: [() => api.request('GET', '/api/invoices')],
  },
  getInvoicePdf: {
    success: [
      async () => {
        const token = await demo();
        const [invoice] = (await (await api.request('GET', '/api/invoices', { token })).json()) as { id: number }[];
        return api.request('GET', `/api/invoices/${invoice?.id ?? 0}/pdf`, { token, headers: { 'accept-language': 'ar' } });
      },
    ],
    errors: [
      async () => api.request('GET', '/api/invoices/1/pdf'),
      async () => {
        const [invoice] = (await (await api.request('GET', '/api/invoices', { token: await demo() })).json()) as { id: number }[];
        return api.request('GET', `/api/invoices/${invoice?.id ?? 0}/pdf`, { token: await api.login(MockBusyUser.email, DEMO_PASSWORD) });
      },
      async () => api.request('GET', '/api/invoices/x1/pdf', { token: await demo() }),
    ],
  },
  getBillingDetails: {
    success: [async () => api.request('GET', '/api/billing-details', { token: await demo() })],
    errors: [
      () => api.request('GET', '/api/billing-details'),
      async () => api.request('GET', '/api/billing-details', { token: await api.login(MockRejectedUser.email, DEMO_PASSWORD) }),
    ],
  },
  saveBillingDetails: {
    success: [
      async () =>
        api.request('PUT', '/api/billing-details', {
          token: await demo(),
          json: { companyName: 'Clínica Dental Sonrisa SL', taxId: 'B12345678', address: 'Calle de Alcalá 120, Madrid' },
        }),
    ],
    errors: [
      async () => api.request('PUT', '/api/billing-details', { token: await demo(), json: { companyName: ' ', taxId: '', address: '' } }),
      async () =>
        api.request('PUT', '/api/billing-details', { token: await demo(), json: { companyName: 'x'.repeat(201), taxId: '', address: '' } }),
      async () => api.request('PUT', '/api/billing-details', { token: await demo(), json: { companyName: 'A' } }),
    ],
  },
  getAutoTopUp: {
    success: [async () => api.request('GET', '/api/auto-top-up', { token: await demo() })],
    errors: [() => api.request('GET', '/api/auto-top-up')],
  },
  saveAutoTopUp: {
    success: [
      async () =>
        api.request('PUT', '/api/auto-top-up', { token: await demo(), json: { enabled: true, packageId: 'basic', thresholdMinutes: 100 } }),
    ],
    errors: [
      async () =>
        api.request('PUT', '/api/auto-top-up', { token: await demo(), json: { enabled: true, packageId: 'basic', thresholdMinutes: 0 } }),
      async () =>
        api.request('PUT', '/api/auto-top-up', { token: await demo(), json: { enabled: true, packageId: 'gold', thresholdMinutes: 100 } }),
      async () =>
        api.request('PUT', '/api/auto-top-up', { token: await demo(), json: { enabled: true, packageId: 'basic', thresholdMinutes: 2.5 } }),
    ],
  },
  getGuarantee: {
    success: [async () => api.request('GET', '/api/guarantee', { token: await demo() })],
    errors: [() => api.request('GET', '/api/guarantee')],
  },
  requestGuaranteeRefund: {
    success: [async () => api.request('POST', '/api/guarantee/refund', { token: await api.login(MockQuietUser.email, DEMO_PASSWORD) })],
    errors: [
      async () => api.request('POST', '/api/guarantee/refund', { token: await demo() }),
      async () => {
        const token = await api.login(MockQuietUser.email, DEMO_PASSWORD);
        await api.request('POST', '/api/guarantee/refund', { token });
        return api.request('POST', '/api/guarantee/refund', { token });
      },
    ],
  },
  ...deliveryCases(() => api),
  ...goLiveCases(() => api),
  getSitemap: { success: [() => api.request('GET', '/api/sitemap.xml')], errors: [] },
  getOpenApiDocument: { success: [() => api.request('GET', '/api/openapi.json')], errors: [] },
  getApiDocs: { success: [() => api.request('GET', '/api/docs')], errors: [] },
  getStudio: {
    success: [async () => api.request('GET', '/api/studio', { token: await demo() })],
    errors: [() => api.request('GET', '/api/studio')],
  },
  saveStudioVoice: {
    success: [async () => studioSave('PUT', '/api/studio/draft/voice', { voiceId: 'es-m1', instructions: 'Greeting: Hello.' })],
    errors: [
      async () =>
        api.request('PUT', '/api/studio/draft/voice', { token: await demo(), json: { revision: 1, voiceId: 'es-m1', instructions: 'Hi' } }),
    ],
  },
  saveStudioFacts: {
    success: [async () => studioSave('PUT', '/api/studio/draft/facts', { facts: (await studioOf()).draft.facts })],
    errors: [async () => studioSave('PUT', '/api/studio/draft/facts', { facts: { ...(await studioOf()).draft.facts, phone: '12' } })],
  },
  saveStudioHours: {
    success: [async () => studioSave('PUT', '/api/studio/draft/hours', { hours: (await studioOf()).draft.hours })],
    errors: [
      async () => studioSave('PUT', '/api/studio/draft/hours', { hours: { ...(await studioOf()).draft.hours, timeZone: 'Nowhere/City' } }),
    ],
  },
  saveStudioActions: {
    success: [async () => studioSave('PUT', '/api/studio/draft/actions', { actions: (await studioOf()).draft.actions })],
    errors: [
      async () => {
        const { actions } = (await studioOf()).draft;
        return studioSave('PUT', '/api/studio/draft/actions', {
          actions: { ...actions, transfer: { ...actions.transfer, enabled: true, number: '+34600111222' } },
        });
      },
    ],
  },
  listStudioAnswers: {
    success: [async () => api.request('GET', '/api/studio/answers?q=aparcar&language=es', { token: await demo() })],
    errors: [async () => api.request('GET', '/api/studio/answers?language=fr', { token: await demo() })],
  },
  addStudioAnswer: {
    success: [
      async () =>
        api.request('POST', '/api/studio/answers', {
          token: await demo(),
          json: { language: 'es', question: '¿Hay wifi?', answer: 'Sí.', phrasings: ['¿Tienen wifi?'] },
        }),
    ],
    errors: [
      async () =>
        api.request('POST', '/api/studio/answers', {
          token: await demo(),
          json: { language: 'es', question: '¿Hay wifi?', answer: 'x'.repeat(2001) },
        }),
    ],
  },
  updateStudioAnswer: {
    success: [
      async () =>
        api.request('PUT', '/api/studio/answers/a-parking', {
          token: await demo(),
          json: { language: 'es', question: '¿Hay parking?', answer: 'Sí.' },
        }),
    ],
    errors: [
      async () =>
        api.request('PUT', '/api/studio/answers/a-none', { token: await demo(), json: { language: 'es', question: 'q', answer: 'a' } }),
    ],
  },
  deleteStudioAnswer: {
    success: [async () => api.request('DELETE', '/api/studio/answers/a-parking', { token: await demo() })],
    errors: [
      async () => api.request('DELETE', '/api/studio/answers/a-parking?revision=1', { token: await demo() }),
      async () => api.request('DELETE', '/api/studio/answers/a-none', { token: await demo() }),
    ],
  },
  listStudioHolidays: {
    success: [async () => api.request('GET', '/api/studio/holidays?year=2027', { token: await demo() })],
    errors: [async () => api.request('GET', '/api/studio/holidays?year=27', { token: await demo() })],
  },
  publishStudio: {
    success: [
      async () => studioSave('POST', '/api/studio/publish', {}),
      async () => {
        await studioSave('POST', '/api/studio/publish', {});
        return studioSave('POST', '/api/studio/publish', {});
      },
    ],
    errors: [async () => api.request('POST', '/api/studio/publish', { token: await demo(), json: { revision: 1 } })],
  },
  listStudioVersions: {
    success: [async () => api.request('GET', '/api/studio/versions', { token: await demo() })],
    errors: [() => api.request('GET', '/api/studio/versions')],
  },
  compareStudioVersions: {
    success: [async () => api.request('GET', '/api/studio/compare?from=1&to=draft', { token: await demo() })],
    errors: [
      async () => api.request('GET', '/api/studio/compare?from=1&to=7', { token: await demo() }),
      async () => api.request('GET', '/api/studio/compare?from=one&to=draft', { token: await demo() }),
    ],
  },
  restoreStudioVersion: {
    success: [async () => studioSave('POST', '/api/studio/versions/1/restore', {})],
    errors: [async () => studioSave('POST', '/api/studio/versions/5/restore', {})],
  },
  studioChat: {
    success: [
      async () =>
        api.request('POST', '/api/studio/chat', {
          token: await demo(),
          json: { message: 'Quiero una cita', language: 'es', state: null, at: '2026-11-24T10:00:00Z' },
        }),
    ],
    errors: [
      async () => api.request('POST', '/api/studio/chat', { token: await demo(), json: { message: 'x'.repeat(1001), language: 'es' } }),
    ],
  },
  listStudioScenarios: {
    success: [async () => api.request('GET', '/api/studio/scenarios', { token: await demo() })],
    errors: [() => api.request('GET', '/api/studio/scenarios')],
  },
  saveStudioScenario: {
    success: [
      async () =>
        api.request('POST', '/api/studio/scenarios', {
          token: await demo(),
          json: {
            name: 'Parking',
            language: 'es',
            turns: ['¿Hay parking?'],
            expectations: [{ kind: 'answers_from', answerId: 'a-parking' }],
          },
        }),
    ],
    errors: [
      async () =>
        api.request('POST', '/api/studio/scenarios', {
          token: await demo(),
          json: { name: 'Parking', language: 'es', turns: [], expectations: [{ kind: 'books' }] },
        }),
    ],
  },
  deleteStudioScenario: {
    success: [async () => api.request('DELETE', '/api/studio/scenarios/sc-booking', { token: await demo() })],
    errors: [async () => api.request('DELETE', '/api/studio/scenarios/sc-none', { token: await demo() })],
  },
  runStudioScenarios: {
    success: [async () => api.request('POST', '/api/studio/scenarios/run', { token: await demo() })],
    errors: [() => api.request('POST', '/api/studio/scenarios/run')],
  },
  listStudioQuestions: {
    success: [async () => api.request('GET', '/api/studio/questions?status=open', { token: await demo() })],
    errors: [async () => api.request('GET', '/api/studio/questions?status=closed', { token: await demo() })],
  },
};

/** Operations that cannot answer an error to a client (their `default` answer is a server failure). */
const NO_ERROR_ANSWER: Record<string, string> = {
  logout: 'always succeeds, with or without a session',
  listCallPackages: 'a public read-only catalogue',
  listVoices: 'a public read-only catalogue',
  getSitemap: 'public, generated from the route table',
  getOpenApiDocument: 'public, a file',
  getApiDocs: 'public, a page',
};

describe('every operation answers as the contract says', () => {
  beforeEach(() => api.ctx.reset());

  it('has success and error calls for every operation of the contract', () => {
    expect(Object.keys(CASES).sort()).toEqual(spec.operations.map((o) => o.operationId).sort());
    for (const [operationId, cases] of Object.entries(CASES)) {
      expect(cases.success.length, operationId).toBeGreaterThan(0);
      expect(cases.errors.length > 0 || operationId in NO_ERROR_ANSWER, `${operationId} has no error call`).toBe(true);
    }
  });

  for (const [operationId, cases] of Object.entries(CASES)) {
    it.each(cases.success.map((call, index) => [index + 1, call] as const))(`${operationId}: success %i conforms`, async (_index, call) => {
      const response = await call();
      expect(response.status, `${operationId} answered ${response.status}`).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      await conforms(operationId, response);
    });
    if (cases.errors.length) {
      it.each(cases.errors.map((call, index) => [index + 1, call] as const))(`${operationId}: error %i conforms`, async (_index, call) => {
        const response = await call();
        expect(response.status, `${operationId} answered ${response.status}`).toBeGreaterThanOrEqual(400);
        const body = (await conforms(operationId, response)) as { error?: string };
        expect(body?.error).toBeTruthy();
      });
    }
  }

  it('a body that is not JSON, on any call with a JSON body, answers the documented error shape', async () => {
    for (const op of spec.operations.filter((o) => o.operation.requestBody?.content['application/json'])) {
      const response = await api.request(op.method, op.path.replace(/\{[^}]+\}/g, 'x'), {
        body: '{"broken":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, op.operationId).toBe(400);
      expect(await conforms(op.operationId, response), op.operationId).toEqual({ error: 'The request body is not valid JSON.' });
    }
  });
});
