/**
 * The contract alone gives the mock API's answers to bad input: the validation middleware on an
 * app whose routes check nothing (they answer 204 to whatever reaches them) answers the same
 * messages the routes' own checks give today, in the request's language. So the routes' own
 * field checks can go (docs/contract.md).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../mock-api/contract.ts';
import { contractValidator, formFieldsProblem } from '../../mock-api/contractValidation.ts';
import { msg } from '../../mock-api/messages.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';
import { CUSTOMER, LEAD, newUser, PROFILE, SETTINGS } from './requests.ts';

let api: TestApi;
let server: Server;
let base = '';
let token = '';

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login(MockUser.email, DEMO_PASSWORD);
  const bare = express();
  bare.use(express.json({ strict: false }));
  bare.use(contractValidator(api.ctx));
  bare.use((_req, res) => {
    res.status(204).end();
  });
  server = bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.stop();
});

interface Call {
  json?: unknown;
  headers?: Record<string, string>;
  auth?: boolean;
}

async function send(method: string, url: string, { json, headers = {}, auth = false }: Call = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...headers,
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (response.status === 204) return { status: response.status, body: null, field: undefined };
  // The field at fault is checked on its own (below): the message tables compare the rest.
  const { field, ...body } = (await response.json()) as { error: string; field?: string };
  return { status: response.status, body, field };
}

/** The answer without the field it names: what the message tables compare. */
const answer = async (...args: Parameters<typeof send>) => {
  const { status, body } = await send(...args);
  return { status, body };
};

const user = newUser(1);

describe('valid requests pass to the route', () => {
  it.each([
    ['POST', '/api/users', { json: user }],
    ['POST', '/api/login', { json: { email: 'anything', password: 'x' } }],
    ['POST', '/api/leads', { json: LEAD }],
    ['POST', '/api/leads', { json: { ...LEAD, url: 'clinicanorte.es' } }],
    ['PUT', '/api/profile', { json: PROFILE, auth: true }],
    ['PUT', '/api/settings', { json: { ...SETTINGS, extra: 'ignored' }, auth: true }],
    ['PUT', '/api/bot-config', { json: { voiceId: 'es-m2', prompt: 'New instructions', locale: 'en' }, auth: true }],
    ['PUT', '/api/users/newPhone/demo%40example.com', { json: { newPhone: '+34 611 222 333' }, auth: true }],
    ['POST', '/api/create-payment-intent', { json: { amount: 399 }, headers: { 'idempotency-key': 'buyer-key-0001' } }],
    [
      'POST',
      '/api/create-payment-intent',
      { json: { amount: 196, order: { item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: true } } },
    ],
    [
      'POST',
      '/api/confirm-payment',
      {
        json: {
          paymentIntentId: 'pi_1',
          clientSecret: 'pi_1_secret',
          customerData: { name: 'Nora Vidal', email: 'nora@example.com', phone: '' },
        },
      },
    ],
    ['POST', '/customers', { json: CUSTOMER }],
    ['POST', '/customers', { json: { ...CUSTOMER, companySize: '', country: '' } }],
    ['POST', '/verify', { json: { token: 'abc' } }],
    ['POST', '/api/logout', {}],
  ] as const)('%s %s', async (method, url, call) => {
    expect(await answer(method, url, call)).toEqual({ status: 204, body: null });
  });

  it('lets requests the contract does not describe through (the 404, the development routes)', async () => {
    expect((await send('GET', '/api/dev/outbox?to=x')).status).toBe(204);
    expect((await send('POST', '/api/nothing-here', { json: [] })).status).toBe(204);
  });

  it('leaves a call that needs a session to the route when there is none (401 before 400)', async () => {
    expect((await send('PUT', '/api/settings', { json: { language: 'xx' } })).status).toBe(204);
    expect((await send('PUT', '/api/settings', { json: { language: 'xx' }, auth: true })).status).toBe(400);
  });
});

