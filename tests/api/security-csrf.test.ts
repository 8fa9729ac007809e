import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallPage } from '../../src/lib/calls.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { rawRequest, startTestApi, type TestApi } from './helpers.ts';

/**
 * POST, PUT, PATCH and DELETE authenticated by the session cookie must come from the portal's
 * origin (or the server's own, or the Vite dev server's); else 403 with a translated `{ error }`.
 * The SameSite=Lax cookie alone is not enough: a page on another port of the same host (same
 * site, so the cookie goes along) could report the victim's calls as spam with a plain form or
 * `fetch`.
 */

let api: TestApi;
let cookie = '';
let token = '';
let callIds: string[] = [];
let callId = '';
beforeAll(async () => {
  delete process.env.PORTAL_URL;
  api = await startTestApi({ portalUrl: 'http://localhost:5173' });
});
afterAll(() => api.stop());
beforeEach(async () => {
  api.ctx.reset();
  const login = await api.request('POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  token = ((await login.json()) as { token: string }).token;
  expect(cookie).toMatch(/^sid=/);
  const page = (await (await api.request('GET', '/api/calls?limit=5&outcome=appointment_booked', { token })).json()) as CallPage;
  callIds = page.items.map((item) => item.id);
  callId = callIds[0] as string;
});

/** Reports a call (the first by default) as spam. */
const spam = (headers: Record<string, string>, id = callId) => api.request('POST', `/api/calls/${id}/spam`, { headers });
const reported = async () =>
  ((await (await api.request('GET', `/api/calls/${callId}`, { token })).json()) as { reportedSpam: boolean }).reportedSpam;

describe('writes with the session cookie', () => {
  it('from a page on another port of the same host: 403, in the request language, and nothing changes', async () => {
    const attack = await spam({ cookie, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' });
    expect(attack.status).toBe(403);
    expect(await attack.json()).toEqual({
      error: 'This request came from another site and was refused. Open the portal and try again from there.',
      code: 'crossSite',
    });
    const es = await spam({ cookie, origin: 'http://127.0.0.1:9999', 'accept-language': 'es' });
    expect(es.status).toBe(403);
    expect(((await es.json()) as { error: string }).error).toBe(
      'Esta petición venía de otro sitio y se ha rechazado. Abre el portal e inténtalo de nuevo desde allí.',
    );
    const ar = await spam({ cookie, origin: 'https://evil.example', 'accept-language': 'ar' });
    expect(((await ar.json()) as { error: string }).error).toMatch(/[\u0600-\u06ff]/);
    expect(await reported()).toBe(false);
  });

  it('is refused for every unsafe method, and for an opaque origin or a cross-site fetch without Origin', async () => {
    const hostile: Record<string, string>[] = [
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:5173.evil.example' },
      { origin: 'http://localhost' },
    ];
    for (const headers of hostile) {
      const response = await spam({ cookie, ...headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const rating = await api.request('PUT', `/api/calls/${callId}/rating`, {
      json: { rating: 'down' },
      headers: { cookie, origin: 'http://localhost:8080' },
    });
    expect(rating.status).toBe(403);
    const logout = await api.request('POST', '/api/logout', { headers: { cookie, origin: 'http://localhost:8080' } });
    expect(logout.status).toBe(403);
    for (const method of ['PATCH', 'DELETE']) {
      expect((await api.request(method, '/api/settings', { headers: { cookie, origin: 'http://localhost:8080' } })).status, method).toBe(
        403,
      );
    }
    expect(await reported()).toBe(false);
  });

  it('from the portal itself: the portal origin (Vite dev), the server own origin (preview, e2e), a same-origin fetch', async () => {
    expect((await spam({ cookie, origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(await reported()).toBe(true);
    expect((await spam({ cookie, origin: api.url }, callIds[1])).status).toBe(200);
    expect((await spam({ cookie, 'sec-fetch-site': 'same-origin' }, callIds[2])).status).toBe(200);
    // Behind a proxy that keeps the browser's Host (Vite's dev proxy, changeOrigin off).
    const proxied = await rawRequest(`${api.url}/api/calls/${callIds[3]}/spam`, {
      method: 'POST',
      headers: { cookie, host: 'localhost:4173', origin: 'http://localhost:4173' },
    });
    expect(proxied.status).toBe(200);
  });

  it('without a browser Origin (curl, scripts), with a bearer token, or a safe method: not concerned', async () => {
    expect((await spam({ cookie })).status).toBe(200);
    // A bearer token cannot be sent by another origin's page without a CORS preflight (never approved).
    expect((await spam({ authorization: `Bearer ${token}`, origin: 'https://evil.example' }, callIds[1])).status).toBe(200);
    const read = await api.request('GET', `/api/calls/${callId}`, { headers: { cookie, origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    // Without the cookie there is no session to ride: the route's own answer (401 here).
    expect((await spam({ origin: 'https://evil.example' })).status).toBe(401);
  });
});
