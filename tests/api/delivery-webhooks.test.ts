/**
 * Results delivered, the webhooks: a local receiver on 127.0.0.1 checks each delivery's
 * Standard Webhooks signature with the `standardwebhooks` package and the secret the API shows
 * its owner; the retry ladder runs on the sped-up clock (same webhook-id on every attempt), a 410
 * disables the endpoint at once, a timeout and a redirect are failures, the address is checked
 * again at delivery time, the log shows every attempt, resend and recover work, rotation signs
 * with both secrets, and a mock API stopped mid-delivery delivers the message after its restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, dereference, type Schema } from '../../mock-api/contract.ts';
import { WEBHOOK_EVENTS } from '../../mock-api/delivery/records.ts';
import { resolveWebhookUrl } from '../../mock-api/delivery/urls.ts';
import { exampleData } from '../../mock-api/routes/delivery/index.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { components } from '../../src/lib/contract.gen.ts';
import { freePort, startScript, stopScript, useTestApi, type TestApi } from './helpers.ts';
import { startReceiver, until, type Received } from './deliveryReceiver.ts';

const api = useTestApi({ reset: true, allowLocalWebhooks: true });

type Attempt = components['schemas']['WebhookAttempt'];
interface Message {
  id: string;
  event: string;
  status: string;
  body: string;
  attempts: Attempt[];
}
interface Endpoint {
  id: string;
  status: string;
  enabled: boolean;
  disabledReason: string | null;
  rotationEndsAt: string | null;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const headersOf = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

async function setUp(t: TestApi, email: string, url: string, extra: Record<string, unknown> = {}) {
  const token = await t.login(email, DEMO_PASSWORD);
  const created = await t.request('POST', '/api/delivery/webhooks', { token, json: { url, ...extra } });
  expect(created.status, await created.clone().text()).toBe(201);
  const endpoint = await json<Endpoint>(created);
  const { secret } = await json<{ secret: string }>(await t.request('GET', `/api/delivery/webhooks/${endpoint.id}/secret`, { token }));
  return { token, endpoint, secret };
}
const log = async (t: TestApi, token: string, id: string, query = '') =>
  (await json<{ items: Message[] }>(await t.request('GET', `/api/delivery/webhooks/${id}/messages${query}`, { token }))).items;
const speedUp = (t: TestApi, body: Record<string, number>) => t.request('POST', '/api/dev/clock', { json: body });

/** The contract's `webhooks` section: each event's payload schema, compiled. */
const spec = contract();
const webhooks = dereference(
  spec.document,
  spec.document.webhooks as Record<string, { post: { requestBody: { content: { 'application/json': { schema: Schema } } } } }>,
);
const conformsToContract = (body: string) => {
  const payload = JSON.parse(body) as { type: string };
  const schema = webhooks[payload.type]?.post.requestBody.content['application/json'].schema;
  expect(schema, payload.type).toBeDefined();
  const validate = spec.ajv.compile(schema as Schema);
  expect(validate(payload), `${payload.type}: ${spec.ajv.errorsText(validate.errors)}`).toBe(true);
};

