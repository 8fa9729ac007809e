import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '../../mock-api/context.ts';
import { API_MODULES } from '../../mock-api/routes/index.ts';
import { VOICES } from '../../src/lib/dashboard.ts';
import { CALL_PACKAGES } from '../../src/lib/plans.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * Only GET of the exact public catalogue routes is answered (mock-api/catalogues.ts), never by
 * json-server's generic router: it would answer `GET /api/voices/x/users` with every user and
 * password hash (and `/x/outbox` the live reset links, `/x/paymentIntents` the client secrets,
 * `/x/sessions` the token hashes), and `_embed` / `_expand` would leak other collections or
 * answer 500 with a stack trace.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Something worth stealing in every private collection: a session, a live reset link, a
  // payment intent with its client secret, a lead.
  await api.login(MockUser.email, DEMO_PASSWORD);
  await api.request('POST', '/api/password/forgot', { json: { email: MockUser.email } });
  await api.request('POST', '/api/create-payment-intent', { json: { amount: 399 } });
});
afterAll(() => api.stop());

const PRIVATE = [
  'users',
  'sessions',
  'outbox',
  'verificationTokens',
  'passwordResetTokens',
  'paymentIntents',
  'customers',
  'subscriptions',
  'leads',
  'kycDocuments',
  'botConfigs',
  'profiles',
  'accountSettings',
];
/** What must never appear in an answer: a password hash, a reset link, a client secret, an e-mail, a stack trace, a path. */
const SECRETS = /scrypt\$|reset-password\?token|_secret_|@example\.com|tokenHash|\n\s+at |node_modules|\/work\/|[A-Z]:\\/;

async function text(response: Response): Promise<string> {
  return response.text();
}

