/**
 * The contract test's calls of the privacy operations: a success and the errors of each, spread
 * into the cases of contract-calls.test.ts (the retention setting belongs to the calls it deletes);
 * and the seed's regular caller the privacy tests erase.
 */
import { DEMO_PASSWORD, DEMO_TEAM_PASSWORDS, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function privacyCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const request = (method: string, url: string, init?: Parameters<TestApi['request']>[2]) => api().request(method, url, init);
  /** A number with calls in the demo history (the newest call's). */
  const someCaller = async (token: string) =>
    ((await (await request('GET', '/api/calls?limit=1&direction=inbound', { token })).json()) as { items: { callerNumber: string }[] })
      .items[0]?.callerNumber ?? '';
  const deletion = (method: 'POST' | 'DELETE', token?: string, json?: unknown) =>
    request(method, '/api/account/deletion', { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
  /** Runs `call`, then cancels whatever it scheduled; answers the call's response. */
  const andCancel = async (token: string, call: (token: string) => Promise<Response>) => {
    const response = await call(token);
    await deletion('DELETE', token);
    return response;
  };
  const withCaller = (method: string, url: string) => async () => {
    const token = await demo();
    return request(method, url, { token, json: { number: await someCaller(token) } });
  };
  return {
    lookupCaller: {
      success: [withCaller('POST', '/api/privacy/callers/lookup')],
      errors: [
        () => request('POST', '/api/privacy/callers/lookup', { json: { number: '+34600111222' } }),
        async () => request('POST', '/api/privacy/callers/lookup', { token: await demo(), json: { number: 'not a number' } }),
      ],
    },
    exportCaller: {
      success: [withCaller('POST', '/api/privacy/callers/export')],
      errors: [
        async () => request('POST', '/api/privacy/callers/export', { token: await demo(), json: { number: '+34699000001' } }),
        async () => request('POST', '/api/privacy/callers/export', { token: await demo(), json: {} }),
      ],
    },
    downloadCallerExport: {
      success: [
        async () => {
          const token = await demo();
          const number = await someCaller(token);
          const link = (await (await request('POST', '/api/privacy/callers/export', { token, json: { number } })).json()) as {
            url: string;
          };
          return request('GET', link.url, { token });
        },
      ],
      errors: [() => request('GET', `/api/privacy/exports/${'0'.repeat(64)}`)],
    },
    eraseCaller: {
      success: [withCaller('POST', '/api/privacy/callers/erase')],
      errors: [async () => request('POST', '/api/privacy/callers/erase', { token: await demo(), json: { number: '+34699000001' } })],
    },
    exportAccount: {
      success: [
        async () => request('GET', '/api/account/export', { token: await demo() }),
        async () => request('GET', '/api/account/export?lang=ar', { token: await demo() }),
      ],
      errors: [
        () => request('GET', '/api/account/export'),
        async () => request('GET', '/api/account/export?lang=fr', { token: await demo() }),
      ],
    },
    requestAccountDeletion: {
      // Each call leaves nothing scheduled: the next one starts from the same account.
      success: [async () => andCancel(await demo(), (token) => deletion('POST', token, { password: DEMO_PASSWORD }))],
      errors: [
        async () => andCancel(await demo(), (token) => deletion('POST', token, { password: 'not-my-password' })),
        async () => andCancel(await demo(), (token) => deletion('POST', token, {})),
        async () =>
          andCancel(await demo(), async (token) => {
            await deletion('POST', token, { password: DEMO_PASSWORD });
            return deletion('POST', token, { password: DEMO_PASSWORD });
          }),
        async () =>
          deletion('POST', await api().login('staff@example.com', DEMO_TEAM_PASSWORDS.staff), { password: DEMO_TEAM_PASSWORDS.staff }),
        () => deletion('POST', undefined, { password: DEMO_PASSWORD }),
      ],
    },
    cancelAccountDeletion: {
      success: [
        async () => {
          const token = await demo();
          await deletion('POST', token, { password: DEMO_PASSWORD });
          return deletion('DELETE', token);
        },
      ],
      errors: [
        async () => deletion('DELETE', await demo()),
        async () => deletion('DELETE', await api().login('admin@example.com', DEMO_TEAM_PASSWORDS.admin)),
        () => deletion('DELETE'),
      ],
    },
    getPrivacy: {
      success: [async () => request('GET', '/api/privacy', { token: await demo() })],
      errors: [() => request('GET', '/api/privacy')],
    },
    savePrivacyRetention: {
      success: [
        async () => request('PUT', '/api/privacy/retention', { token: await demo(), json: { retentionDays: null } }),
        async () => request('PUT', '/api/privacy/retention', { token: await demo(), json: { retentionDays: 365 } }),
      ],
      errors: [
        () => request('PUT', '/api/privacy/retention', { json: { retentionDays: 90 } }),
        async () => request('PUT', '/api/privacy/retention', { token: await demo(), json: { retentionDays: 45 } }),
        async () => request('PUT', '/api/privacy/retention', { token: await demo(), json: {} }),
      ],
    },
  };
}

/** The demo number with the most calls that have a recording (a regular caller). */
export function regularCaller(target: TestApi, userId: number): { number: string; ids: string[] } {
  const { caller_number: number } = target.ctx.services.calls.db
    .prepare(
      'SELECT caller_number, COUNT(*) AS n FROM calls WHERE user_id = ? AND script IS NOT NULL AND started_at < ? GROUP BY caller_number ORDER BY n DESC, caller_number LIMIT 1',
    )
    .get(userId, target.ctx.now()) as { caller_number: string };
  const ids = (
    target.ctx.services.calls.db
      .prepare('SELECT id FROM calls WHERE user_id = ? AND caller_number = ? AND started_at <= ?')
      .all(userId, number, target.ctx.now()) as {
      id: string;
    }[]
  ).map((row) => row.id);
  return { number, ids };
}
