import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_PREFERENCES, SETTINGS_LANGUAGES, TIMEZONES, VOICE_IDS } from '../../src/lib/dashboard.ts';
import { LEAD_INDUSTRIES, LEAD_SIZE_LABELS } from '../../src/lib/lead.ts';
import { CARD_BRANDS, CHECKOUT_COUNTRIES, TEST_PAYMENT_OUTCOMES } from '../../src/lib/payments.ts';
import { COMPANY_SIZES, INDUSTRIES } from '../../src/lib/types.ts';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';
import type { DbShape } from '../../mock-api/store.ts';
import { bodyOf, plausible, treeOf, type Tree } from './hostileJson.ts';
import { hostileQuery } from './hostileQuery.ts';
import { accountSnapshot, checkAnswer, checkStore } from './propertyChecks.ts';
import { storeProblems } from './storeRules.ts';

/**
 * Property-based tests of every JSON body the mock API accepts: random and hostile JSON (wrong
 * types, huge strings, `__proto__` / `constructor` keys, nested objects, unicode, broken JSON)
 * never gives a 500, never changes another account (its record, what it owns and what it sees
 * of itself, compared before and after), and never leaves an invalid record in the store
 * (every record checked against the rules of its routes, after every request).
 * The attacker is logged in as demo@example.com; the other account is rejected@example.com.
 */

/** Runs per property (PROPERTY_RUNS raises it for a longer hunt). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 80);
let api: TestApi;
let attacker = '';
let victim = '';
/** Placeholders the generated bodies and paths use, filled in for each run. */
let slots: Record<string, string> = {};

/** A paid intent (`$PAID_…`, not confirmed yet) and an unpaid one (`$PENDING_…`). */
async function newIntents(): Promise<void> {
  const intent = async () =>
    (await (await api.request('POST', '/api/create-payment-intent', { json: { amount: 199 } })).json()) as {
      paymentIntentId: string;
      clientSecret: string;
    };
  const paid = await intent();
  const pending = await intent();
  await api.request('POST', `/api/test-payments/${paid.paymentIntentId}/confirm`, {
    json: { clientSecret: paid.clientSecret, outcome: 'succeeded', last4: '4242', brand: 'visa' },
  });
  slots = {
    $PAID_ID: paid.paymentIntentId,
    $PAID_SECRET: paid.clientSecret,
    $PENDING_ID: pending.paymentIntentId,
    $PENDING_SECRET: pending.clientSecret,
  };
}

async function fresh(): Promise<void> {
  api.ctx.reset();
  attacker = await api.login(MockUser.email, DEMO_PASSWORD);
  victim = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
  await newIntents();
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

const fill = (text: string) =>
  text.replace(/\$(PAID|PENDING)_(ID|SECRET)|\$OWN_EMAIL/g, (slot) => (slot === '$OWN_EMAIL' ? ownEmail() : (slots[slot] ?? slot)));
const ownEmail = () => String(api.ctx.db.data.users.find((user) => user.id === MockUser.id)?.email ?? MockUser.email);

interface Call {
  method: string;
  path: string;
  body: string;
  headers?: Record<string, string>;
}

/**
 * Sends generated calls, checking after each one: the answer (no 500, JSON errors, no secret,
 * Object.prototype untouched), the other account (unchanged) and the store (every rule kept).
 */
async function holds(
  calls: fc.Arbitrary<Call>,
  { auth = true, numRuns = RUNS, eachRun }: { auth?: boolean; numRuns?: number; eachRun?: () => Promise<void> } = {},
): Promise<void> {
  await fresh();
  await fc.assert(
    fc.asyncProperty(calls, async (call) => {
      if (auth && (await api.request('GET', '/auth/me', { token: attacker })).status === 401) await fresh();
      await eachRun?.();
      const before = await accountSnapshot(api, MockRejectedUser.id, victim);
      const path = fill(call.path);
      const body = fill(call.body);
      const response = await api.request(call.method, path, {
        body,
        token: auth ? attacker : undefined,
        headers: { 'content-type': 'application/json', ...call.headers },
      });
      const what = `${call.method} ${path} ${body.slice(0, 200)}`;
      await checkAnswer(response, what);
      checkStore(api, what);
      expect(await accountSnapshot(api, MockRejectedUser.id, victim), `${what}: the other account changed`).toBe(before);
    }),
    { numRuns },
  );
}

const call = (
  method: string,
  path: fc.Arbitrary<string> | string,
  fields: Record<string, fc.Arbitrary<Tree>>,
  headers?: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<Call> =>
  fc.record({
    method: fc.constant(method),
    path: typeof path === 'string' ? fc.constant(path) : path,
    body: bodyOf(fields),
    headers: headers ?? fc.constant({}),
  });

/** The attacker's own e-mail in the path (the owner check passes), the other account's, or junk. */
const accountPath = (action: string) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.constant('$OWN_EMAIL') },
      fc.constant(MockRejectedUser.email),
      fc.constantFrom('%00', '..%2Fusers', 'x'.repeat(300)),
    )
    .map((email) => `/api/users/${action}/${email === '$OWN_EMAIL' ? email : encodeURIComponent(email)}`);