describe("bad requests get today's messages from the contract", () => {
  it.each([
    ['POST', '/api/login', 'The request body must be a JSON object.', { json: [1, 2] }],
    ['POST', '/api/login', 'The request body must be a JSON object.', { json: null }],
    ['POST', '/api/users', 'Missing required fields: name, password, phone, iaprompt.', { json: { email: 'x@example.com' } }],
    ['POST', '/api/users', 'Missing required fields: name, iaprompt.', { json: { ...user, name: '  ', iaprompt: '' } }],
    ['POST', '/api/users', 'Enter a valid e-mail address.', { json: { ...user, email: 'not-an-email' } }],
    [
      'POST',
      '/api/users',
      'Introduce un correo electrónico válido.',
      { json: { ...user, email: 'bad' }, headers: { 'accept-language': 'es' } },
    ],
    ['POST', '/api/users', 'Enter a valid phone number in international format.', { json: { ...user, phone: '+34 12' } }],
    ['POST', '/api/users', 'The password must have at least 8 characters.', { json: { ...user, password: 'short' } }],
    ['POST', '/api/users', 'The password can have at most 256 characters.', { json: { ...user, password: 'x'.repeat(257) } }],
    ['POST', '/api/users', 'Invalid role.', { json: { ...user, role_id: 1 } }],
    ['POST', '/api/users', 'Invalid value for name.', { json: { ...user, name: 'x'.repeat(121) } }],
    ['POST', '/api/login', 'Missing required fields: password.', { json: { email: 'a@example.com' } }],
    [
      'POST',
      '/auth/signup/check',
      'Enter a valid phone number in international format.',
      { json: { email: 'a@example.com', phone: '600111222' } },
    ],
    ['POST', '/verify', 'No verification token provided', { json: { token: '  ' } }],
    ['POST', '/verify', 'No verification token provided', { json: {} }],
    ['POST', '/api/verification/resend', 'Enter a valid e-mail address.', { json: { email: 'nope' } }],
    ['POST', '/api/password/forgot', 'Missing required fields: email.', { json: {} }],
    [
      'POST',
      '/api/password/reset',
      'This password reset link is not valid or has already been used. Ask for a new one.',
      { json: { password: 'longenough' } },
    ],
    ['POST', '/api/password/reset', 'The password must have at least 8 characters.', { json: { token: 'abc', password: 'short' } }],
  ] as const)('%s %s answers "%s"', async (method, url, error, call) => {
    expect(await answer(method, url, call)).toEqual({ status: 400, body: { error } });
  });

  it.each([
    ['Missing required fields: place_id, company_name, contact_name, phone, email, company_size, industry, locale.', {}],
    ['Enter a valid e-mail address.', { ...LEAD, email: 'ana@nowhere' }],
    ['Enter a valid phone number in international format.', { ...LEAD, phone: '+34 100 111 222' }],
    ['The company size must be freelancer, SME or Large Company.', { ...LEAD, company_size: 'pyme' }],
    ['The industry must be one of: Technology, Healthcare, Finance, Education, Manufacturing, Other.', { ...LEAD, industry: 'Farming' }],
    ['Invalid value for locale.', { ...LEAD, locale: 'fr' }],
    ['Invalid value for place_id.', { ...LEAD, place_id: 'X-1' }],
    ['Invalid value for is_contacted.', { ...LEAD, is_contacted: true }],
    ['Invalid value for extra_info.', { ...LEAD, extra_info: 'call me' }],
    ['Invalid value for admin, root.', { ...LEAD, admin: true, root: 1 }],
    ['The field contact_name is too long.', { ...LEAD, contact_name: 'x'.repeat(201) }],
    ['Missing required fields: company_name.', { ...LEAD, company_name: '   ' }],
    ['The website is not a valid web address.', { ...LEAD, url: 'x'.repeat(2049) }],
  ])('POST /api/leads answers "%s"', async (error, json) => {
    expect(await answer('POST', '/api/leads', { json })).toEqual({ status: 400, body: { error } });
  });

  it('answers a lead in Arabic', async () => {
    const { body } = await send('POST', '/api/leads', { json: { ...LEAD, industry: 'x' }, headers: { 'accept-language': 'ar' } });
    expect(body?.error).toBe(
      msg({ headers: { 'accept-language': 'ar' } }, 'leadInvalidIndustry', {
        options: 'Technology, Healthcare, Finance, Education, Manufacturing, Other',
      }),
    );
  });

  it.each([
    ['newEmail', 'Missing required fields: newEmail.', {}],
    ['newEmail', 'Enter a valid e-mail address.', { newEmail: 'not-an-email' }],
    ['newPhone', 'Enter a valid phone number in international format.', { newPhone: '611222333' }],
    ['newPhone', 'Invalid value for newPhone.', { newPhone: 34611222333 }],
    ['newPassword', 'Missing required fields: currentPassword.', { newPassword: 'long-enough' }],
    ['newPassword', 'The password must have at least 8 characters.', { currentPassword: DEMO_PASSWORD, newPassword: 'short' }],
    ['newIaprompt', 'Write the instructions for your assistant.', { newIaprompt: '   ', locale: 'en' }],
    ['newIaprompt', 'Unknown language: use en, es or ae.', { newIaprompt: 'Hello', locale: 'fr' }],
    ['newIaprompt', 'The instructions are too long (at most 20000 characters).', { newIaprompt: 'x'.repeat(20_001), locale: 'en' }],
  ])('PUT /api/users/%s/{email} answers "%s"', async (kind, error, json) => {
    expect(await answer('PUT', `/api/users/${kind}/demo%40example.com`, { json, auth: true })).toEqual({ status: 400, body: { error } });
  });

  it.each([
    ['/api/bot-config', 'Choose one of the available voices.', { voiceId: 'en-x1', prompt: 'Hi' }],
    ['/api/bot-config', 'Choose one of the available voices.', { prompt: 'Hi' }],
    ['/api/bot-config', 'Write the instructions for your assistant.', { voiceId: 'es-f2', prompt: '' }],
    ['/api/bot-config', 'The request body must be a JSON object.', [1, 2]],
    ['/api/profile', 'Enter your name.', { ...PROFILE, name: ' ' }],
    ['/api/profile', 'Enter a valid phone number in international format.', { ...PROFILE, phone: '+34 1' }],
    ['/api/profile', 'Company name is required.', { ...PROFILE, company: { ...PROFILE.company, name: '' } }],
    ['/api/profile', 'Invalid value for company.industry.', { ...PROFILE, company: { ...PROFILE.company, industry: 'mining' } }],
    ['/api/profile', 'Invalid value for company.size.', { ...PROFILE, company: { ...PROFILE.company, size: 'huge' } }],
    [
      '/api/profile',
      'The tax ID may only contain letters, digits and dashes (at most 20).',
      { ...PROFILE, company: { ...PROFILE.company, cifNif: 'B1 2345' } },
    ],
    ['/api/profile', 'Enter a valid website address, such as https://example.com.', { ...PROFILE, website: 'x'.repeat(201) }],
    ['/api/settings', 'Choose one of the offered languages: es, en, fr or de.', { ...SETTINGS, language: 'ar' }],
    ['/api/settings', 'Choose one of the offered time zones.', { ...SETTINGS, timezone: 'Europe/Paris' }],
    [
      '/api/settings',
      'Notification preferences must be true or false.',
      { ...SETTINGS, notifications: { ...SETTINGS.notifications, weeklyReport: 'yes' } },
    ],
    ['/api/settings', 'Notification preferences must be true or false.', { language: 'en', timezone: 'Europe/Madrid' }],
  ] as const)('PUT %s answers "%s" (%#)', async (url, error, json) => {
    expect(await answer('PUT', url, { json, auth: true })).toEqual({ status: 400, body: { error } });
  });

  it.each([
    ['Invalid amount: only 199 or 399 can be charged.', { amount: 200 }],
    ['Invalid amount: only 199 or 399 can be charged.', { amount: '399' }],
    ['Invalid amount: only 199 or 399 can be charged.', { amount: null }],
    ['Invalid amount: only 199 or 399 can be charged.', { amount: 398.99 }],
    ['The request body must be a JSON object.', [399]],
    ['Invalid order.', { amount: 10, order: { item: { kind: 'callPackage', id: 'free' }, flagshipCourse: false } }],
    ['Invalid order.', { amount: 10, order: { item: { kind: 'plan', product: 3 }, flagshipCourse: false } }],
  ])('POST /api/create-payment-intent answers "%s" (%#)', async (error, json) => {
    expect(await answer('POST', '/api/create-payment-intent', { json })).toEqual({ status: 400, body: { error } });
  });

  it('refuses a malformed Idempotency-Key, and answers in Spanish', async () => {
    expect(
      (await send('POST', '/api/create-payment-intent', { json: { amount: 399 }, headers: { 'idempotency-key': 'short' } })).body,
    ).toEqual({ error: 'Invalid value for Idempotency-Key.' });
    expect((await send('POST', '/api/create-payment-intent', { json: { amount: 5 }, headers: { 'accept-language': 'es' } })).body).toEqual({
      error: 'Importe no válido: solo se pueden cobrar 199 o 399.',
    });
  });

  it.each([
    ['Invalid payment outcome.', { clientSecret: 's', outcome: 'stolen', last4: '4242', brand: 'visa' }],
    ['Invalid value for last4.', { clientSecret: 's', outcome: 'succeeded', last4: '4242424242424242', brand: 'visa' }],
    ['Invalid value for brand.', { clientSecret: 's', outcome: 'succeeded', last4: '4242', brand: 'bank' }],
  ])('POST /api/test-payments/{id}/confirm answers "%s"', async (error, json) => {
    expect(await answer('POST', '/api/test-payments/pi_1/confirm', { json })).toEqual({ status: 400, body: { error } });
  });

  it.each([
    ['Missing required fields: paymentIntentId.', { clientSecret: 's', customerData: { name: 'Nora', email: 'nora@example.com' } }],
    ['Missing required fields: clientSecret.', { paymentIntentId: 'pi_1', customerData: { name: 'Nora', email: 'nora@example.com' } }],
    ['Missing required fields: customerData.', { paymentIntentId: 'pi_1', clientSecret: 's' }],
    [
      'Invalid customer data: name, email, phone.',
      { paymentIntentId: 'pi_1', clientSecret: 's', customerData: { name: '', email: 'nope', phone: '123' } },
    ],
    ['Invalid customer data: name.', { paymentIntentId: 'pi_1', clientSecret: 's', customerData: { email: 'nora@example.com' } }],
  ])('POST /api/confirm-payment answers "%s"', async (error, json) => {
    expect(await answer('POST', '/api/confirm-payment', { json })).toEqual({ status: 400, body: { error } });
  });

  it('POST /customers names every bad field', async () => {
    const bad = await send('POST', '/customers', { json: { ...CUSTOMER, email: 'x', companySize: 'huge', country: 'Spain' } });
    expect(bad).toEqual({ status: 400, body: { error: 'Invalid customer data: email, companySize, country.' }, field: 'email' });
    expect((await send('POST', '/customers', { json: { lastName: 'Vidal', email: 'nora@example.com' } })).status).toBe(204);
  });
});

