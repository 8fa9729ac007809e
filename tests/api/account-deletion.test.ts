/**
 * Deleting the account: the owner asks with their password, every other session ends and members
 * cannot sign in; logging in during the 14 days of grace works and the session says when the
 * deletion is due, so the portal can offer to cancel it; on the day, everything but the invoices is
 * gone, nobody else's data is touched, and the id is never given again. A purge cut between its
 * stores is finished when the server starts again.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEAM_PASSWORDS, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startMockApi } from '../../mock-api/server.ts';
import { nextPersonId } from '../../mock-api/team.ts';
import type { AuditPage } from '../../src/lib/audit.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../src/lib/privacy.ts';
import { startTestApi, useTestApi, type TestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

const DAY = 24 * 60 * 60 * 1000;
const ADMIN = 'admin@example.com';
const owner = (target: TestApi = api) => target.login(MockUser.email, DEMO_PASSWORD);
const schedule = (token: string, password = DEMO_PASSWORD, target: TestApi = api) =>
  target.request('POST', '/api/account/deletion', { token, json: { password } });
const login = (email: string, password: string, target: TestApi = api) =>
  target.request('POST', '/api/login', { json: { email, password } });
const me = async (token: string) =>
  ((await (await api.request('GET', '/api/current-user', { token })).json()) as { user: { deletionScheduledFor?: string } }).user;
const count = (target: TestApi, store: 'calls' | 'delivery' | 'audit', sql: string, ...args: number[]) =>
  (target.ctx.services[store].db.prepare(sql).get(...args) as { n: number }).n;

describe('asking to delete the account', () => {
  it('needs the owner and their password; a wrong one says so on the field and schedules nothing', async () => {
    const admin = await api.login(ADMIN, DEMO_TEAM_PASSWORDS.admin);
    expect((await schedule(admin, DEMO_TEAM_PASSWORDS.admin)).status).toBe(403);
    const token = await owner();
    const wrong = await schedule(token, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: 'password', error: 'Your password is incorrect.' });
    expect((await me(token)).deletionScheduledFor).toBeUndefined();
  });

  it('schedules it in 14 days, ends every other session, keeps members out; the owner logs in and can cancel', async () => {
    const token = await owner();
    const elsewhere = await owner();
    const admin = await api.login(ADMIN, DEMO_TEAM_PASSWORDS.admin);
    const asked = await schedule(token);
    expect(asked.status).toBe(200);
    const { scheduledFor } = (await asked.json()) as { scheduledFor: string };
    expect(Date.parse(scheduledFor) - api.ctx.now()).toBeGreaterThan(ACCOUNT_DELETION_GRACE_DAYS * DAY - 60_000);
    expect(Date.parse(scheduledFor) - api.ctx.now()).toBeLessThanOrEqual(ACCOUNT_DELETION_GRACE_DAYS * DAY);
    expect((await schedule(token)).status).toBe(409);

    // The asking session lives on; the others end at once.
    expect((await me(token)).deletionScheduledFor).toBe(scheduledFor);
    expect((await api.request('GET', '/api/current-user', { token: elsewhere })).status).toBe(401);
    expect((await api.request('GET', '/api/calls?limit=1', { token: admin })).status).toBe(401);

    // A member is refused with the reason; the owner signs in and learns when it is due.
    const member = await login(ADMIN, DEMO_TEAM_PASSWORDS.admin);
    expect(member.status).toBe(403);
    expect(((await member.json()) as { error: string }).error).toContain('being deleted');
    const again = await login(MockUser.email, DEMO_PASSWORD);
    expect(again.status).toBe(200);
    const signedIn = (await again.json()) as { token: string; user: { deletionScheduledFor?: string } };
    expect(signedIn.user.deletionScheduledFor).toBe(scheduledFor);

    const cancelled = await api.request('DELETE', '/api/account/deletion', { token: signedIn.token });
    expect(await cancelled.json()).toEqual({ scheduledFor: null });
    expect((await me(signedIn.token)).deletionScheduledFor).toBeUndefined();
    expect((await api.request('DELETE', '/api/account/deletion', { token: signedIn.token })).status).toBe(404);
    expect((await login(ADMIN, DEMO_TEAM_PASSWORDS.admin)).status).toBe(200);

    const log = (await (await api.request('GET', '/api/audit', { token: signedIn.token })).json()) as AuditPage;
    expect(log.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['account.deletionRequested', 'account.deletionCancelled']),
    );
  });
});

describe('while it is scheduled', () => {
  it('the invitations waiting are withdrawn; nobody is invited nor handed the account; two requests at once schedule once', async () => {
    const first = await owner();
    const second = await owner();
    const both = await Promise.all([schedule(first), schedule(second)]);
    // One schedules it; the other is refused: 409 when it is checked after the first, 401 when
    // the first has already ended its session.
    const statuses = both.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const token = both[0]?.status === 200 ? first : second;
    expect(api.ctx.db.data.invitations?.filter((entry) => (entry as { accountId: number }).accountId === MockUser.id)).toEqual([]);
    const invited = await api.request('POST', '/api/team/invitations', {
      token,
      json: { email: 'late@example.com', role: 'staff', language: 'en' },
    });
    expect(invited.status).toBe(409);
    const handed = await api.request('POST', '/api/team/owner', { token, json: { memberId: 1001, password: DEMO_PASSWORD } });
    expect(handed.status).toBe(409);
    expect(((await handed.json()) as { error: string }).error).toBe('The account is scheduled for deletion: cancel the deletion first.');
  });

  it("another account's records are never deleted, even those with the deleted owner's address", async () => {
    // A checkout of the busy account typed with the demo owner's address, and one nobody claimed yet.
    const subscriptions = api.ctx.db.data.subscriptions as Record<string, unknown>[];
    api.ctx.db.mutate(() => {
      subscriptions.push(
        {
          id: 9001,
          userId: MockBusyUser.id,
          email: MockUser.email,
          plan: 'basic',
          paymentIntentId: 'pi_other',
          createdAt: '2026-11-01T00:00:00Z',
        },
        {
          id: 9002,
          userId: null,
          email: MockUser.email,
          plan: 'basic',
          paymentIntentId: 'pi_unclaimed',
          createdAt: '2026-11-01T00:00:00Z',
        },
      );
    });
    await schedule(await owner());
    api.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY + 60_000);
    await api.request('POST', '/api/dev/account/deletion/run');
    const left = (api.ctx.db.data.subscriptions as { id: number }[]).map((sub) => sub.id);
    expect(left).toContain(9001);
    expect(left).not.toContain(9002);
  });
});

describe('the day it is due', () => {
  it('deletes everything of the account but its invoices, nobody else’s, and never gives its ids again', async () => {
    const busyCalls = count(api, 'calls', 'SELECT COUNT(*) AS n FROM calls WHERE user_id = ?', MockBusyUser.id);
    const invoices = count(api, 'calls', 'SELECT COUNT(*) AS n FROM invoices WHERE user_id = ?', MockUser.id);
    expect(invoices).toBeGreaterThan(0);
    expect(count(api, 'calls', 'SELECT COUNT(*) AS n FROM calls WHERE user_id = ?', MockUser.id)).toBeGreaterThan(0);
    await schedule(await owner());

    // A day early: nothing happens.
    api.advance((ACCOUNT_DELETION_GRACE_DAYS - 1) * DAY);
    await api.request('POST', '/api/dev/account/deletion/run');
    expect((await login(MockUser.email, DEMO_PASSWORD)).status).toBe(200);

    api.advance(DAY + 60_000);
    expect((await api.request('POST', '/api/dev/account/deletion/run')).status).toBe(204);
    expect((await login(MockUser.email, DEMO_PASSWORD)).status).toBe(404);
    expect((await login(ADMIN, DEMO_TEAM_PASSWORDS.admin)).status).toBe(404);
    for (const sql of ['SELECT COUNT(*) AS n FROM calls WHERE user_id = ?', 'SELECT COUNT(*) AS n FROM ledger WHERE user_id = ?'])
      expect(count(api, 'calls', sql, MockUser.id), sql).toBe(0);
    expect(count(api, 'audit', 'SELECT COUNT(*) AS n FROM entries WHERE user_id = ?', MockUser.id)).toBe(0);
    expect(count(api, 'delivery', 'SELECT COUNT(*) AS n FROM endpoints WHERE user_id = ?', MockUser.id)).toBe(0);
    // The invoices stay, as the law requires.
    expect(count(api, 'calls', 'SELECT COUNT(*) AS n FROM invoices WHERE user_id = ?', MockUser.id)).toBe(invoices);
    // No record of db.json names the account or its people any more.
    const left =
      JSON.stringify(api.ctx.db.data.users) +
      JSON.stringify(Object.entries(api.ctx.db.data).filter(([name]) => name !== 'deletedAccounts'));
    expect(left).not.toContain(MockUser.email);
    expect(left).not.toContain(ADMIN);
    expect(left).not.toMatch(/"(userId|accountId)":1[,}]/);
    // Another account is untouched.
    expect(count(api, 'calls', 'SELECT COUNT(*) AS n FROM calls WHERE user_id = ?', MockBusyUser.id)).toBe(busyCalls);
    expect((await login(MockBusyUser.email, DEMO_PASSWORD)).status).toBe(200);
    // Neither the account's id nor its people's are given again.
    expect(nextPersonId(api.ctx.db)).toBeGreaterThan(1002);
    expect(api.ctx.db.data.deletedAccounts).toEqual([expect.objectContaining({ id: MockUser.id, lastPersonId: 1002 })]);
  });

  it('a purge stopped between its stores is finished when the server starts again', { timeout: 60_000 }, async () => {
    const own = await startTestApi();
    try {
      await schedule(await owner(own), DEMO_PASSWORD, own);
      const user = own.ctx.db.data.users.find((entry) => entry.id === MockUser.id);
      // The journal written and the call store's part done; then the server stops.
      own.ctx.db.mutate(() => {
        if (user) user.deletionUnderway = true;
      });
      own.ctx.services.calls.purgeAccount(MockUser.id);
      await own.close();
      const again = await startMockApi({ quiet: true, dataDir: own.ctx.dataDir });
      try {
        expect(again.ctx.db.data.users.some((entry) => entry.id === MockUser.id)).toBe(false);
        expect(
          (again.ctx.services.audit.db.prepare('SELECT COUNT(*) AS n FROM entries WHERE user_id = ?').get(MockUser.id) as { n: number }).n,
        ).toBe(0);
        expect(
          (again.ctx.services.calls.db.prepare('SELECT COUNT(*) AS n FROM invoices WHERE user_id = ?').get(MockUser.id) as { n: number }).n,
        ).toBeGreaterThan(0);
      } finally {
        await again.close();
      }
    } finally {
      await own.stop();
    }
  });
});

describe('downloading a recording', () => {
  it('is an export: the owner gets the file and the audit log says who; staff is refused', async () => {
    const token = await owner();
    const { items } = (await (await api.request('GET', '/api/calls?limit=20&outcome=appointment_booked', { token })).json()) as {
      items: { id: string }[];
    };
    const id = items[0]?.id ?? '';
    const detail = (await (await api.request('GET', `/api/calls/${id}`, { token })).json()) as { recordingUrl: string };
    const played = await api.request('GET', detail.recordingUrl);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-disposition')).toBeNull();
    const saved = await api.request('GET', `${detail.recordingUrl}&download=1`);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="call-${id}.mp3"`);
    const log = (await (await api.request('GET', '/api/audit?action=recording.downloaded', { token })).json()) as AuditPage;
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ detail: id, person: { id: MockUser.id } });

    const staff = await api.login('staff@example.com', DEMO_TEAM_PASSWORDS.staff);
    const theirs = (await (await api.request('GET', `/api/calls/${id}`, { token: staff })).json()) as { recordingUrl: string };
    expect((await api.request('GET', theirs.recordingUrl)).status).toBe(200);
    expect((await api.request('GET', `${theirs.recordingUrl}&download=1`)).status).toBe(403);
  });
});
