/**
 * The contract test's calls of the privacy operations: a success and the errors of each, spread
 * into the cases of contract-calls.test.ts (the retention setting belongs to the calls it deletes).
 */
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function privacyCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const request = (method: string, url: string, init?: Parameters<TestApi['request']>[2]) => api().request(method, url, init);
  return {
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
