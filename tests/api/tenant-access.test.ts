/**
 * The studio and delivery follow the account's state and plan: the test walks the access table
 * (src/lib/access.ts) route by route, for a rejected account without a plan, an account whose
 * identity check is still pending, an Essential account and a Custom one. Where the table denies,
 * the API answers 403 with the reason; where it allows, the account state is no obstacle.
 */
import { describe, expect, it } from 'vitest';
import { accessDenial, ROUTE_ACCESS } from '../../src/lib/access.ts';
import type { KycStatus } from '../../src/lib/types.ts';
import type { UserRecord } from '../../mock-api/store.ts';
import { DEMO_PASSWORD, MockBusyUser, MockQuietUser, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

const REASONS = {
  kycRejected: /identity check was rejected/,
  kycNotApproved: /once your identity check is approved/,
  noPlan: /needs a plan/,
  planLacksFeature: /plan does not include/,
};

/** A body the contract accepts for each route, so that only the account decides the answer. */
function bodyOf(route: string, draft: Record<string, unknown>): unknown {
  const [method, path] = route.split(' ') as [string, string];
  const bodies: Record<string, unknown> = {
    '/api/studio/draft/voice': { revision: 1, voiceId: 'es-f1', instructions: 'Be brief.' },
    '/api/studio/draft/facts': { revision: 1, facts: draft.facts },
    '/api/studio/draft/hours': { revision: 1, hours: draft.hours },
    '/api/studio/draft/actions': { revision: 1, actions: draft.actions },
    '/api/studio/answers': { language: 'es', question: '¿Parking?', answer: 'Sí.' },
    '/api/studio/answers/:id': { language: 'es', question: '¿Parking?', answer: 'Sí.' },
    '/api/studio/publish': { revision: 1 },
    '/api/studio/versions/:number/restore': { revision: 1 },
    '/api/studio/chat': { message: 'Hola', language: 'es' },
    '/api/studio/scenarios': { name: 'Cita', language: 'es', turns: ['Hola'], expectations: [{ kind: 'books' }] },
    '/api/delivery/rules': { outcomes: ['appointment_booked'], emails: ['frontdesk@example.com'], language: 'en' },
    '/api/delivery/rules/:id': { outcomes: ['appointment_booked'], emails: ['frontdesk@example.com'], language: 'en' },
    '/api/delivery/digest': { enabled: true, hour: 8 },
    '/api/delivery/webhooks': { url: 'https://hooks.example.com/vozly' },
    '/api/delivery/webhooks/:id': { url: 'https://hooks.example.com/vozly' },
    '/api/delivery/webhooks/:id/recover': { since: new Date(Date.now() - 3_600_000).toISOString() },
    '/api/delivery/webhooks/:id/test': { event: 'call.ended' },
  };
  return method === 'GET' || method === 'DELETE' ? undefined : (bodies[path] ?? {});
}

const urlOf = (path: string) =>
  path
    .replace(':messageId', 'msg_unknown')
    .replace(':number', '1')
    .replace(':id', 'unknown')
    .replace('/api/studio/compare', '/api/studio/compare?from=1&to=draft');

const ACCOUNTS: { name: string; email: string; kyc?: KycStatus; plan: string | null }[] = [
  { name: 'a rejected account without a plan', email: MockRejectedUser.email, plan: null },
  { name: 'an Advanced account whose check is pending again', email: MockUser.email, kyc: 'pending', plan: 'advanced' },
  { name: 'an approved Essential account', email: MockQuietUser.email, plan: 'essential' },
  { name: 'an approved Custom account', email: MockBusyUser.email, plan: 'custom' },
];

describe('the access table, route by route', () => {
  it.each(ACCOUNTS)('$name', async ({ email, kyc, plan }) => {
    const demo = await api.login(MockUser.email, DEMO_PASSWORD);
    const { draft } = (await (await api.request('GET', '/api/studio', { token: demo })).json()) as { draft: Record<string, unknown> };
    const token = await api.login(email, DEMO_PASSWORD);
    const user = api.ctx.db.data.users.find((u) => u.email === email) as UserRecord;
    if (kyc) api.ctx.db.mutate(() => (user.kyc_status = kyc));
    for (const route of Object.keys(ROUTE_ACCESS)) {
      const [method, path] = route.split(' ') as [string, string];
      const body = bodyOf(route, draft);
      const response = await api.request(method, urlOf(path), body === undefined ? { token } : { token, json: body });
      const denial = accessDenial(ROUTE_ACCESS[route] as never, { kyc: user.kyc_status, plan });
      const text = await response.text();
      if (denial) {
        expect(response.status, `${route}: ${text}`).toBe(403);
        expect(text, route).toMatch(denial === 'planLacksFeature' && route.includes('/delivery') ? /does not include/ : REASONS[denial]);
      } else {
        expect([401, 403], `${route}: ${text}`).not.toContain(response.status);
      }
    }
  });

  it('a rejected account without a plan can neither chat with the agent nor publish it', async () => {
    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    expect((await api.request('POST', '/api/studio/chat', { token, json: { message: 'Hola', language: 'es' } })).status).toBe(403);
    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: 1 } })).status).toBe(403);
  });
});
