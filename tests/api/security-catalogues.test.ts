import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockBusyUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * The public catalogues (GET /api/voices, /api/callPackages) take only the parameters they
 * document (none): anything else is a 400 `{ error }` answered at once, and no client text
 * reaches a RegExp. Served by json-server's generic router, whose filters turn query text into
 * regular expressions (`sample_like=<pattern>`), one request without a login, with a pattern that
 * backtracks exponentially, would hold the event loop (every other request) for seconds, or
 * minutes with a longer pattern.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** Backtracks exponentially on the voices' `sample` paths (about a second per voice through a regular-expression filter). */
const CATASTROPHIC = '^(([\\w./-])*)*!$';

async function timed(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const start = performance.now();
  const response = await fetch(`${api.url}${url}`);
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - start };
}

describe('the public catalogues take no query parameters', () => {
  it('a catastrophic `_like` pattern is refused at once, and another request is not held back', async () => {
    const url = `/api/voices?sample_like=${encodeURIComponent(CATASTROPHIC)}`;
    // A cheap request sent while the attack runs must be answered quickly too.
    const [attack, bystander] = await Promise.all([
      timed(url),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return timed('/api/callPackages');
      })(),
    ]);
    expect(attack.status).toBe(400);
    expect(attack.body).toEqual({ error: 'Invalid value for sample_like.' });
    expect(attack.ms).toBeLessThan(500);
    expect(bystander.status).toBe(200);
    expect(bystander.ms).toBeLessThan(500);
  });

  it('every json-server parameter (filters, search, sort, paging, embedding, JSONP) is a 400 with a message', async () => {
    const queries = [
      'q=carmen',
      'name_like=Car',
      'name=Carmen',
      'gender_ne=male',
      'price_gte=1',
      '_sort=name',
      '_order=desc',
      '_page=1',
      '_limit=1',
      '_start=0&_end=2',
      '_embed=users',
      'callback=x',
      '_=1',
      'anything=1',
      'x',
    ];
    for (const base of ['/api/voices', '/api/callPackages']) {
      for (const query of queries) {
        const response = await api.request('GET', `${base}?${query}`, { headers: { 'accept-language': 'es' } });
        expect(response.status, `${base}?${query}`).toBe(400);
        expect(await response.json(), `${base}?${query}`).toEqual({ error: expect.stringMatching(/^Valor no válido para .+\.$/) });
      }
    }
  });

  it('the documented form answers as before (the list, HEAD); undocumented item routes are the JSON 404', async () => {
    const voices = await api.request('GET', '/api/voices');
    expect(voices.status).toBe(200);
    expect(await voices.json()).toEqual(api.ctx.db.data.voices);
    expect(await (await api.request('GET', '/api/voices?')).json()).toEqual(api.ctx.db.data.voices);
    expect(await (await api.request('GET', '/api/callPackages')).json()).toEqual(api.ctx.db.data.callPackages);
    expect((await api.request('HEAD', '/api/callPackages')).status).toBe(200);
    for (const url of ['/api/voices/es-f1', '/api/callPackages/pro', '/api/callPackages/pro?sample_like=x']) {
      const response = await api.request('GET', url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toEqual({ error: 'Not found.' });
    }
  });

  it('no other query text reaches a regular expression: the call search takes the same pattern literally', async () => {
    const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const start = performance.now();
    const response = await api.request('GET', `/api/calls?q=${encodeURIComponent(CATASTROPHIC.slice(0, 80))}`, { token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBe(0);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