describe('the field at fault', () => {
  it.each([
    // The first field in the schema's order, as a path into the body.
    ['POST', '/api/leads', {}, 'place_id'],
    ['POST', '/api/leads', { ...LEAD, email: 'ana@nowhere' }, 'email'],
    ['POST', '/api/leads', { ...LEAD, admin: true, root: 1 }, 'admin'],
    ['PUT', '/api/profile', { ...PROFILE, company: { ...PROFILE.company, industry: 'mining' } }, 'company.industry'],
    [
      'PUT',
      '/api/settings',
      { ...SETTINGS, notifications: { ...SETTINGS.notifications, weeklyReport: 'yes' } },
      'notifications.weeklyReport',
    ],
    ['POST', '/api/create-payment-intent', { amount: 200 }, 'amount'],
    [
      'POST',
      '/api/confirm-payment',
      { paymentIntentId: 'pi_1', clientSecret: 's', customerData: { email: 'nora@example.com' } },
      'customerData.name',
    ],
  ] as const)('%s %s names %#: %s', async (method, url, json, field) => {
    const auth = url === '/api/profile' || url === '/api/settings';
    expect(await send(method, url, { json, auth })).toMatchObject({ status: 400, field });
  });

  it('names none for a body that is not an object, or a bad parameter', async () => {
    expect((await send('POST', '/api/create-payment-intent', { json: [399] })).field).toBeUndefined();
    expect(
      (await send('POST', '/api/create-payment-intent', { json: { amount: 399 }, headers: { 'idempotency-key': 'short' } })).field,
    ).toBeUndefined();
  });
});