const plainEmails = plausible.email.filter((email) => email !== MockRejectedUser.email);
const bools = fc.boolean() as fc.Arbitrary<Tree>;
const pick = <T extends Tree>(...values: T[]) => fc.constantFrom(...values) as fc.Arbitrary<Tree>;
/** The first value most of the time, the others now and then. */
const mostly = <T extends Tree>(first: T, ...others: T[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(first) as fc.Arbitrary<Tree> }, pick(...others));

describe('random and hostile JSON bodies', () => {
  it('POST /api/users (registration)', async () => {
    await holds(
      call('POST', '/api/users', {
        name: plausible.name,
        email: plausible.email,
        password: plausible.password,
        phone: plausible.phone,
        iaprompt: plausible.text,
        role_id: pick<Tree>(4, '4', 1, 0),
      }),
      { auth: false },
    );
  });

  it('POST /api/login', async () => {
    const login = call('POST', '/api/login', { email: plainEmails, password: plausible.password, remember: bools });
    // Logging in as the other account with its own password is that account, not an attack.
    await holds(
      login.filter((generated) => !/rejected@example\.com/i.test(generated.body)),
      { auth: false },
    );
  });

  it('POST /auth/signup/check, /api/verification/resend, /api/password/forgot', async () => {
    const routes = fc.oneof(
      call('POST', '/auth/signup/check', { email: plausible.email, phone: plausible.phone }),
      call('POST', '/api/verification/resend', { email: plausible.email }),
      call('POST', '/api/password/forgot', { email: plausible.email }),
    );
    await holds(routes, { auth: false });
  });

  it('POST /api/password/reset', async () => {
    await holds(
      call('POST', '/api/password/reset', {
        token: pick('', 'x'.repeat(43), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
        password: plausible.password,
      }),
      { auth: false },
    );
  });

  it('PUT /api/users/newEmail|newPhone|newPassword|newIaprompt/{email} (account updates)', async () => {
    const routes = fc.oneof(
      call('PUT', accountPath('newEmail'), { newEmail: plainEmails }),
      call('PUT', accountPath('newPhone'), { newPhone: plausible.phone }),
      call('PUT', accountPath('newPassword'), { currentPassword: plausible.password, newPassword: plausible.password }),
      call('PUT', accountPath('newIaprompt'), { newIaprompt: plausible.text, locale: plausible.locale }),
    );
    await holds(routes, { numRuns: RUNS * 2 });
  });

  it('PUT /api/bot-config, /api/profile, /api/settings', async () => {
    const company = treeOf({
      name: plausible.name,
      cifNif: pick('B12345678', 'b-1234', ''),
      industry: pick(...INDUSTRIES, ''),
      size: pick(...COMPANY_SIZES, ''),
    });
    const notifications = treeOf(Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, bools])));
    const routes = fc.oneof(
      call('PUT', '/api/bot-config', { voiceId: pick(...VOICE_IDS, 'nope'), prompt: plausible.text, locale: plausible.locale }),
      call('PUT', '/api/profile', {
        name: plausible.name,
        phone: plausible.phone,
        company,
        website: pick('example.com', 'https://a.example/x', '', 'ftp://x.example'),
        address: plausible.text,
      }),
      call('PUT', '/api/settings', { language: pick(...SETTINGS_LANGUAGES), timezone: pick(...TIMEZONES), notifications }),
    );
    await holds(routes, { numRuns: RUNS * 2 });
  });

  it('POST /api/leads', async () => {
    const lead = call('POST', '/api/leads', {
      place_id: fc.integer({ min: 1_000_000_000, max: 2_000_000_000 }).map((n) => `CUST-${n}`),
      company_name: plausible.name,
      url: pick('example.com', null, '', 'https://a.example'),
      contact_name: plausible.name,
      phone: plausible.phone,
      email: plausible.email,
      extra_info: pick(null),
      is_contacted: pick(false),
      is_active: pick(true),
      CEO: pick(null),
      company_size: pick(...LEAD_SIZE_LABELS),
      industry: pick(...LEAD_INDUSTRIES),
      locale: plausible.locale,
    });
    await holds(lead, { auth: false });
  });

  it('POST /api/create-payment-intent, /api/test-payments/{id}/confirm', async () => {
    const order = treeOf({
      item: fc.oneof(
        treeOf({ kind: pick('plan'), product: pick(1, 2, 3) }),
        treeOf({ kind: pick('callPackage'), id: pick('basic', 'pro', 'free') }),
      ),
      flagshipCourse: bools,
    });
    const key = fc.oneof(
      fc.constant({}),
      fc.constantFrom('buyer-key-0001', 'short', 'with space', 'x'.repeat(300)).map((value) => ({ 'idempotency-key': value })),
    );
    const routes = fc.oneof(
      call('POST', '/api/create-payment-intent', { amount: pick(199, 399, 296, 496, 49, 146, 99, 196, 1, -399, 1e308), order }, key),
      call(
        'POST',
        fc.constantFrom(
          '/api/test-payments/$PENDING_ID/confirm',
          '/api/test-payments/$PAID_ID/confirm',
          '/api/test-payments/pi_nope/confirm',
        ),
        {
          clientSecret: pick('$PENDING_SECRET', '$PAID_SECRET', 'pi_x_secret_y'),
          outcome: pick(...TEST_PAYMENT_OUTCOMES),
          last4: pick('4242', '0002', '4242424242424242'),
          brand: pick(...CARD_BRANDS),
        },
      ),
    );
    await holds(routes, { auth: false, numRuns: RUNS * 2 });
  });

  it('POST /api/confirm-payment, /customers (with and without a session)', async () => {
    // The other account's e-mail is typed now and then: it must never get the subscription.
    const customer = {
      name: plausible.name,
      email: fc.oneof(plausible.email, fc.constant(MockRejectedUser.email)),
      phone: plausible.phone,
    };
    const contact = {
      ...customer,
      firstName: plausible.name,
      lastName: plausible.name,
      companyName: plausible.name,
      companySize: pick(...COMPANY_SIZES, ''),
      country: pick(...CHECKOUT_COUNTRIES, 'Spain'),
    };
    const routes = fc.oneof(
      call('POST', '/api/confirm-payment', {
        paymentIntentId: mostly('$PAID_ID', '$PENDING_ID', 'pi_nope'),
        clientSecret: mostly('$PAID_SECRET', '$PENDING_SECRET', 'wrong'),
        customerData: treeOf(customer),
      }),
      call('POST', '/customers', contact),
    );
    // A new paid intent for every run, so the first confirmation (not only repeats) is tried each time.
    await holds(routes, { auth: false, eachRun: newIntents });
    await holds(routes, { auth: true, eachRun: newIntents });
  });

  it('the store rules catch a bad record (they are live, not vacuous)', () => {
    const data = structuredClone(api.ctx.db.data);
    expect(storeProblems(data, api.ctx.uploadsDir)).toEqual([]);
    const [user] = data.users;
    if (user) user.email = 'Not An E-mail';
    (data.leads as Record<string, unknown>[]).push({ id: 99, place_id: 'x' });
    expect(storeProblems(data, api.ctx.uploadsDir)).toEqual([expect.stringMatching(/^users: email/), expect.stringMatching(/^leads: /)]);
    expect(storeProblems(JSON.parse('{"users": [], "x": [{"__proto__": {"a": 1}}]}') as DbShape, api.ctx.uploadsDir)).toEqual([
      'forbidden key __proto__ in the store',
    ]);
  });
});

