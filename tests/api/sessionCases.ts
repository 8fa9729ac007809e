/**
 * The contract test's calls of a member's sessions: a success and the errors of each, spread into
 * the cases of contract-accounts.test.ts (the sessions are the account's).
 */
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function sessionCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const request = (method: string, url: string, token?: string) => api().request(method, url, token ? { token } : {});
  return {
    listSessions: {
      success: [async () => request('GET', '/api/sessions', await demo())],
      errors: [() => request('GET', '/api/sessions')],
    },
    endSession: {
      success: [
        async () => {
          const other = await demo();
          const token = await demo();
          const list = (await (await request('GET', '/api/sessions', other)).json()) as { items: { id: string; current: boolean }[] };
          return request('DELETE', `/api/sessions/${list.items.find((item) => item.current)?.id}`, token);
        },
      ],
      errors: [
        async () => request('DELETE', '/api/sessions/ses_nobody', await demo()),
        async () => request('DELETE', '/api/sessions/not%20an%20id', await demo()),
        () => request('DELETE', '/api/sessions/ses_demo_phone'),
      ],
    },
    endOtherSessions: {
      success: [async () => request('POST', '/api/sessions/end-others', await demo())],
      errors: [() => request('POST', '/api/sessions/end-others')],
    },
  };
}