describe('multipart text fields (checked by the route after the upload is parsed)', () => {
  const fields = {
    name: 'Signup',
    phone: '+34622330001',
    email: 'signup@example.com',
    password: 'longenough',
    prompt: 'Answer the calls.',
    company: JSON.stringify({ name: 'Company', cifNif: 'b1234567x', industry: 'tecnologia', size: 'pyme' }),
  };
  const problem = (body: Record<string, unknown>, path = '/auth/signup', lang = 'en') => {
    const req = { method: 'POST', path, body, headers: { 'accept-language': lang } } as unknown as Request;
    const found = formFieldsProblem(req);
    return found && msg(req, found.key, found.vars);
  };

  it('accepts a complete signup, and one whose company has only a name', () => {
    expect(problem(fields)).toBeNull();
    expect(problem({ ...fields, company: JSON.stringify({ name: 'Solo' }) })).toBeNull();
    expect(problem({ ...fields, company: JSON.stringify({ name: 'Solo', cifNif: null, industry: null, size: '' }) })).toBeNull();
  });

  it.each([
    ['Missing required fields: name, phone, password, prompt, company.', { email: 'x@example.com' }],
    ['The password can have at most 256 characters.', { ...fields, password: 'x'.repeat(257) }],
    ['The company details are not valid.', { ...fields, company: '{not json' }],
    ['The company details are not valid.', { ...fields, company: 'null' }],
    ['Company name is required.', { ...fields, company: JSON.stringify({ cifNif: 'B1' }) }],
    ['Company name is required.', { ...fields, company: JSON.stringify({ name: ' ' }) }],
    ['The company details are not valid.', { ...fields, company: JSON.stringify({ name: 'x'.repeat(161) }) }],
    ['The company details are not valid.', { ...fields, company: JSON.stringify({ name: 'Co', industry: 'mining' }) }],
    ['Enter a valid e-mail address.', { ...fields, email: 'nope' }],
    ['Enter a valid phone number in international format.', { ...fields, phone: '+34 12' }],
    ['The password must have at least 8 characters.', { ...fields, password: 'short' }],
  ])('signup answers "%s" (%#)', (error, body) => {
    expect(problem(body)).toBe(error);
  });

  it('answers in the language of the request; KYC resubmission has no text fields to check', () => {
    expect(problem({ ...fields, company: JSON.stringify({}) }, '/auth/signup', 'es')).toBe('El nombre de la empresa es obligatorio.');
    expect(problem({}, '/kyc/resubmit-kyc')).toBeNull();
    expect(problem({}, '/api/leads')).toBeNull();
  });
});

/** Every `x-message` value of the contract: keys, or maps of keyword to key. */
function messageKeys(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) messageKeys(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'x-message') messageKeys(value, into);
      else if (typeof value === 'string') into.push(value);
      else if (value && typeof value === 'object')
        into.push(...Object.values(value).map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))));
      else into.push(JSON.stringify(value));
    }
  }
  return into;
}

describe("the contract's messages and the mock API's own limits", () => {
  const { document } = contract();
  const keys = [...new Set(messageKeys(document))];

  it('every x-message names a message the mock API has, in its three languages', () => {
    expect(keys.length).toBeGreaterThan(20);
    for (const lang of ['en', 'es', 'ar']) {
      const req = { headers: { 'accept-language': lang } };
      expect(
        keys.filter((key) => msg(req, key) === key),
        lang,
      ).toEqual([]);
    }
  });
});
