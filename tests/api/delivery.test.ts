/**
 * Results delivered, the settings and the e-mails: what each plan may change, post-call
 * e-mail rules with the confirmation of a new address and the unsubscribe link (no login), the
 * messaging app on Custom, the daily digest, the endpoint address checks, and another account's
 * rules, endpoints, secrets and logs answering 404 on every route.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, useTestApi, type Mail } from './helpers.ts';
import { until } from './deliveryReceiver.ts';

const api = useTestApi({ reset: true, allowLocalWebhooks: true });

const login = (email: string) => api.login(email, DEMO_PASSWORD);
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const outbox = async (to: string) => json<Mail[]>(await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`));
/** An e-mailed link (on PORTAL_URL) opened on the test API. */
const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
const simulate = async (token: string, outcome: string) =>
  json<{ callId: string }>(await api.request('POST', '/api/dev/simulate-call', { token, json: { outcome } }));
const rule = (token: string, body: Record<string, unknown>) =>
  api.request('POST', '/api/delivery/rules', { token, json: { outcomes: ['appointment_booked'], language: 'en', ...body } });

describe('what each plan may set up', () => {
  it('Essential sees what it would get, and every change is refused with a clear message', async () => {
    const token = await login(MockQuietUser.email);
    const overview = await json<{ plan: string; features: Record<string, unknown> }>(await api.request('GET', '/api/delivery', { token }));
    expect(overview.plan).toBe('essential');
    expect(overview.features).toMatchObject({ postCallEmail: false, digest: false, webhooks: false, maxEndpoints: 0, messagingApp: false });
    for (const response of [
      await rule(token, { emails: ['ana@example.com'] }),
      await api.request('PUT', '/api/delivery/digest', { token, json: { enabled: true, hour: 8 } }),
      await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://example.com/hooks' } }),
    ]) {
      expect(response.status).toBe(403);
      expect((await json<{ error: string }>(response)).error).toMatch(/Upgrade to Advanced/);
    }
  });

  it('Advanced: e-mail rules and one endpoint for every event; conditions, filters and messages are Custom', async () => {
    const token = await login(MockUser.email);
    const overview = await json<{ features: Record<string, unknown> }>(await api.request('GET', '/api/delivery', { token }));
    expect(overview.features).toMatchObject({
      postCallEmail: true,
      digest: true,
      webhooks: true,
      maxEndpoints: 1,
      conditions: false,
      eventFilters: false,
      messagingApp: false,
    });
    const custom = [
      await rule(token, { emails: ['ana@example.com'], condition: { field: 'reason', contains: 'implant' } }),
      await rule(token, { phones: ['+34600111222'] }),
      await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://example.com/a', events: ['call.ended'] } }),
    ];
    for (const response of custom) {
      expect(response.status).toBe(403);
      expect((await json<{ error: string }>(response)).error).toBe(
        'Conditions, event filters and the messaging app are part of the Custom plan.',
      );
    }
    expect((await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://example.com/a' } })).status).toBe(201);
    const second = await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://example.com/b' } });
    expect(second.status).toBe(403);
    expect((await json<{ error: string }>(second)).error).toMatch(/includes 1 webhook endpoint/);
  });

  it('Custom: up to 10 endpoints', async () => {
    const token = await login(MockBusyUser.email);
    for (let i = 0; i < 10; i++)
      expect(
        (await api.request('POST', '/api/delivery/webhooks', { token, json: { url: `https://crm${i}.example.com/hooks` } })).status,
      ).toBe(201);
    const eleventh = await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://crm10.example.com/hooks' } });
    expect(eleventh.status).toBe(403);
    expect((await json<{ error: string }>(eleventh)).error).toMatch(/includes 10 webhook endpoint/);
  });

  it('refuses more than 5 recipients, an address that is not an e-mail, and a rule without anyone', async () => {
    const token = await login(MockUser.email);
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@example.com`);
    const tooMany = await rule(token, { emails: six });
    expect(tooMany.status).toBe(400);
    expect((await json<{ error: string }>(tooMany)).error).toBe('A rule sends to at most 5 addresses.');
    const invalid = await rule(token, { emails: ['not-an-email'] });
    expect(invalid.status).toBe(400);
    expect((await json<{ error: string }>(invalid)).error).toBe('Enter a valid e-mail address.');
    const nobody = await rule(token, { emails: [] });
    expect(nobody.status).toBe(400);
    expect((await json<{ error: string }>(nobody)).error).toBe('Add at least one e-mail address or phone number.');
  });
});

describe('post-call e-mails', () => {
  it('a new address gets a confirmation link first and nothing until it is confirmed; then the call, in the rule language; unsubscribe works without login', async () => {
    const token = await login(MockUser.email);
    const created = await rule(token, { emails: ['Recepcion@Example.com'], language: 'es' });
    expect(created.status).toBe(201);
    const saved = await json<{ id: string; recipients: { email: string; status: string }[] }>(created);
    expect(saved.recipients).toEqual([{ email: 'recepcion@example.com', status: 'pending' }]);
    const [confirmation] = await outbox('recepcion@example.com');
    expect(confirmation).toMatchObject({
      kind: 'delivery-confirm',
      subject: 'Confirma que quieres recibir resultados de llamadas de Vozly',
    });

    // Not confirmed yet: a booked call sends nothing.
    await simulate(token, 'appointment_booked');
    expect((await outbox('recepcion@example.com')).map((m) => m.kind)).toEqual(['delivery-confirm']);

    const confirm = await api.request('GET', local(confirmation!.link!));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Address confirmed');
    const overview = await json<{ rules: { recipients: { status: string }[] }[] }>(await api.request('GET', '/api/delivery', { token }));
    expect(overview.rules[0]?.recipients[0]?.status).toBe('confirmed');

    // Another outcome: nothing. A booked call: the e-mail, in Spanish, with the call's link.
    await simulate(token, 'information');
    const { callId } = await simulate(token, 'appointment_booked');
    const mails = await outbox('recepcion@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['delivery-call', 'delivery-confirm']);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Cita reservada: llamada de /);
    expect(mail.link).toBe(`http://localhost:5173/es/dashboard/calls/${callId}`);
    expect(mail.text).toContain('Resultado: Cita reservada');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    expect(mail.html).toContain(`/es/dashboard/calls/${callId}`);
    const unsubscribe = /Dejar de recibir estos correos: (\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toBeDefined();

    // The call detail lists it.
    const delivered = await json<{ sent: { kind: string; to: string }[] }>(
      await api.request('GET', `/api/delivery/calls/${callId}`, { token }),
    );
    expect(delivered.sent).toEqual([expect.objectContaining({ kind: 'email', to: 'recepcion@example.com' })]);

    // Opening the link asks (a link scanner changes nothing); the button (POST, no login) unsubscribes.
    const ask = await api.request('GET', local(unsubscribe!));
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('<form method="post"');
    await simulate(token, 'appointment_booked');
    expect((await outbox('recepcion@example.com')).filter((m) => m.kind === 'delivery-call')).toHaveLength(2);
    const done = await api.request('POST', local(unsubscribe!), { headers: { 'accept-language': 'es' } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Ya no recibirás estos correos.');
    await simulate(token, 'appointment_booked');
    expect((await outbox('recepcion@example.com')).filter((m) => m.kind === 'delivery-call')).toHaveLength(2);
    const after = await json<{ rules: { recipients: { status: string }[] }[] }>(await api.request('GET', '/api/delivery', { token }));
    expect(after.rules[0]?.recipients[0]?.status).toBe('unsubscribed');
  });

  it('a forged or unknown link changes nothing', async () => {
    for (const token of ['confirm.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense']) {
      const response = await api.request('GET', `/api/delivery/confirm?token=${token}`);
      expect(response.status).toBe(404);
      expect((await json<{ error: string }>(response)).error).toBe('This link is not valid.');
    }
  });

  it('Custom: a condition on an extracted field, and a short message to a phone kept beside the e-mails', async () => {
    const token = await login(MockBusyUser.email);
    const matching = await rule(token, {
      outcomes: ['lead_qualified'],
      phones: ['+34 600 999 888'],
      condition: { field: 'phone', contains: '+346' },
    });
    expect(matching.status).toBe(201);
    const other = await rule(token, {
      outcomes: ['lead_qualified'],
      phones: ['+34600777666'],
      condition: { field: 'phone', contains: '+999' },
    });
    expect(other.status).toBe(201);
    const { callId } = await simulate(token, 'lead_qualified');
    const messages = await outbox('+34600999888');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'delivery-message', channel: 'messaging', to: '+34600999888' });
    expect(messages[0]!.text).toContain('Vozly · Lead qualified');
    expect(messages[0]!.text).toContain(`/dashboard/calls/${callId}`);
    expect(await outbox('+34600777666')).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('goes to the owner at the chosen hour of the account time zone, once a day, with an unsubscribe link', async () => {
    const token = await login(MockUser.email);
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    const other = (hour + 12) % 24;
    const saved = await api.request('PUT', '/api/delivery/digest', { token, json: { enabled: true, hour: other } });
    expect(await json(saved)).toEqual({ enabled: true, hour: other, timezone: 'Europe/Madrid' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await outbox(MockUser.email)).filter((m) => m.kind === 'delivery-digest')).toEqual([]);
    await api.request('PUT', '/api/delivery/digest', { token, json: { enabled: true, hour } });
    const digest = await until(async () => (await outbox(MockUser.email)).find((m) => m.kind === 'delivery-digest'), 5000, 'the digest');
    expect(digest.subject).toMatch(/^Tus llamadas del \d{4}-\d{2}-\d{2}$/);
    expect(digest.text).toContain('Llamadas por resultado');
    expect(digest.text).toContain('Citas reservadas');
    // The questions the agent could not answer (the studio's open groups), with how often.
    const questions = await json<{ groups: { question: string; count: number }[] }>(
      await api.request('GET', '/api/studio/questions?status=open', { token }),
    );
    expect(questions.groups.length).toBeGreaterThan(0);
    expect(digest.text).toContain('Preguntas que tu agente no supo responder');
    for (const group of questions.groups)
      expect(digest.text).toContain(
        `- ${group.question} (${group.count === 1 ? 'preguntada una vez' : `preguntada ${group.count} veces`})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await outbox(MockUser.email)).filter((m) => m.kind === 'delivery-digest')).toHaveLength(1);
    // Its unsubscribe link turns the digest off, without a login.
    const link = /Dejar de recibir estos correos: (\S+)/.exec(digest.text)?.[1] as string;
    // As a mail client's one-click unsubscribe sends it (RFC 8058).
    const oneClick = await api.request('POST', local(link), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect((await json<{ digest: { enabled: boolean } }>(await api.request('GET', '/api/delivery', { token }))).digest.enabled).toBe(false);
  });
});

describe('endpoint addresses', () => {
  const refused: [string, string][] = [
    ['http://example.com/hooks', 'The endpoint address must start with https://.'],
    ['http://localhost:3000/hooks', 'The endpoint address must start with https://.'],
    ['ftp://example.com/x', 'The endpoint address must start with https://.'],
    ['https://127.0.0.1/hooks', 'private'],
    ['https://10.1.2.3/hooks', 'private'],
    ['https://192.168.1.10/hooks', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://[::1]/hooks', 'private'],
    ['https://[::ffff:127.0.0.1]/hooks', 'private'],
    ['https://[fe80::1]/hooks', 'private'],
    ['https://0.0.0.0/hooks', 'private'],
    ['https://localhost/hooks', 'private'],
    ['https://printer.local/hooks', 'private'],
    ['https://user:pass@example.com/hooks', 'Enter a valid endpoint address'],
    ['not a url', 'Enter a valid endpoint address'],
    [`https://example.com/${'a'.repeat(1990)}`, 'The endpoint address is too long (at most 2,000 characters).'],
  ];
  it.each(refused.map(([url, message]) => [url.length > 80 ? `${url.slice(0, 30)}... (${url.length} characters)` : url, url, message]))(
    'refuses %s with a clear message',
    async (_label, url, message) => {
      const token = await login(MockBusyUser.email);
      const response = await api.request('POST', '/api/delivery/webhooks', { token, json: { url } });
      expect(response.status).toBe(400);
      const { error } = await json<{ error: string }>(response);
      expect(error).toContain(message === 'private' ? 'private, loopback and link-local addresses are refused' : message);
    },
  );

  it('takes https on a public name, and http://127.0.0.1 only with the development switch', async () => {
    const token = await login(MockBusyUser.email);
    expect((await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'https://crm.example.com/hooks' } })).status).toBe(
      201,
    );
    expect((await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'http://127.0.0.1:9/hooks' } })).status).toBe(201);
    api.ctx.config.allowLocalWebhooks = false;
    try {
      const response = await api.request('POST', '/api/delivery/webhooks', { token, json: { url: 'http://127.0.0.1:9/hooks' } });
      expect(response.status).toBe(400);
    } finally {
      api.ctx.config.allowLocalWebhooks = true;
    }
  });
});

describe("another account's settings", () => {
  it('are never reachable: 404 on every route, nothing changes, no secret leaks', async () => {
    const owner = await login(MockUser.email);
    const intruder = await login(MockBusyUser.email);
    const saved = await json<{ id: string }>(await rule(owner, { emails: ['ana@example.com'] }));
    const endpoint = await json<{ id: string }>(
      await api.request('POST', '/api/delivery/webhooks', { token: owner, json: { url: 'http://127.0.0.1:9/hooks' } }),
    );
    const test = await json<{ id: string }>(await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token: owner }));
    const { callId } = await simulate(owner, 'appointment_booked');
    const e = `/api/delivery/webhooks/${endpoint.id}`;
    const attempts: [string, string, unknown?][] = [
      ['PUT', `/api/delivery/rules/${saved.id}`, { outcomes: ['missed'], emails: ['evil@example.com'], language: 'en' }],
      ['DELETE', `/api/delivery/rules/${saved.id}`],
      ['GET', e],
      ['PUT', e, { url: 'https://evil.example.com/x' }],
      ['DELETE', e],
      ['GET', `${e}/secret`],
      ['POST', `${e}/secret`],
      ['GET', `${e}/messages`],
      ['POST', `${e}/messages/${test.id}/resend`],
      ['POST', `${e}/recover`, { since: '2026-01-01T00:00:00Z' }],
      ['POST', `${e}/test`, {}],
      ['GET', `/api/delivery/calls/${callId}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await api.request(method, url, { token: intruder, ...(body ? { json: body } : {}) });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.text()).not.toContain('whsec_');
    }
    // The owner's things are as they were.
    const overview = await json<{ rules: { id: string; outcomes: string[] }[]; endpoints: { id: string; url: string }[] }>(
      await api.request('GET', '/api/delivery', { token: owner }),
    );
    expect(overview.rules).toEqual([expect.objectContaining({ id: saved.id, outcomes: ['appointment_booked'] })]);
    expect(overview.endpoints).toEqual([expect.objectContaining({ id: endpoint.id, url: 'http://127.0.0.1:9/hooks' })]);
    expect(JSON.stringify(overview)).not.toContain('whsec_');
    const intruderView = await json<{ rules: unknown[]; endpoints: unknown[] }>(
      await api.request('GET', '/api/delivery', { token: intruder }),
    );
    expect(intruderView).toMatchObject({ rules: [], endpoints: [] });
    // No e-mail of the outbox carries a secret.
    const all = await json<Mail[]>(await api.request('GET', '/api/dev/outbox'));
    expect(JSON.stringify(all)).not.toContain('whsec_');
  });
});

describe('the development routes of delivery', () => {
  it('(clock, simulated call, digest now) exist only when the development routes are on', async () => {
    const off = await startTestApi({ devRoutes: false });
    try {
      const token = await off.login(MockUser.email, DEMO_PASSWORD);
      for (const url of ['/api/dev/clock', '/api/dev/simulate-call', '/api/dev/delivery/digest']) {
        const response = await off.request('POST', url, { token, json: { speed: 1000 } });
        expect(response.status, url).toBe(404);
        expect(await response.json()).toEqual({ error: 'Not found.' });
      }
    } finally {
      await off.stop();
    }
    expect((await api.request('POST', '/api/dev/clock', { json: { speed: 0 } })).status).toBe(400);
    expect(await json(await api.request('POST', '/api/dev/clock', { json: { speed: 3600 } }))).toEqual({
      speed: 3600,
      webhookTimeoutMs: 10_000,
    });
  });
});
