/**
 * The audit log: what a session does is recorded once it succeeded (by whom, when, on what, never
 * a caller's number), filtered and paged newest first, exported as CSV; append-only; one
 * account's log is never another's.
 */
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/lib/audit.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { AUDITED } from '../../mock-api/routes/audit.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

const page = async (token: string, query = '') => {
  const response = await api.request('GET', `/api/audit${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as AuditPage;
};

describe('the audit log', () => {
  it("the demo clinic's log starts with its seeded history, newest first, and the login just made", async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { items, people } = await page(token);
    expect(items[0]).toMatchObject({ action: 'login', person: { id: MockUser.id, name: MockUser.name } });
    expect(items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['agent.published', 'line.tested', 'calls.exported']));
    const times = items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(people).toEqual([{ id: MockUser.id, name: MockUser.name }]);
  });

  it('records a successful change with its detail, and not a refused one', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 90 } });
    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 45 } });
    const changes = (await page(token, '?action=retention.changed')).items;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ detail: '90 days', person: { name: MockUser.name } });
  });

  it("records a caller's export and erasure without the number", async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { callerNumber } = (
      (await (await api.request('GET', '/api/calls?limit=1&direction=inbound', { token })).json()) as { items: { callerNumber: string }[] }
    ).items[0] as { callerNumber: string };
    await api.request('POST', '/api/privacy/callers/export', { token, json: { number: callerNumber } });
    await api.request('POST', '/api/privacy/callers/erase', { token, json: { number: callerNumber } });
    const { items } = await page(token);
    expect(items.slice(0, 2).map((entry) => entry.action)).toEqual(['caller.erased', 'caller.exported']);
    const text = JSON.stringify(items) + (await (await api.request('GET', '/api/audit/export', { token })).text());
    expect(text).not.toContain(callerNumber.slice(3));
  });

  it('filters by action, person and dates, and pages with the cursor without repeats', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    for (let i = 0; i < 60; i++)
      api.ctx.services.audit.record(MockUser.id, { id: MockUser.id, name: MockUser.name }, 'line.tested', api.ctx.now() - i * 1000);
    const first = await page(token, '?action=line.tested');
    expect(first.items).toHaveLength(50);
    expect(first.items.every((entry) => entry.action === 'line.tested')).toBe(true);
    const second = await page(token, `?action=line.tested&cursor=${first.nextCursor}`);
    expect(second.items.length).toBe(61 - 50);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((entry) => entry.id)).size).toBe(61);
    const today = new Date(api.ctx.now()).toISOString().slice(0, 10);
    const sinceToday = await page(token, `?from=${today}&to=${today}`);
    expect(sinceToday.items.every((entry) => entry.at.startsWith(today))).toBe(true);
    expect((await page(token, `?person=${MockBusyUser.id}`)).items).toEqual([]);
  });

  it('exports the filtered log as CSV, and records that it did', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('GET', '/api/audit/export?action=agent.published', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,person,action,detail');
    expect(lines.slice(1).every((line) => line.includes(',agent.published,'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect((await page(token, '?action=audit.exported')).items).toHaveLength(1);
  });

  it("another account's log is never reachable: each reads its own", async () => {
    const demo = await api.login(MockUser.email, DEMO_PASSWORD);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    await api.request('PUT', '/api/privacy/retention', { token: demo, json: { retentionDays: 30 } });
    const theirs = await page(busy);
    expect(theirs.items.every((entry) => entry.person.id === MockBusyUser.id)).toBe(true);
    expect(theirs.items.some((entry) => entry.action === 'retention.changed')).toBe(false);
    expect((await api.request('GET', '/api/audit')).status).toBe(401);
  });

  it('is append-only: no route edits or deletes an entry', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const [entry] = (await page(token)).items;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const url of ['/api/audit', `/api/audit/${entry?.id}`, '/api/entries', `/api/entries/${entry?.id}`]) {
        const response = await api.request(method, url, { token, json: {} });
        expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect((await page(token)).items[0]).toEqual(entry);
  });

  it('every route its table audits is a route the API has (a renamed route would stop being audited)', () => {
    const stack = (api.app as unknown as { _router: { stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] } })._router
      .stack;
    const routes = new Set(
      stack.flatMap(({ route }) =>
        route && typeof route.path === 'string'
          ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path as string}`)
          : [],
      ),
    );
    const missing = Object.keys(AUDITED).filter((key) => !routes.has(key));
    expect(missing).toEqual([]);
  });

  it('keeps entries for a year', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const who = { id: MockUser.id, name: MockUser.name };
    api.ctx.services.audit.record(MockUser.id, who, 'line.paused', api.ctx.now() - 366 * 24 * 60 * 60 * 1000);
    api.ctx.services.audit.record(MockUser.id, who, 'line.resumed', api.ctx.now() - 364 * 24 * 60 * 60 * 1000);
    api.ctx.services.audit.prune(api.ctx.now() - 365 * 24 * 60 * 60 * 1000);
    const actions = (await page(token)).items.map((entry) => entry.action);
    expect(actions).toContain('line.resumed');
    expect(actions).not.toContain('line.paused');
  });
});
