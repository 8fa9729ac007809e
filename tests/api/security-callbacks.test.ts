import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallPage } from '../../src/lib/calls.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * Twenty "have the agent call back" presses at once on one call (the busy group, Custom plan)
 * answer no 500 and schedule one billed outbound call, not one per press: call records' ids come
 * from one random generator (ids made from the clock collide), and a call-back is idempotent per
 * call while one is pending.
 */

let api: TestApi;
let busy: string;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());
beforeEach(async () => {
  api.ctx.reset();
  busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
});

const firstInbound = async (): Promise<{ id: string }> => {
  const page = (await (await api.request('GET', '/api/calls?limit=1&direction=inbound', { token: busy })).json()) as CallPage;
  return page.items[0] as { id: string };
};
/** The outbound calls of the busy group's history (made or scheduled) that call `id` back, as the owner sees them later. */
const callbacksOf = async (id: string): Promise<number> => {
  api.advance(10 * 60_000);
  const page = (await (await api.request('GET', '/api/calls?limit=100&direction=outbound', { token: busy })).json()) as CallPage;
  const details = await Promise.all(
    page.items
      .slice(0, 30)
      .map(
        async (item) =>
          (await (await api.request('GET', `/api/calls/${item.id}`, { token: busy })).json()) as { callbackOf: string | null },
      ),
  );
  return details.filter((detail) => detail.callbackOf === id).length;
};

describe('have the agent call back', () => {
  it('twenty presses at once: no 500, one call-back scheduled, every press gets it', async () => {
    const call = await firstInbound();
    const presses = await Promise.all(
      Array.from({ length: 20 }, () => api.request('POST', `/api/calls/${call.id}/callback`, { token: busy })),
    );
    const statuses = presses.map((response) => response.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const answers = await Promise.all(presses.map(async (response) => (await response.json()) as { callId: string; scheduledAt: string }));
    expect(new Set(answers.map((answer) => answer.callId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.scheduledAt)).size).toBe(1);
    expect(await callbacksOf(call.id)).toBe(1);
  });

  it('a later press, once the call-back was made, schedules a new one', async () => {
    const call = await firstInbound();
    const first = await api.request('POST', `/api/calls/${call.id}/callback`, { token: busy });
    expect(first.status).toBe(202);
    const again = await api.request('POST', `/api/calls/${call.id}/callback`, { token: busy });
    expect(again.status).toBe(200);
    const scheduled = (await first.json()) as { callId: string; scheduledAt: string };
    expect(((await again.json()) as { callId: string }).callId).toBe(scheduled.callId);
    // The call page knows it (and says so instead of offering a second one).
    const pendingOf = async () =>
      ((await (await api.request('GET', `/api/calls/${call.id}`, { token: busy })).json()) as { pendingCallback: unknown }).pendingCallback;
    expect(await pendingOf()).toEqual(scheduled);
    api.advance(3 * 60_000);
    expect(await pendingOf()).toBeNull();
    const later = await api.request('POST', `/api/calls/${call.id}/callback`, { token: busy });
    expect(later.status).toBe(202);
  });
});

describe('ids', () => {
  it('two calls created in the same millisecond never share an id (the clock stands still)', async () => {
    const frozen = await startTestApi({ now: () => Date.parse('2026-11-20T10:00:00Z') });
    try {
      const simulate = () => frozen.request('POST', '/api/dev/calls/simulate', { json: { email: MockUser.email, count: 3 } });
      const answers = await Promise.all([simulate(), simulate(), simulate()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const token = await frozen.login(MockBusyUser.email, DEMO_PASSWORD);
      const page = (await (await frozen.request('GET', '/api/calls?limit=2&direction=inbound', { token })).json()) as CallPage;
      // Call-backs of two calls, scheduled in the same millisecond.
      const [a, b] = page.items;
      const scheduled = await Promise.all([a, b].map((item) => frozen.request('POST', `/api/calls/${item!.id}/callback`, { token })));
      expect(scheduled.map((answer) => answer.status)).toEqual([202, 202]);
      const ids = await Promise.all(scheduled.map(async (answer) => ((await answer.json()) as { callId: string }).callId));
      expect(ids[0]).not.toBe(ids[1]);
    } finally {
      await frozen.stop();
    }
  });
});
