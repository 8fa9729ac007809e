/**
 * The contract test's calls of the call-history operations: the list, its export and updates, a
 * call, its recording, and the actions on it (spam, rating, call-back); a success and the errors
 * of each. `api()` is the running test API.
 */
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import type { Cases } from './contractConformance.ts';
import type { TestApi } from './helpers.ts';

export function callCases(api: () => TestApi): Cases {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  /** The newest booked call of an account (the demo account's by default). */
  const demoCallId = async (token?: string) => {
    const page = (await (
      await api().request('GET', '/api/calls?limit=1&outcome=appointment_booked', { token: token ?? (await demo()) })
    ).json()) as { items: { id: string }[] };
    return page.items[0]?.id ?? 'none';
  };

  return {
    listCalls: {
      success: [
        async () => api().request('GET', '/api/calls', { token: await demo() }),
        async () =>
          api().request(
            'GET',
            '/api/calls?outcome=appointment_booked&direction=inbound&from=2026-01-01&to=2099-12-31&q=cita&sort=durationSec&order=asc&limit=5',
            { token: await demo() },
          ),
        async () => {
          const token = await demo();
          const first = (await (await api().request('GET', '/api/calls?limit=2', { token })).json()) as { nextCursor: string };
          return api().request('GET', `/api/calls?limit=2&cursor=${first.nextCursor}`, { token });
        },
      ],
      errors: [
        () => api().request('GET', '/api/calls'),
        async () => api().request('GET', '/api/calls?outcome=won', { token: await demo() }),
        async () => api().request('GET', '/api/calls?from=2026-11-20&to=2026-11-01', { token: await demo() }),
        async () => api().request('GET', `/api/calls?q=${'x'.repeat(101)}`, { token: await demo() }),
        async () => api().request('GET', '/api/calls?cursor=bm90LWEtY3Vyc29y', { token: await demo() }),
        async () => api().request('GET', '/api/calls?limit=1000', { token: await demo() }),
      ],
    },
    exportCalls: {
      success: [async () => api().request('GET', '/api/calls/export?outcome=spam', { token: await demo() })],
      errors: [
        () => api().request('GET', '/api/calls/export'),
        async () => api().request('GET', '/api/calls/export?direction=sideways', { token: await demo() }),
      ],
    },
    callUpdates: {
      success: [
        async () =>
          api().request('GET', `/api/calls/updates?since=${new Date(Date.now() - 86_400_000).toISOString()}`, { token: await demo() }),
      ],
      errors: [
        () => api().request('GET', '/api/calls/updates?since=2026-01-01T00:00:00Z'),
        async () => api().request('GET', '/api/calls/updates?since=yesterday', { token: await demo() }),
      ],
    },
    getCall: {
      success: [async () => api().request('GET', `/api/calls/${await demoCallId()}`, { token: await demo() })],
      errors: [
        async () => api().request('GET', `/api/calls/${await demoCallId()}`),
        async () => api().request('GET', '/api/calls/c-nope', { token: await demo() }),
      ],
    },
    getCallRecording: {
      success: [
        async () => {
          const token = await demo();
          const call = (await (await api().request('GET', `/api/calls/${await demoCallId()}`, { token })).json()) as {
            recordingUrl: string;
          };
          return api().request('GET', call.recordingUrl);
        },
        async () =>
          api().request('GET', `/api/calls/${await demoCallId()}/recording`, { token: await demo(), headers: { range: 'bytes=0-99' } }),
      ],
      errors: [
        async () => api().request('GET', `/api/calls/${await demoCallId()}/recording`),
        async () => api().request('GET', `/api/calls/${await demoCallId()}/recording?expires=99999999999999&sig=${'0'.repeat(64)}`),
        async () => api().request('GET', `/api/calls/${await demoCallId()}/recording?sig=nope`),
      ],
    },
    reportCallSpam: {
      success: [async () => api().request('POST', `/api/calls/${await demoCallId()}/spam`, { token: await demo() })],
      errors: [
        async () => api().request('POST', `/api/calls/${await demoCallId()}/spam`),
        async () => api().request('POST', '/api/calls/c-nope/spam', { token: await demo() }),
      ],
    },
    rateCall: {
      success: [
        async () =>
          api().request('PUT', `/api/calls/${await demoCallId()}/rating`, {
            token: await demo(),
            json: { rating: 'up', note: 'Perfect booking.' },
          }),
        async () => api().request('PUT', `/api/calls/${await demoCallId()}/rating`, { token: await demo(), json: { rating: null } }),
      ],
      errors: [
        async () => api().request('PUT', `/api/calls/${await demoCallId()}/rating`, { token: await demo(), json: { rating: 'meh' } }),
        async () =>
          api().request('PUT', `/api/calls/${await demoCallId()}/rating`, {
            token: await demo(),
            json: { rating: 'down', note: 'x'.repeat(501) },
          }),
        async () => api().request('PUT', '/api/calls/c-nope/rating', { token: await demo(), json: { rating: 'up' } }),
      ],
    },
    scheduleCallback: {
      success: [
        async () => {
          const token = await api().login(MockBusyUser.email, DEMO_PASSWORD);
          return api().request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
        },
        // A second press while the first call-back is pending: 200 with that one.
        async () => {
          const token = await api().login(MockBusyUser.email, DEMO_PASSWORD);
          await api().request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
          return api().request('POST', `/api/calls/${await demoCallId(token)}/callback`, { token });
        },
      ],
      errors: [
        async () => api().request('POST', `/api/calls/${await demoCallId()}/callback`, { token: await demo() }),
        async () => api().request('POST', '/api/calls/c-nope/callback', { token: await demo() }),
      ],
    },
  };
}
