/**
 * One account's endpoints cannot hold back another's deliveries: five endpoints of one account
 * accept connections and never answer, with a queue of events each; another account's event is
 * still delivered within 2 seconds (sending is fair per account, round robin, and an account with
 * nothing in flight always gets a slot).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { startReceiver, until } from './deliveryReceiver.ts';

const api = useTestApi({ reset: true, allowLocalWebhooks: true });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fair delivery across accounts', () => {
  it("another account's event is delivered within 2 s while five of one account's endpoints hang", async () => {
    const noisy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const hanging = await Promise.all(Array.from({ length: 5 }, () => startReceiver()));
    for (const receiver of hanging) {
      receiver.answer('hang');
      const created = await api.request('POST', '/api/delivery/webhooks', {
        token: noisy,
        json: { url: receiver.url, description: 'never answers' },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      for (let i = 0; i < 4; i++)
        expect(
          (await api.request('POST', `/api/delivery/webhooks/${id}/test`, { token: noisy, json: { event: 'call.ended' } })).status,
        ).toBe(202);
    }
    await until(() => hanging.reduce((sum, r) => sum + r.received.length, 0) >= 4, 8000, "the noisy account's attempts to be in flight");
    await pause(500);

    const victim = await api.login(MockUser.email, DEMO_PASSWORD);
    const receiver = await startReceiver();
    const created = await api.request('POST', '/api/delivery/webhooks', { token: victim, json: { url: receiver.url, description: 'CRM' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const started = Date.now();
    expect((await api.request('POST', `/api/delivery/webhooks/${id}/test`, { token: victim, json: { event: 'call.ended' } })).status).toBe(
      202,
    );
    await until(() => receiver.received.length === 1, 10_000, "the other account's event");
    expect(Date.now() - started).toBeLessThan(2000);
  }, 30_000);
});
