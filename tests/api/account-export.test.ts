/**
 * The account's own data as one ZIP: everything the portal shows of the account, never a secret,
 * never another account's; recorded in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { unzip } from './unzip.ts';

const api = useTestApi();

const download = async (token: string) => {
  const response = await api.request('GET', '/api/account/export', { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="vozly-account-\d{4}-\d{2}-\d{2}\.zip"$/);
  return unzip(Buffer.from(await response.arrayBuffer()));
};
const jsonOf = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null') as unknown;

describe("the account's own data", () => {
  it('holds the account, its calls, statement, invoices (as PDFs) and audit log, and no secret', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const files = await download(token);
    const account = jsonOf(files, 'account.json') as {
      user: { email: string };
      profile: { company: { name: string } };
      sessions: unknown[];
    };
    expect(account.user.email).toBe(MockUser.email);
    expect(account.profile.company.name).toBe(MockUser.company?.name);
    expect(account.sessions.length).toBeGreaterThan(0);

    const listed = (await (await api.request('GET', '/api/calls?limit=1', { token })).json()) as { items: { id: string }[] };
    const calls = jsonOf(files, 'calls.json') as { id: string }[];
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.map((call) => call.id)).toContain(listed.items[0]?.id);

    expect((jsonOf(files, 'ledger.json') as unknown[]).length).toBeGreaterThan(0);
    const invoices = jsonOf(files, 'invoices.json') as { number: string }[];
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) expect(files.get(`invoices/${invoice.number}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((jsonOf(files, 'audit.json') as { action: string }[]).map((entry) => entry.action)).toContain('login');

    const everything = [...files.entries()]
      .filter(([name]) => name.endsWith('.json'))
      .map(([, data]) => data.toString('utf8'))
      .join('');
    expect(everything).not.toMatch(/passwordHash|tokenHash|scrypt\$|"ip"|userAgent|127\.0\.0\.1/);
    expect(everything).not.toContain(MockBusyUser.email);
  });

  it('is audited, and needs a session', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    await download(token);
    const log = (await (await api.request('GET', '/api/audit?action=account.exported', { token })).json()) as { items: unknown[] };
    expect(log.items.length).toBeGreaterThan(0);
    expect((await api.request('GET', '/api/account/export')).status).toBe(401);
  });

  it("gives the busy account its own 10,000 calls, not another's", async () => {
    const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const files = await download(token);
    const calls = jsonOf(files, 'calls.json') as unknown[];
    expect(calls.length).toBeGreaterThan(10_000);
    expect((jsonOf(files, 'account.json') as { user: { email: string } }).user.email).toBe(MockBusyUser.email);
  });
});
