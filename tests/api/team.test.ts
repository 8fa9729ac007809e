/**
 * The account's team: the owner invites by e-mail with a role, the invitee joins from the mailed
 * link and signs in to the same account, every role meets the role table on every route (403 with
 * the reason), a removed member is refused at once, and nobody reaches another account's team.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser, MockUser, DEMO_TEAM_PASSWORDS } from '../../mock-api/fixtures/users.ts';
import { TEAM_LIMIT } from '../../mock-api/routes/team.ts';
import bundle from '../../src/api/contract/openapi.bundle.json' with { type: 'json' };
import { ROUTE_ROLES, roleAllowsRoute, type Role } from '../../src/lib/roles.ts';
import type { Schema } from '../../src/lib/contract.ts';
import { useTestApi, type Mail } from './helpers.ts';
import { newUser } from './requests.ts';

const api = useTestApi({ reset: true });

type Team = Schema<'Team'>;
const ADMIN = 'admin@example.com';
const STAFF = 'staff@example.com';

const owner = () => api.login(MockUser.email, DEMO_PASSWORD);
const staff = () => api.login(STAFF, DEMO_TEAM_PASSWORDS.staff);
const admin = () => api.login(ADMIN, DEMO_TEAM_PASSWORDS.admin);
const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};
const team = async (token: string) => json<Team>(await api.request('GET', '/api/team', { token }));
const lastMail = async (to: string) =>
  ((await (await api.request('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as Mail[])[0];
const tokenOf = (mail: Mail | undefined) => new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
const invite = (token: string, email: string, role = 'staff', language = 'en') =>
  api.request('POST', '/api/team/invitations', { token, json: { email, role, language } });
const accept = (link: string, name = 'Nuria Gil', password = 'a-long-secret') =>
  api.request('POST', `/api/invitations/${link}/accept`, { json: { name, password } });

describe('the team', () => {
  it('lists the demo owner first, then the admin and the staff member, and the invitation waiting; never a hash', async () => {
    const body = await team(await owner());
    expect(body.members.map((m) => [m.name, m.role, m.you])).toEqual([
      [MockUser.name, 'owner', true],
      ['Marta Ruiz', 'admin', false],
      ['Omar Haddad', 'staff', false],
    ]);
    expect(body.invitations).toEqual([
      expect.objectContaining({ email: 'pablo@example.com', role: 'staff', language: 'es', expired: false }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenHash|scrypt/);
  });

  it('an invitation goes out in the chosen language; the invitee joins the same account, sees the calls and is refused billing', async () => {
    const token = await owner();
    const sent = await json<Schema<'Invitation'>>(await invite(token, 'Nuria@Example.com', 'staff', 'es'), 201);
    expect(sent).toMatchObject({ email: 'nuria@example.com', role: 'staff', language: 'es', expired: false });
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.sentAt)).toBe(7 * 24 * 60 * 60 * 1000);

    const mail = await lastMail('nuria@example.com');
    expect(mail?.kind).toBe('invitation');
    expect(mail?.subject).toBe(`${MockUser.name} te ha invitado a ${MockUser.company?.name} en Vozly`);
    expect(mail?.text).toContain('como miembro del personal');
    expect(mail?.link).toMatch(/\/es\/invitation\?token=[\w-]{20,}$/);

    const link = tokenOf(mail);
    expect(await json(await api.request('GET', `/api/invitations/${link}`))).toEqual({
      email: 'nuria@example.com',
      company: MockUser.company?.name,
      role: 'staff',
      language: 'es',
    });
    const joined = await json<{ token: string; user: { id: number }; member: Schema<'SessionMember'> }>(await accept(link), 201);
    expect(joined.user.id).toBe(MockUser.id);
    expect(joined.member).toMatchObject({ name: 'Nuria Gil', email: 'nuria@example.com', role: 'staff' });

    // The same account's calls; not its billing, with the reason.
    const mine = await json<{ items: unknown[] }>(await api.request('GET', '/api/calls', { token: joined.token }));
    const owners = await json<{ items: unknown[] }>(await api.request('GET', '/api/calls', { token }));
    expect(mine.items).toEqual(owners.items);
    const billing = await api.request('GET', '/api/usage', { token: joined.token });
    expect(billing.status).toBe(403);
    expect(await billing.json()).toEqual({ error: 'Only the account’s owner can see and change billing.' });

    // The link worked once; the new member signs in with their password.
    expect((await accept(link)).status).toBe(404);
    expect((await api.request('GET', `/api/invitations/${link}`)).status).toBe(404);
    const again = await json<{ member: { role: Role } }>(
      await api.request('POST', '/api/login', { json: { email: 'nuria@example.com', password: 'a-long-secret' } }),
    );
    expect(again.member.role).toBe('staff');
    expect((await team(token)).invitations.map((i) => i.email)).not.toContain('nuria@example.com');
  });

  it('removing a member ends every session of theirs at once, and their login then fails', async () => {
    const token = await owner();
    const first = await staff();
    const second = await staff();
    expect((await api.request('GET', '/api/calls', { token: first })).status).toBe(200);
    expect((await api.request('DELETE', '/api/team/members/1002', { token })).status).toBe(204);
    expect((await api.request('GET', '/api/calls', { token: first })).status).toBe(401);
    expect((await api.request('GET', '/api/current-user', { token: second })).status).toBe(401);
    expect((await api.request('POST', '/api/login', { json: { email: STAFF, password: DEMO_TEAM_PASSWORDS.staff } })).status).toBe(404);
    expect((await team(token)).members.map((m) => m.email)).not.toContain(STAFF);
    expect((await api.request('DELETE', '/api/team/members/1002', { token })).status).toBe(404);
  });

  it("the owner ends a member's sessions (a lost phone): refused at once, still in the team, signs in again; only the owner may", async () => {
    const token = await owner();
    const lost = await staff();
    const ended = await json<{ ended: number }>(await api.request('DELETE', '/api/team/members/1002/sessions', { token }));
    expect(ended).toEqual({ ended: 1 });
    expect((await api.request('GET', '/api/calls', { token: lost })).status).toBe(401);
    expect((await team(token)).members.map((m) => m.email)).toContain(STAFF);
    expect((await api.request('GET', '/api/calls', { token: await staff() })).status).toBe(200);
    expect((await api.request('GET', '/api/calls', { token })).status).toBe(200);
    expect((await api.request('DELETE', '/api/team/members/1002/sessions', { token: await admin() })).status).toBe(403);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    expect((await api.request('DELETE', '/api/team/members/1002/sessions', { token: busy })).status).toBe(404);
  });

  it('a link stops working after 7 days; a resend gives a new one for 7 more and the old one stops; a revoked one never works', async () => {
    const token = await owner();
    const sent = await json<{ id: number }>(await invite(token, 'late@example.com'), 201);
    const old = tokenOf(await lastMail('late@example.com'));
    api.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect((await api.request('GET', `/api/invitations/${old}`)).status).toBe(410);
    const expired = await accept(old);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: 'This invitation has expired. Ask the account’s owner to send it again.' });
    expect((await team(token)).invitations.find((i) => i.id === sent.id)?.expired).toBe(true);

    const resent = await json<{ expired: boolean }>(await api.request('POST', `/api/team/invitations/${sent.id}/resend`, { token }));
    expect(resent.expired).toBe(false);
    const fresh = tokenOf(await lastMail('late@example.com'));
    expect(fresh).not.toBe(old);
    expect((await api.request('GET', `/api/invitations/${old}`)).status).toBe(404);
    expect((await api.request('GET', `/api/invitations/${fresh}`)).status).toBe(200);

    expect((await api.request('DELETE', `/api/team/invitations/${sent.id}`, { token })).status).toBe(204);
    expect((await accept(fresh)).status).toBe(404);
    expect((await api.request('DELETE', `/api/team/invitations/${sent.id}`, { token })).status).toBe(404);
  });

  it('refuses an address that already signs in, a second invitation to one address, and a team past its limit', async () => {
    const token = await owner();
    for (const taken of [MockBusyUser.email, STAFF]) {
      const response = await invite(token, taken);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'This address already signs in to Vozly.' });
    }
    expect((await invite(token, 'pablo@example.com')).status).toBe(409);
    const now = await team(token);
    const room = TEAM_LIMIT - (now.members.length - 1) - now.invitations.length;
    for (let i = 0; i < room; i++) expect((await invite(token, `p${i}@example.com`)).status).toBe(201);
    const full = await invite(token, 'one-too-many@example.com');
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: `A team has at most ${TEAM_LIMIT} people, invitations included.` });
    // A member's address cannot register an account of its own either.
    const signup = await api.request('POST', '/api/users', {
      json: { name: 'Omar', email: STAFF, password: 'a-long-secret', phone: '+34600999888', iaprompt: 'x', role_id: 4 },
    });
    expect(signup.status).toBe(400);
  });

  it('two accepts of one link at once make one member', async () => {
    const token = await owner();
    await invite(token, 'twice@example.com');
    const link = tokenOf(await lastMail('twice@example.com'));
    const answers = await Promise.all([accept(link, 'A'), accept(link, 'B'), accept(link, 'C')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404, 404]);
    expect((await team(token)).members.filter((m) => m.email === 'twice@example.com')).toHaveLength(1);
  });

  it("another account's owner reaches none of this team: members and invitations answer 404", async () => {
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    expect((await team(busy)).members.map((m) => m.email)).toEqual([MockBusyUser.email]);
    expect((await api.request('PUT', '/api/team/members/1002', { token: busy, json: { role: 'admin' } })).status).toBe(404);
    expect((await api.request('DELETE', '/api/team/members/1002', { token: busy })).status).toBe(404);
    expect((await api.request('POST', '/api/team/invitations/1/resend', { token: busy })).status).toBe(404);
    expect((await api.request('DELETE', '/api/team/invitations/1', { token: busy })).status).toBe(404);
    expect((await team(await owner())).members).toHaveLength(3);
  });

  it('only the owner manages the team: an admin cannot raise or remove anyone, themselves included; the owner is no member to demote', async () => {
    const token = await admin();
    for (const [method, url, body] of [
      ['PUT', '/api/team/members/1001', { role: 'admin' }],
      ['PUT', '/api/team/members/1002', { role: 'admin' }],
      ['DELETE', '/api/team/members/1001', undefined],
      ['POST', '/api/team/invitations', { email: 'x@example.com', role: 'admin', language: 'en' }],
    ] as const) {
      const response = await api.request(method, url, { token, ...(body ? { json: body } : {}) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Only the account’s owner can manage the team and the account.' });
    }
    const ownerToken = await owner();
    expect((await api.request('PUT', `/api/team/members/${MockUser.id}`, { token: ownerToken, json: { role: 'staff' } })).status).toBe(404);
    expect((await api.request('PUT', '/api/team/members/1002', { token: ownerToken, json: { role: 'owner' } })).status).toBe(400);
    const changed = await json<{ role: Role }>(
      await api.request('PUT', '/api/team/members/1002', { token: ownerToken, json: { role: 'admin' } }),
    );
    expect(changed.role).toBe('admin');
    // The new role holds from the member's next request.
    expect((await api.request('GET', '/api/delivery', { token: await staff() })).status).toBe(200);
  });

  it('each member has their own sessions and password: a staff member never reaches the owner’s', async () => {
    const ownerToken = await owner();
    const staffToken = await staff();
    const items = (await json<{ items: { id: string }[] }>(await api.request('GET', '/api/sessions', { token: staffToken }))).items;
    expect(items).toHaveLength(1);
    expect((await api.request('DELETE', '/api/sessions/ses_demo_phone', { token: staffToken })).status).toBe(404);
    expect(await json(await api.request('POST', '/api/sessions/end-others', { token: staffToken }))).toEqual({ ended: 0 });
    expect((await api.request('GET', '/api/calls', { token: ownerToken })).status).toBe(200);

    const changed = await api.request('PUT', `/api/users/newPassword/${encodeURIComponent(STAFF)}`, {
      token: staffToken,
      json: { currentPassword: DEMO_TEAM_PASSWORDS.staff, newPassword: 'another-long-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await api.request('GET', '/api/calls', { token: staffToken })).status).toBe(401);
    expect((await api.request('GET', '/api/calls', { token: ownerToken })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: STAFF, password: 'another-long-secret' } })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('the audit log names who did it: the staff member’s login, the owner’s invitation and removal', async () => {
    await staff();
    const token = await owner();
    await invite(token, 'audited@example.com', 'admin');
    await api.request('DELETE', '/api/team/members/1002', { token });
    const page = await json<{ items: { person: { name: string }; action: string; detail: string | null }[] }>(
      await api.request('GET', '/api/audit', { token }),
    );
    const entries = page.items.map((e) => [e.person.name, e.action, e.detail]);
    expect(entries).toContainEqual([MockUser.name, 'member.removed', 'Omar Haddad']);
    expect(entries).toContainEqual([MockUser.name, 'member.invited', 'audited@example.com (admin)']);
    expect(entries).toContainEqual(['Omar Haddad', 'login', null]);
  });
});

describe('handing the account over', () => {
  const handOver = (token: string, memberId: number, password = DEMO_PASSWORD) =>
    api.request('POST', '/api/team/owner', { token, json: { memberId, password } });
  const who = async (token: string) =>
    (await json<{ member: { id: number; name: string; role: Role } }>(await api.request('GET', '/api/current-user', { token }))).member;

  it('goes to an admin only, with the owner’s password; nobody else may ask', async () => {
    const token = await owner();
    const wrong = await json<{ error: string; field: string }>(await handOver(token, 1001, 'not-the-password'), 400);
    expect(wrong).toEqual({ error: 'Your password is incorrect.', field: 'password' });
    expect(await json(await handOver(token, 1002), 409)).toEqual({
      error: 'Only an admin can become the owner: make them an admin first.',
    });
    expect((await handOver(token, 999)).status).toBe(404);
    expect((await handOver(await admin(), 1001, DEMO_TEAM_PASSWORDS.admin)).status).toBe(403);
    expect((await handOver(await api.login(MockBusyUser.email, DEMO_PASSWORD), 1001)).status).toBe(404);
    expect((await team(token)).members.map((m) => [m.name, m.role])).toEqual([
      [MockUser.name, 'owner'],
      ['Marta Ruiz', 'admin'],
      ['Omar Haddad', 'staff'],
    ]);
  });

  it('the admin becomes the owner and the owner an admin: each keeps their sign-in, sessions and person; the account’s data stays', async () => {
    const ownerToken = await owner();
    const adminToken = await admin();
    const calls = await json<{ items: { id: string }[] }>(await api.request('GET', '/api/calls?limit=5', { token: ownerToken }));
    const answer = await json<{ member: { id: number; name: string; role: Role } }>(await handOver(ownerToken, 1001));
    expect(answer.member).toMatchObject({ id: MockUser.id, name: MockUser.name, role: 'admin' });

    // The same devices, from their next request.
    expect(await who(ownerToken)).toMatchObject({ id: MockUser.id, name: MockUser.name, role: 'admin' });
    expect(await who(adminToken)).toMatchObject({ id: 1001, name: 'Marta Ruiz', role: 'owner' });
    expect((await api.request('GET', '/api/billing-details', { token: ownerToken })).status).toBe(403);
    expect((await api.request('GET', '/api/billing-details', { token: adminToken })).status).toBe(200);
    const body = await team(adminToken);
    expect(body.members.map((m) => [m.id, m.name, m.email, m.role, m.you])).toEqual([
      [1001, 'Marta Ruiz', ADMIN, 'owner', true],
      [MockUser.id, MockUser.name, MockUser.email, 'admin', false],
      [1002, 'Omar Haddad', STAFF, 'staff', false],
    ]);
    // Each signs in with their own address and password, to the same account and its calls.
    const marta = await api.login(ADMIN, DEMO_TEAM_PASSWORDS.admin);
    expect(await who(marta)).toMatchObject({ id: 1001, role: 'owner' });
    expect(await json(await api.request('GET', '/api/calls?limit=5', { token: marta }))).toEqual(calls);
    expect(await who(await owner())).toMatchObject({ id: MockUser.id, role: 'admin' });

    // The audit log keeps each person's entries apart, and names who handed it over.
    const audit = await json<{ items: { person: { id: number; name: string }; action: string; detail: string | null }[] }>(
      await api.request('GET', `/api/audit?person=${MockUser.id}`, { token: marta }),
    );
    expect(audit.items.every((entry) => entry.person.name === MockUser.name)).toBe(true);
    expect(audit.items.map((entry) => [entry.action, entry.detail])).toContainEqual(['owner.transferred', 'Marta Ruiz']);

    // And back again.
    expect((await json<{ member: { role: Role } }>(await handOver(marta, MockUser.id, DEMO_TEAM_PASSWORDS.admin))).member.role).toBe(
      'admin',
    );
    expect(await who(ownerToken)).toMatchObject({ id: MockUser.id, role: 'owner' });
    expect(await who(adminToken)).toMatchObject({ id: 1001, role: 'admin' });
  });

  it("a new account's owner gets a person id of their own, never a member's: the audit log's people stay apart", async () => {
    const created = await json<{ user: { id: number } }>(await api.request('POST', '/api/users', { json: newUser(41) }), 201);
    const demoTeam = await team(await owner());
    for (const member of demoTeam.members) expect(created.user.id).not.toBe(member.id);
    expect(created.user.id).toBeGreaterThan(Math.max(...demoTeam.members.map((member) => member.id)));
  });
});

describe("a member's forgotten password", () => {
  const forgot = (email: string) => api.request('POST', '/api/password/forgot', { json: { email } });
  const reset = (token: string, password: string) => api.request('POST', '/api/password/reset', { json: { token, password } });

  it('mails the member a link that sets their own password and ends their sessions only; the owner’s stays', async () => {
    const ownerToken = await owner();
    const staffToken = await staff();
    expect((await forgot(STAFF)).status).toBe(200);
    const mail = await lastMail(STAFF);
    expect(mail).toMatchObject({ kind: 'password-reset' });
    expect(mail?.text).toContain('Omar Haddad');
    expect((await reset(tokenOf(mail), 'omar-new-secret')).status).toBe(200);
    expect((await api.request('GET', '/api/calls', { token: staffToken })).status).toBe(401);
    expect((await api.request('GET', '/api/calls', { token: ownerToken })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: STAFF, password: DEMO_TEAM_PASSWORDS.staff } })).status).toBe(401);
    expect((await api.request('POST', '/api/login', { json: { email: STAFF, password: 'omar-new-secret' } })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('a link mailed before the account changed hands no longer works after: it cannot set the new owner’s password', async () => {
    await forgot(MockUser.email);
    const ownerLink = tokenOf(await lastMail(MockUser.email));
    await forgot(ADMIN);
    const adminLink = tokenOf(await lastMail(ADMIN));
    expect(
      (await api.request('POST', '/api/team/owner', { token: await owner(), json: { memberId: 1001, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
    for (const link of [ownerLink, adminLink]) expect((await reset(link, 'taken-over-secret')).status).toBe(400);
    expect((await api.request('POST', '/api/login', { json: { email: ADMIN, password: DEMO_TEAM_PASSWORDS.admin } })).status).toBe(200);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
  });
});

/** Every operation that needs a session, as the contract writes it. */
function sessionRoutes(): { method: string; path: string }[] {
  const doc = bundle as unknown as {
    security?: unknown[];
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(([, operation]) => {
        const security = operation.security ?? [];
        return security.length > 0 && !security.some((alternative) => Object.keys(alternative).length === 0);
      })
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

describe('the role table', () => {
  it('lists every route that needs a session, and nothing else', () => {
    const routes = sessionRoutes().map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(ROUTE_ROLES).sort()).toEqual([...routes].sort());
  });

  it.each(['admin', 'staff'] as const)(
    'a %s meets it on every route: 403 with the reason where it may not, never where it may',
    async (role) => {
      const token = role === 'admin' ? await admin() : await staff();
      const refused: string[] = [];
      for (const { method, path } of sessionRoutes()) {
        const url = path.replace(/\{email\}/g, encodeURIComponent(role === 'admin' ? ADMIN : STAFF)).replace(/\{[^}]+\}/g, '999999');
        const response = await api.request(method, url, { token, ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }) });
        const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { error?: string }) : {};
        const route = `${method} ${path}`;
        if (!roleAllowsRoute(role, route)) {
          expect(response.status, route).toBe(403);
          expect(body.error, route).toMatch(/^(Only the account’s owner|Your role)/);
          refused.push(route);
        } else {
          expect(body.error ?? '', route).not.toMatch(/^(Only the account’s owner|Your role)/);
        }
      }
      // The staff member is refused far more than the admin, and both are refused billing.
      expect(refused).toContain('GET /api/usage');
      expect(refused).toContain('POST /api/team/invitations');
      if (role === 'staff')
        expect(refused).toEqual(expect.arrayContaining(['PUT /api/studio/draft/facts', 'POST /api/golive/pause', 'GET /api/calls/export']));
      else expect(refused).not.toContain('PUT /api/studio/draft/facts');
    },
  );

  it('a purchase is refused to a staff session before any charge; without a session it goes on', async () => {
    const token = await staff();
    const refused = await api.request('POST', '/api/create-payment-intent', { token, json: { amount: 199 } });
    expect(refused.status).toBe(403);
    expect((await api.request('POST', '/api/create-payment-intent', { json: { amount: 199 } })).status).toBe(200);
  });
});