describe('only GET of the exact public catalogue routes is answered', () => {
  it('nested routes (any collection, any id) are the JSON 404 and never list a private collection', async () => {
    for (const parent of ['/api/voices/x', `/api/voices/${VOICES[0]?.id}`, '/api/callPackages/pro', '/api/callPackages/1']) {
      for (const name of PRIVATE) {
        const response = await api.request('GET', `${parent}/${name}`);
        const body = await text(response);
        expect(response.status, `${parent}/${name}`).toBe(404);
        expect(JSON.parse(body), `${parent}/${name}`).toEqual({ error: 'Not found.' });
      }
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/api/voices', `/api/voices/${VOICES[0]?.id}`, '/api/callPackages/pro', '/api/voices/x/users']) {
        const response = await api.request(method, url, { json: { id: 'mine', name: 'Injected' } });
        expect(response.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(api.ctx.db.data.voices).toEqual(VOICES);
    expect(api.ctx.db.data.callPackages).toEqual(CALL_PACKAGES);
  });

  it('the private collections, /db and unknown paths are the JSON 404', async () => {
    // (GET /api/subscriptions and /api/sessions are real routes: the logged-in account's own, 401
    // without a session; sessions.test.ts checks what they show.)
    const collections = PRIVATE.filter((name) => name !== 'subscriptions' && name !== 'sessions').map((name) => `/api/${name}`);
    for (const url of [
      ...collections,
      '/api/subscriptions/1',
      '/api/users/1',
      '/api/db',
      '/api/nothing/here',
      '/api/voices/x/y/z',
      '/nothing',
    ]) {
      const response = await api.request('GET', url);
      const body = await text(response);
      expect(response.status, url).toBe(404);
      expect(body, url).not.toMatch(SECRETS);
      expect(JSON.parse(body), url).toEqual({ error: 'Not found.' });
    }
    // The nested form json-server also understood, on the private collections themselves.
    const nested = await api.request('GET', `/api/users/${MockUser.id}/sessions`);
    expect(nested.status).toBe(404);
  });

  it('_embed and _expand are refused with 400 in every form; nothing of another collection comes back', async () => {
    const queries = [
      '_embed=users',
      '_expand=user',
      '_embed=botConfigs',
      '_embed[]=users',
      '_embed[0]=users',
      '_embed[x]=users',
      '_embed.x=users',
      '_embedx=users',
      '%5Fembed=users',
      '%5F%65mbed=sessions',
      '_EXPAND=user',
      '_expand[user]=1',
      'name=Carmen&_embed=outbox',
    ];
    for (const url of ['/api/voices', `/api/voices/${VOICES[0]?.id}`, '/api/callPackages', '/api/callPackages/pro']) {
      for (const query of queries) {
        const response = await api.request('GET', `${url}?${query}`);
        const body = await text(response);
        // The lists refuse the parameter (400); the item routes do not exist (the JSON 404).
        const list = !url.slice('/api/'.length).includes('/');
        expect(response.status, `${url}?${query}`).toBe(list ? 400 : 404);
        expect(body, `${url}?${query}`).not.toMatch(SECRETS);
        expect(JSON.parse(body)).toEqual({ error: list ? expect.stringMatching(/^Invalid value for /) : 'Not found.' });
      }
    }
  });

  it('the catalogues themselves answer, with no private field; no filters, no item routes (undocumented)', async () => {
    const voices = await api.request('GET', '/api/voices');
    expect(voices.status).toBe(200);
    expect(await voices.json()).toEqual(VOICES);
    expect(await (await api.request('GET', '/api/callPackages')).json()).toEqual(CALL_PACKAGES);
    expect((await api.request('GET', '/api/callPackages/pro')).status).toBe(404);
    // No json-server filter is served (they run client patterns as regular expressions).
    const filtered = await api.request('GET', '/api/voices?gender=male&_sort=name');
    expect(filtered.status).toBe(400);
    expect(await filtered.json()).toEqual({ error: 'Invalid value for gender.' });
    expect((await api.request('GET', '/api/voices/unknown')).status).toBe(404);
    expect((await api.request('HEAD', '/api/voices')).status).toBe(200);
  });
});

describe('no answer carries a stack trace or a path', () => {
  const boom: ApiModule = {
    name: 'boom',
    register(app) {
      app.get('/api/boom', () => {
        throw new Error(`ENOENT: no such file or directory, open '${process.cwd()}/mock-api/data/db.json'`);
      });
    },
  };

  it('json-server errors, bad queries, JSONP, broken bodies and bad escapes get a clean JSON answer, never a 500 with a trace', async () => {
    const provoked: [string, string, RequestInit?][] = [
      ['GET', '/api/voices?q[]=x'],
      ['GET', '/api/voices?q[a]=x'],
      ['GET', '/api/voices?_sort[a]=b'],
      ['GET', '/api/voices?_limit[]=1&_page[]=2'],
      ['GET', '/api/voices?name_like=('],
      ['GET', '/api/voices?callback=alert'],
      ['GET', '/api/voices/%E0%A4%A'],
      ['GET', '/api/%E0%A4%A/x'],
      ['GET', '/verify?token=%E0%A4%A'],
      ['POST', '/verify', { body: '{"token":', headers: { 'content-type': 'application/json' } }],
      ['POST', '/api/login', { body: '{"email":', headers: { 'content-type': 'application/json' } }],
      ['POST', '/api/login', { body: 'x'.repeat(2 * 1024 * 1024), headers: { 'content-type': 'application/json' } }],
      ['POST', '/auth/signup', { body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }],
    ];
    for (const [method, url, init] of provoked) {
      const response = await fetch(`${api.url}${url}`, { method, ...init });
      const body = await text(response);
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      expect(body, `${method} ${url}`).not.toMatch(SECRETS);
      expect(JSON.parse(body), `${method} ${url}`).toEqual({ error: expect.any(String) });
    }
  });

  it('a real server error (a failing route, a lost data folder) is a 500 with the generic message only', async () => {
    const broken = await startTestApi({ modules: [...API_MODULES, boom] });
    try {
      const thrown = await broken.request('GET', '/api/boom');
      expect(thrown.status).toBe(500);
      expect(await thrown.json()).toEqual({ error: 'The server could not process the request. Please try again.' });
      // The data folder disappears under the server: every write fails.
      rmSync(broken.ctx.dataDir, { recursive: true, force: true });
      const write = await broken.request('POST', '/api/password/forgot', {
        json: { email: MockUser.email },
        headers: { 'accept-language': 'es' },
      });
      const body = await text(write);
      expect(write.status).toBe(500);
      expect(body).not.toMatch(SECRETS);
      expect(JSON.parse(body)).toEqual({ error: 'El servidor no ha podido procesar la petición. Inténtalo de nuevo.' });
    } finally {
      await broken.stop();
    }
  });
});