describe('the events in the contract', () => {
  it('describes every event, and each example payload the test event sends conforms', () => {
    expect(Object.keys(webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const event of WEBHOOK_EVENTS)
      conformsToContract(
        JSON.stringify({ type: event, timestamp: new Date().toISOString(), test: true, data: exampleData(event, 'http://localhost:5173') }),
      );
  });
});

describe('signed deliveries', () => {
  it('a test event arrives signed per Standard Webhooks with the secret shown to the owner; the log keeps the attempt', async () => {
    const receiver = await startReceiver();
    receiver.answer({ status: 200, body: 'x'.repeat(5000) });
    const { token, endpoint, secret } = await setUp(api, MockUser.email, receiver.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const sent = await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token, json: { event: 'appointment.booked' } });
    expect(sent.status).toBe(202);
    const message = await json<Message>(sent);
    const request = await until(() => receiver.received[0], 5000, 'the delivery');
    expect(request.headers['webhook-id']).toBe(message.id);
    const payload = new Webhook(secret).verify(request.body, headersOf(request)) as {
      type: string;
      test: boolean;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'appointment.booked',
      test: true,
      data: { callId: 'c_example', requestedDate: 'Tuesday 10:00' },
    });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request.body, headersOf(request))).toThrow();
    const [logged] = await until(async () => {
      const items = await log(api, token, endpoint.id);
      return items[0]?.status === 'delivered' ? items : undefined;
    });
    expect(logged?.attempts).toHaveLength(1);
    expect(logged?.attempts[0]).toMatchObject({ httpStatus: 200, error: null, requestBody: request.body });
    expect(logged?.attempts[0]?.response).toHaveLength(2048);
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('a simulated call sends each event the endpoint takes; the payloads carry no secret, password or token', async () => {
    const receiver = await startReceiver();
    const { token, endpoint } = await setUp(api, MockBusyUser.email, receiver.url, { events: ['appointment.booked', 'call.analyzed'] });
    // A second endpoint whose condition the call does not meet gets nothing.
    const elsewhere = await startReceiver();
    await setUp(api, MockBusyUser.email, elsewhere.url, { condition: { field: 'company', contains: 'Nobody SL' } });
    const simulated = await json<{ callId: string; webhooks: string[] }>(
      await api.request('POST', '/api/dev/simulate-call', { token, json: { outcome: 'appointment_booked' } }),
    );
    expect(simulated.webhooks).toHaveLength(2);
    await until(() => receiver.received.length === 2, 5000, 'two deliveries');
    const events = receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
    expect(events).toEqual(['appointment.booked', 'call.analyzed']);
    for (const request of receiver.received) {
      conformsToContract(request.body);
      expect(request.body).not.toMatch(/whsec_|password|token/i);
      expect(request.body).not.toContain(MockUser.email);
      expect(JSON.parse(request.body).data.callId).toBe(simulated.callId);
    }
    expect(elsewhere.received).toEqual([]);
    const deliveries = await json<{ webhooks: { endpointId: string; status: string }[] }>(
      await api.request('GET', `/api/delivery/calls/${simulated.callId}`, { token }),
    );
    expect(deliveries.webhooks.map((w) => w.endpointId)).toEqual([endpoint.id, endpoint.id]);
    // Filters of the log.
    expect((await log(api, token, endpoint.id, '?event=call.analyzed')).map((m) => m.event)).toEqual(['call.analyzed']);
    expect(await log(api, token, endpoint.id, '?status=failed')).toEqual([]);
  });

  it('the low-balance notice becomes a balance.low event, and the owner still gets its e-mail', async () => {
    const receiver = await startReceiver();
    await setUp(api, MockBusyUser.email, receiver.url, { events: ['balance.low'] });
    api.ctx.services.calls.ledger.hooks?.notify(MockBusyUser.id, 'low', 42);
    const request = await until(() => receiver.received[0], 5000, 'the balance.low delivery');
    expect(JSON.parse(request.body)).toMatchObject({ type: 'balance.low', data: { level: 'low', balanceMinutes: 42 } });
    const mails = (await json<{ kind: string }[]>(await api.request('GET', `/api/dev/outbox?to=${MockBusyUser.email}`))).map((m) => m.kind);
    expect(mails).toContain('balance-low');
  });

  it('after a rotation each delivery is signed with both secrets for 24 hours', async () => {
    const receiver = await startReceiver();
    const { token, endpoint, secret: old } = await setUp(api, MockUser.email, receiver.url);
    const rotated = await json<{ secret: string; previousSecret: string }>(
      await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/secret`, { token }),
    );
    expect(rotated.previousSecret).toBe(old);
    expect(rotated.secret).not.toBe(old);
    expect(
      (await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${endpoint.id}`, { token }))).rotationEndsAt,
    ).not.toBeNull();
    await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    const request = await until(() => receiver.received[0], 5000, 'the delivery');
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(old).verify(request.body, headersOf(request))).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(request.body, headersOf(request))).not.toThrow();
  });
});