/**
 * The public catalogue routes (no login) take only the parameters they document. Any query string
 * is answered with a 2xx, or a 4xx with a message, never a 500, and fast: at most 100 ms of this
 * process's CPU time per request (CPU time, not wall time, so a busy machine does not fail it; an
 * engine backtracking on a client pattern takes seconds).
 */
describe('random and hostile query strings on the public routes', () => {
  it('GET /api/voices, /api/callPackages (and their undocumented item paths): 2xx or 4xx with a message, never a 500, never slow', async () => {
    const routes = fc.constantFrom('/api/voices', '/api/callPackages', '/api/callPackages/pro', '/api/voices/es-f1');
    // Warm up (first-use compilation is not the point).
    for (const route of ['/api/voices?x=1', '/api/callPackages', '/api/callPackages/pro?q=1', '/api/voices/es-f1'])
      await (await fetch(`${api.url}${route}`)).text();
    await fc.assert(
      fc.asyncProperty(routes, hostileQuery, async (route, query) => {
        const url = `${route}?${query}`;
        const before = process.cpuUsage();
        const response = await fetch(`${api.url}${url}`);
        const text = await response.text();
        const used = process.cpuUsage(before);
        const what = `GET ${url.slice(0, 200)}`;
        expect(response.status, `${what} → ${text.slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) expect(typeof (JSON.parse(text) as { error?: unknown }).error, what).toBe('string');
        expect((used.user + used.system) / 1000, `${what}: CPU ms`).toBeLessThan(100);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
