/**
 * The contract test's calls of the audit log's operations: a success and the errors of each,
 * spread into the cases of contract-accounts.test.ts (the log is the account's).
 */
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import type { TestApi } from './helpers.ts';

type Call = () => Promise<Response>;

export function auditCases(api: () => TestApi): Record<string, { success: Call[]; errors: Call[] }> {
  const demo = () => api().login(MockUser.email, DEMO_PASSWORD);
  const get = async (url: string, signedIn = true) => api().request('GET', url, signedIn ? { token: await demo() } : {});
  return {
    getAudit: {
      success: [() => get('/api/audit'), () => get('/api/audit?action=login&from=2026-01-01&to=2026-12-31&person=1')],
      errors: [() => get('/api/audit', false), () => get('/api/audit?action=dance'), () => get('/api/audit?from=yesterday')],
    },
    exportAudit: {
      success: [() => get('/api/audit/export?action=login')],
      errors: [() => get('/api/audit/export', false), () => get('/api/audit/export?person=x')],
    },
  };
}