describe('failures and retries', () => {
  it('retries on the ladder with the same webhook-id, tells the owner after 24 h of failure, then resend delivers it', async () => {
    const receiver = await startReceiver();
    receiver.answer({ status: 500, body: 'down' });
    const { token, endpoint, secret } = await setUp(api, MockUser.email, receiver.url);
    // 36,000 times faster: the 27 h ladder in under 3 s, 24 h of failure in 2.4 s.
    expect((await speedUp(api, { speed: 36_000 })).status).toBe(200);
    const message = await json<Message>(await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token }));
    const failed = await until(
      async () => (await log(api, token, endpoint.id)).find((m) => m.status === 'failed'),
      15_000,
      'the ladder to end',
    );
    expect(failed.attempts).toHaveLength(8);
    expect(failed.attempts.every((a) => a.httpStatus === 500 && a.response === 'down')).toBe(true);
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([message.id]));
    // The waits grow: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (scaled): the last gaps are the longest.
    const times = failed.attempts.map((a) => Date.parse(a.at));
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps[6]).toBeGreaterThan(gaps[2] as number);
    expect(gaps[5]).toBeGreaterThanOrEqual(900);
    const notice = await until(
      async () =>
        (await json<{ kind: string; text: string }[]>(await api.request('GET', `/api/dev/outbox?to=${MockUser.email}`))).find(
          (m) => m.kind === 'webhook-failing',
        ),
      5000,
      'the failure notice',
    );
    expect(notice.text).toContain(receiver.url);
    expect(notice.text).toContain(`/dashboard/delivery/webhooks/${endpoint.id}`);
    expect(notice.text).not.toContain(secret);
    expect((await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${endpoint.id}`, { token }))).status).toBe('failing');

    receiver.answer({ status: 204 });
    const resent = await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/messages/${message.id}/resend`, { token });
    expect(resent.status).toBe(202);
    const delivered = await until(
      async () => (await log(api, token, endpoint.id)).find((m) => m.id === message.id && m.status === 'delivered'),
      5000,
      'the resend',
    );
    expect(delivered.attempts).toHaveLength(9);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(message.id);
    expect((await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${endpoint.id}`, { token }))).status).toBe('healthy');
  }, 30_000);

  it('recover sends again everything that failed since a time', async () => {
    const receiver = await startReceiver();
    receiver.answer({ status: 503 });
    const { token, endpoint } = await setUp(api, MockBusyUser.email, receiver.url);
    await speedUp(api, { speed: 36_000 });
    const since = new Date(Date.now() - 1000).toISOString();
    for (const event of ['call.ended', 'lead.qualified'])
      await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token, json: { event } });
    await until(async () => (await log(api, token, endpoint.id, '?status=failed')).length === 2, 15_000, 'both to fail');
    receiver.answer({ status: 200 });
    const recovered = await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/recover`, { token, json: { since } });
    expect(await json(recovered)).toEqual({ recovered: 2 });
    await until(async () => (await log(api, token, endpoint.id, '?status=delivered')).length === 2, 5000, 'both delivered');
  }, 30_000);

  it('a 410 disables the endpoint at once', async () => {
    const receiver = await startReceiver();
    receiver.answer({ status: 410, body: 'gone' });
    const { token, endpoint } = await setUp(api, MockUser.email, receiver.url);
    await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    const disabled = await until(async () => {
      const current = await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${endpoint.id}`, { token }));
      return current.enabled ? undefined : current;
    });
    expect(disabled).toMatchObject({ status: 'disabled', disabledReason: 'gone' });
    expect(receiver.received).toHaveLength(1);
    const [message] = await log(api, token, endpoint.id);
    expect(message?.status).toBe('failed');
    const test = await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    expect(test.status).toBe(409);
    expect((await json<{ error: string }>(test)).error).toBe('This endpoint is disabled. Enable it first.');
  });

  it('5 days of failure disable the endpoint, after a warning to its owner', async () => {
    const receiver = await startReceiver();
    receiver.answer({ status: 500 });
    const { token, endpoint } = await setUp(api, MockUser.email, receiver.url);
    await speedUp(api, { speed: 200_000 });
    await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    await until(() => receiver.received.length > 0, 5000, 'the first attempt');
    // 5 days at 200,000 times: 2.2 s.
    const disabled = await until(
      async () => {
        const current = await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${endpoint.id}`, { token }));
        return current.enabled ? undefined : current;
      },
      10_000,
      'the endpoint to be disabled',
    );
    expect(disabled.disabledReason).toBe('failing');
    const kinds = (await json<{ kind: string }[]>(await api.request('GET', `/api/dev/outbox?to=${MockUser.email}`))).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['webhook-failing', 'webhook-disabling']));
  }, 20_000);

  it('a receiver that never answers times out; a redirect is not followed', async () => {
    const receiver = await startReceiver();
    const target = await startReceiver();
    receiver.answer('hang');
    const { token, endpoint } = await setUp(api, MockUser.email, receiver.url);
    await speedUp(api, { webhookTimeoutMs: 300 });
    await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    const timedOut = await until(async () => (await log(api, token, endpoint.id))[0]?.attempts[0]);
    expect(timedOut).toMatchObject({ httpStatus: null, error: 'timeout' });

    receiver.answer({ status: 302, headers: { location: target.url } });
    await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
    const redirected = await until(async () => (await log(api, token, endpoint.id))[0]?.attempts[0]);
    expect(redirected?.httpStatus).toBe(302);
    expect((await log(api, token, endpoint.id))[0]?.status).toBe('retrying');
    expect(target.received).toEqual([]);
  });

  it('the address is checked again at delivery time, after DNS resolution', async () => {
    const receiver = await startReceiver();
    const { token, endpoint } = await setUp(api, MockUser.email, receiver.url);
    api.ctx.config.allowLocalWebhooks = false;
    try {
      await api.request('POST', `/api/delivery/webhooks/${endpoint.id}/test`, { token });
      const attempt = await until(async () => (await log(api, token, endpoint.id))[0]?.attempts[0]);
      expect(attempt.error).toMatch(/address refused/);
      expect(receiver.received).toEqual([]);
    } finally {
      api.ctx.config.allowLocalWebhooks = true;
    }
    // A public-looking name that resolves to a private or loopback address is refused.
    const resolver = (addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(await resolveWebhookUrl('https://hooks.example.com/x', false, resolver(['10.0.0.7']))).toEqual({
      ok: false,
      problem: 'webhookUrlPrivate',
    });
    expect(await resolveWebhookUrl('https://hooks.example.com/x', false, resolver(['93.184.215.14', '::1']))).toEqual({
      ok: false,
      problem: 'webhookUrlPrivate',
    });
    expect(await resolveWebhookUrl('https://hooks.example.com/x', false, resolver(['93.184.215.14']))).toMatchObject({
      ok: true,
      address: '93.184.215.14',
    });
  });
});

