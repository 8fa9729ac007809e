import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockRejectedUser, MockUnverifiedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { LOGIN_SERVER_MESSAGES } from '../../src/lib/serverMessages.ts';
import { useTestApi } from './helpers.ts';
import { newUser } from './requests.ts';

const api = useTestApi();

describe('POST /api/users (registration)', () => {
  it('creates an unverified user, never returning the password hash, and e-mails a link', async () => {
    const response = await api.request('POST', '/api/users', { json: newUser(1) });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: 'user1@example.com', verified: false, role_id: 4 });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    const outbox = (await (await api.request('GET', '/api/dev/outbox?to=user1@example.com')).json()) as { link: string }[];
    expect(outbox[0]?.link).toMatch(/\/verify-email\?token=[\w-]{40,}/);
  });

  it('answers 400 with code 400_001 for an e-mail already taken (any case)', async () => {
    const response = await api.request('POST', '/api/users', { json: { ...newUser(2), email: 'DEMO@example.com' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '400_001' });
  });

  it('answers 400 with code 400_002 for a phone already taken', async () => {
    const response = await api.request('POST', '/api/users', { json: { ...newUser(3), phone: MockUser.phone } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '400_002' });
  });

  it.each([
    ['missing fields', { email: 'x@example.com' }, /name, password, phone, iaprompt/],
    ['an invalid e-mail', { ...newUser(4), email: 'not-an-email' }, /valid e-mail/],
    ['an invalid phone', { ...newUser(5), phone: '+34 12' }, /phone/],
    ['a short password', { ...newUser(6), password: 'short' }, /8 characters/],
    ['another role', { ...newUser(7), role_id: 1 }, /role/i],
  ])('answers 400 with a clear error for %s', async (_case, json, pattern) => {
    const response = await api.request('POST', '/api/users', { json });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(pattern);
  });

  it('answers in Spanish or Arabic when asked', async () => {
    const es = await api.request('POST', '/api/users', { json: { ...newUser(8), email: 'bad' }, headers: { 'accept-language': 'es' } });
    expect(((await es.json()) as { error: string }).error).toBe('Introduce un correo electrónico válido.');
    const ar = await api.request('POST', '/api/users', { json: { ...newUser(8), email: 'bad' }, headers: { 'accept-language': 'ar' } });
    expect(((await ar.json()) as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('malformed requests', () => {
  it('answers 400 with a JSON error for malformed JSON, and keeps running', async () => {
    const response = await api.request('POST', '/api/login', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it.each([[[1, 2]], ['"text"'], [null]])('answers 400 for a body that is not an object: %j', async (json) => {
    const response = await api.request('POST', '/api/login', { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body must be a JSON object.' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await api.request('POST', '/api/login', { json: { email: 'x'.repeat(1_100_000), password: 'x' } });
    expect(response.status).toBe(413);
  });
});

describe('POST /api/login', () => {
  it('returns the user (no hash) and a random token, and sets a session cookie', async () => {
    const response = await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: unknown; token: string };
    expect(body.user).toEqual(MockUser);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(response.headers.get('set-cookie')).toMatch(/^sid=[\w-]+;.*HttpOnly/);
    const again = (await (
      await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })
    ).json()) as { token: string };
    expect(again.token).not.toBe(body.token);
  });

  it('answers the spec’s Spanish messages: user not found, wrong password, account not active', async () => {
    const unknown = await api.request('POST', '/api/login', { json: { email: 'nobody@example.com', password: 'x' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: LOGIN_SERVER_MESSAGES.userNotFound });
    const wrong = await api.request('POST', '/api/login', { json: { email: MockRejectedUser.email, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: LOGIN_SERVER_MESSAGES.incorrectPassword });
    const inactive = await api.request('POST', '/api/login', { json: { email: MockUnverifiedUser.email, password: DEMO_PASSWORD } });
    expect(inactive.status).toBe(403);
    expect(await inactive.json()).toEqual({ error: LOGIN_SERVER_MESSAGES.accountNotActive });
  });

  it('throttles: after 5 failures for one e-mail within 15 minutes, 429 even with the right password', async () => {
    const email = 'user1@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await api.request('POST', '/api/login', { json: { email, password: `wrong${i}` } })).status).toBe(401);
    }
    const blocked = await api.request('POST', '/api/login', { json: { email, password: 'longenough' } });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many failed login attempts/);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    api.advance(15 * 60 * 1000 + 1000);
    // Past the window the account answers again (here: not active yet, as it was never verified).
    expect((await api.request('POST', '/api/login', { json: { email, password: 'longenough' } })).status).toBe(403);
  });
});

describe('sessions', () => {
  it('GET /api/current-user answers the user and token for a bearer token, 401 without', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('GET', '/api/current-user', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: MockUser,
      token,
      member: { id: MockUser.id, name: MockUser.name, email: MockUser.email, role: 'owner' },
    });
    const anonymous = await api.request('GET', '/api/current-user');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toMatch(/session/);
    expect((await api.request('GET', '/api/current-user', { token: 'forged-token' })).status).toBe(401);
  });

  it('GET /api/current-user works with the session cookie alone', async () => {
    const login = await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const response = await api.request('GET', '/api/current-user', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(MockUser.email);
  });

  it('GET /auth/me answers the bearer token’s own user only', async () => {
    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    expect(await (await api.request('GET', '/auth/me', { token })).json()).toEqual(MockRejectedUser);
    expect((await api.request('GET', '/auth/me')).status).toBe(401);
  });

  it('POST /api/logout ends the session', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    expect((await api.request('POST', '/api/logout', { token })).status).toBe(200);
    expect((await api.request('GET', '/api/current-user', { token })).status).toBe(401);
    expect((await api.request('POST', '/api/logout')).status).toBe(200);
  });

  it('a session expires (a day without remember me)', async () => {
    const response = await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD, remember: false } });
    const { token } = (await response.json()) as { token: string };
    expect(response.headers.get('set-cookie')).not.toMatch(/Max-Age/);
    expect((await api.request('GET', '/auth/me', { token })).status).toBe(200);
    api.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await api.request('GET', '/auth/me', { token })).status).toBe(401);
  });
});

describe('nothing private through json-server’s generic routes', () => {
  it.each(['/api/users', '/api/users/1', '/api/sessions/ses_demo_phone', '/api/outbox', '/api/verificationTokens', '/api/db'])(
    'GET %s is 404',
    async (url) => {
      const response = await api.request('GET', url);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a generic collection is refused', async (method) => {
    expect((await api.request(method, '/api/users/1', { json: { name: 'x' } })).status).toBe(404);
  });
});

describe('GET /api/sitemap.xml', () => {
  it('lists the public pages in every locale with hreflang alternates', async () => {
    const response = await api.request('GET', '/api/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset');
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/es\/login<\/loc>/);
    expect(xml).toContain('hreflang="ar"');
  });
});

describe('POST /api/dev/reset', () => {
  it('puts the data back to the seed and clears the login throttle', async () => {
    await api.request('POST', '/api/users', { json: newUser(90) });
    for (let i = 0; i < 5; i++) await api.request('POST', '/api/login', { json: { email: MockUser.email, password: `bad${i}` } });
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(429);
    expect((await api.request('POST', '/api/dev/reset')).status).toBe(204);
    expect((await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } })).status).toBe(200);
    const again = await api.request('POST', '/api/users', { json: newUser(90) });
    expect(again.status).toBe(201);
  });
});
