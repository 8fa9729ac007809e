/**
 * Results delivered, editing and deleting a webhook endpoint (the portal's Edit and
 * Delete): another account's attempts answer 404 and change nothing (the owner's address, filter,
 * condition and secret stay, and deliveries go on); the owner's change of the condition
 * ("automation workflows", Custom) applies to the next call: a call that does not match is not
 * delivered, while an endpoint without a condition gets it; a deleted endpoint gets nothing more.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { startReceiver, until } from './deliveryReceiver.ts';

const api = useTestApi({ reset: true, allowLocalWebhooks: true });

interface Endpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  condition: { field: string; contains: string } | null;
  enabled: boolean;
}
const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const typesOf = (received: { body: string }[]) => received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('editing and deleting an endpoint', () => {
  it("as another account: 404 on every change, and the owner's endpoint is as it was and still delivers", async () => {
    const receiver = await startReceiver();
    const owner = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const attacker = await api.login(MockUser.email, DEMO_PASSWORD);
    const saved = await json<Endpoint>(
      await api.request('POST', '/api/delivery/webhooks', {
        token: owner,
        json: { url: receiver.url, description: 'CRM', events: ['call.ended'], condition: { field: 'company', contains: 'Abogados' } },
      }),
    );
    const { secret } = await json<{ secret: string }>(
      await api.request('GET', `/api/delivery/webhooks/${saved.id}/secret`, { token: owner }),
    );
    const changes: [string, Record<string, unknown>?][] = [
      ['PUT', { url: 'https://evil.example.com/steal', description: 'mine now', events: [], condition: null }],
      ['PUT', { url: receiver.url, enabled: false }],
      ['DELETE'],
    ];
    for (const [method, body] of changes) {
      const response = await api.request(method, `/api/delivery/webhooks/${saved.id}`, {
        token: attacker,
        ...(body ? { json: body } : {}),
      });
      expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(404);
      const text = await response.text();
      expect(text).not.toContain(receiver.url);
      expect(text).not.toContain('whsec_');
    }
    // An id the attacker made up answers the same.
    expect((await api.request('DELETE', '/api/delivery/webhooks/ep_doesnotexist', { token: attacker })).status).toBe(404);
    const after = await json<Endpoint>(await api.request('GET', `/api/delivery/webhooks/${saved.id}`, { token: owner }));
    expect(after).toMatchObject({
      url: receiver.url,
      description: 'CRM',
      events: ['call.ended'],
      condition: { field: 'company', contains: 'Abogados' },
      enabled: true,
    });
    expect(
      (await json<{ secret: string }>(await api.request('GET', `/api/delivery/webhooks/${saved.id}/secret`, { token: owner }))).secret,
    ).toBe(secret);
    expect(
      (await api.request('POST', `/api/delivery/webhooks/${saved.id}/test`, { token: owner, json: { event: 'call.ended' } })).status,
    ).toBe(202);
    await until(() => receiver.received.length === 1, 5000, 'the test event after the attempts');
  });

  it('the condition saved by an edit applies at delivery time: a call that does not match is not sent; no condition, it is', async () => {
    const filtered = await startReceiver();
    const control = await startReceiver();
    const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const created = await json<Endpoint>(
      await api.request('POST', '/api/delivery/webhooks', { token, json: { url: filtered.url, description: 'ERP' } }),
    );
    await api.request('POST', '/api/delivery/webhooks', { token, json: { url: control.url } });
    // The owner edits: only calls whose extracted company contains a name no call has.
    const edited = await api.request('PUT', `/api/delivery/webhooks/${created.id}`, {
      token,
      json: { url: filtered.url, description: 'ERP', events: [], condition: { field: 'company', contains: 'Nadie Imports SL' } },
    });
    expect(edited.status).toBe(200);
    expect(await json<Endpoint>(edited)).toMatchObject({
      condition: { field: 'company', contains: 'Nadie Imports SL' },
      description: 'ERP',
    });
    const first = await json<{ webhooks: string[] }>(
      await api.request('POST', '/api/dev/simulate-call', { token, json: { outcome: 'lead_qualified' } }),
    );
    // The control endpoint gets the call's events; the filtered one gets nothing.
    await until(() => control.received.length === first.webhooks.length, 5000, "the control endpoint's deliveries");
    expect(typesOf(control.received)).toEqual(['call.analyzed', 'call.ended', 'lead.qualified']);
    await pause(500);
    expect(filtered.received).toEqual([]);
    expect(
      (await json<{ items: unknown[] }>(await api.request('GET', `/api/delivery/webhooks/${created.id}/messages`, { token }))).items,
    ).toEqual([]);
    // An empty condition is refused by the contract, and changes nothing.
    const blank = await api.request('PUT', `/api/delivery/webhooks/${created.id}`, {
      token,
      json: { url: filtered.url, condition: { field: 'company', contains: '   ' } },
    });
    expect(blank.status).toBe(400);
    // Condition removed, one event kept: the next call is delivered, that event only.
    const cleared = await json<Endpoint>(
      await api.request('PUT', `/api/delivery/webhooks/${created.id}`, {
        token,
        json: { url: filtered.url, description: '', events: ['call.ended'], condition: null },
      }),
    );
    expect(cleared).toMatchObject({ condition: null, events: ['call.ended'], description: '' });
    await api.request('POST', '/api/dev/simulate-call', { token, json: { outcome: 'lead_qualified' } });
    await until(() => filtered.received.length === 1, 5000, 'the delivery after the condition was removed');
    expect(typesOf(filtered.received)).toEqual(['call.ended']);
  });

  it('a deleted endpoint is gone with its log, and the next call sends it nothing', async () => {
    const receiver = await startReceiver();
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const created = await json<Endpoint>(await api.request('POST', '/api/delivery/webhooks', { token, json: { url: receiver.url } }));
    await api.request('POST', `/api/delivery/webhooks/${created.id}/test`, { token, json: {} });
    await until(() => receiver.received.length === 1, 5000, 'the test event');
    expect((await api.request('DELETE', `/api/delivery/webhooks/${created.id}`, { token })).status).toBe(204);
    expect((await api.request('GET', `/api/delivery/webhooks/${created.id}`, { token })).status).toBe(404);
    expect((await api.request('GET', `/api/delivery/webhooks/${created.id}/messages`, { token })).status).toBe(404);
    expect((await api.request('DELETE', `/api/delivery/webhooks/${created.id}`, { token })).status).toBe(404);
    await api.request('POST', '/api/dev/simulate-call', { token, json: { outcome: 'appointment_booked' } });
    await pause(500);
    expect(receiver.received).toHaveLength(1);
    expect((await json<{ endpoints: unknown[] }>(await api.request('GET', '/api/delivery', { token }))).endpoints).toEqual([]);
  });
});

describe('a long queue to a slow receiver', () => {
  it("does not hold back another endpoint's delivery: it starts at once", async () => {
    const slow = await startReceiver();
    slow.answer('hang');
    const fast = await startReceiver();
    expect((await api.request('POST', '/api/dev/clock', { json: { webhookTimeoutMs: 3000 } })).status).toBe(200);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const demo = await api.login(MockUser.email, DEMO_PASSWORD);
    const stuck = await json<Endpoint>(await api.request('POST', '/api/delivery/webhooks', { token: busy, json: { url: slow.url } }));
    const other = await json<Endpoint>(await api.request('POST', '/api/delivery/webhooks', { token: demo, json: { url: fast.url } }));
    for (let i = 0; i < 40; i++)
      expect((await api.request('POST', `/api/delivery/webhooks/${stuck.id}/test`, { token: busy, json: {} })).status).toBe(202);
    await until(() => slow.received.length > 0, 3000, 'the slow receiver to be busy');
    const sent = Date.now();
    await api.request('POST', `/api/delivery/webhooks/${other.id}/test`, { token: demo, json: {} });
    const arrived = await until(() => fast.received[0], 5000, "the other endpoint's delivery");
    // Behind 40 hanging deliveries (16 at a time, 3 s each) it would wait 6 s or more.
    expect(arrived.at - sent).toBeLessThan(2000);
    // The slow endpoint takes only a few attempts at a time.
    expect(slow.received.length).toBeLessThanOrEqual(4);
  });
});