describe('a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-delivery-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a mock API killed (SIGKILL) mid-delivery delivers the queued message after it starts again, with the same id', async () => {
    const receiver = await startReceiver();
    receiver.answer('hang');
    const port = await freePort();
    const env = {
      MOCK_API_PORT: String(port),
      MOCK_API_DATA: dataDir,
      MOCK_API_DEV_ROUTES: '1',
      MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1',
      MOCK_API_QUIET: '1',
      MOCK_API_LIVE_CALLS: '0',
    };
    const base = `http://127.0.0.1:${port}`;
    const call = (method: string, url: string, token?: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const login = async () =>
      (await json<{ token: string }>(await call('POST', '/api/login', undefined, { email: MockUser.email, password: DEMO_PASSWORD })))
        .token;

    const first = await startScript('mock-api/main.ts', env, /listening on/);
    let message: Message;
    let endpoint: Endpoint;
    try {
      const token = await login();
      endpoint = await json<Endpoint>(await call('POST', '/api/delivery/webhooks', token, { url: receiver.url }));
      message = await json<Message>(await call('POST', `/api/delivery/webhooks/${endpoint.id}/test`, token));
      await until(() => receiver.received.length === 1, 5000, 'the first attempt');
    } finally {
      await stopScript(first, 'SIGKILL');
    }

    receiver.answer({ status: 200 });
    const second = await startScript('mock-api/main.ts', env, /listening on/);
    try {
      await until(() => receiver.received.length === 2, 8000, 'the delivery after the restart');
      expect(receiver.received[1]?.headers['webhook-id']).toBe(message.id);
      const token = await login();
      const logged = await until(async () => {
        const items = (await json<{ items: Message[] }>(await call('GET', `/api/delivery/webhooks/${endpoint.id}/messages`, token))).items;
        return items[0]?.status === 'delivered' ? items[0] : undefined;
      });
      expect(logged.id).toBe(message.id);
    } finally {
      await stopScript(second);
    }
  }, 90_000);
});
