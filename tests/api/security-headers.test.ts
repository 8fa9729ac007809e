import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { FAKE_PORTAL_SCRIPTS, fakePortal, startTestApi, type TestApi } from './helpers.ts';

/**
 * Caching and the production preview's headers: every API answer is `Cache-Control: no-store`; the
 * served portal has a CSP without 'unsafe-inline' scripts (its inline loader allowed by hash),
 * nosniff, a Referrer-Policy, no framing, and long-lived caching only for the content-hashed files
 * under /assets.
 */

const DIST = path.resolve(import.meta.dirname, '../../dist');
const fake = fakePortal();
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ staticDir: fake, stripe: false });
  token = await api.login(MockUser.email, DEMO_PASSWORD);
});
afterAll(async () => {
  await api.stop();
  rmSync(fake, { recursive: true, force: true });
});

const sha = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('API answers are never stored by a cache', () => {
  it('every /api, /auth, /kyc, /verify and /customers answer, success or error, is Cache-Control: no-store', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/current-user', { token }],
      ['GET', '/auth/me', { token }],
      ['GET', '/api/profile', { token }],
      ['GET', '/api/settings', { token }],
      ['GET', '/api/subscriptions', { token }],
      ['GET', '/api/voices'],
      ['GET', '/api/current-user'],
      ['POST', '/api/login', { json: { email: MockUser.email, password: DEMO_PASSWORD } }],
      ['POST', '/api/login', { json: { email: MockUser.email, password: 'wrong-password' } }],
      ['POST', '/auth/signup/check', { json: { email: 'free@example.com', phone: '+34622331234' } }],
      ['POST', '/kyc/resubmit-kyc', {}],
      ['GET', '/verify?token=nope'],
      ['POST', '/verify', { json: { token: 'nope' } }],
      ['POST', '/customers', { json: { name: 'Nora', email: 'nora@example.com' } }],
      ['GET', '/api/nothing'],
    ];
    for (const [method, url, init] of calls) {
      const response = await api.request(method, url, init);
      expect(response.headers.get('cache-control'), `${method} ${url}`).toBe('no-store');
      expect(response.headers.get('x-content-type-options'), `${method} ${url}`).toBe('nosniff');
    }
  });
});

describe('the served portal (npm run preview)', () => {
  it('each page has a CSP allowing its own inline scripts by hash, never unsafe-inline scripts, no framing, no plugins', async () => {
    for (const [page, script] of Object.entries(FAKE_PORTAL_SCRIPTS)) {
      const response = await api.request('GET', page);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, page).toContain("'self'");
      expect(scripts, page).toContain(sha(script));
      expect(scripts.join(' '), page).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      expect(csp.get('frame-ancestors'), page).toEqual(["'none'"]);
      expect(csp.get('object-src'), page).toEqual(["'none'"]);
      expect(csp.get('base-uri'), page).toEqual(["'self'"]);
      expect(csp.get('default-src'), page).toEqual(["'self'"]);
      expect(csp.get('style-src'), page).toEqual(["'self'", "'unsafe-inline'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // A page's hash is only its own: the home page's loader is not allowed on /login.
    const login = directives((await api.request('GET', '/login')).headers.get('content-security-policy'));
    expect(login.get('script-src')).not.toContain(sha(FAKE_PORTAL_SCRIPTS['/']));
    // The SPA shell (routes that are not pre-rendered) has no inline script: 'self' alone.
    const shell = await api.request('GET', '/dashboard/settings');
    expect(await shell.text()).toContain('/assets/app-Bx3k9_aZ.js');
    expect(directives(shell.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });

  it('caches only content-hashed files under /assets for a year; everything else is revalidated', async () => {
    const hashed = await api.request('GET', '/assets/app-Bx3k9_aZ.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/readme.txt', '/favicon.svg', '/', '/index.html', '/spa.html', '/login']) {
      const response = await api.request('GET', url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('with a Stripe key, the CSP lets js.stripe.com run its script and frames, and the page call its API', async () => {
    const withStripe = await startTestApi({ staticDir: fake, stripe: true });
    try {
      const csp = directives((await withStripe.request('GET', '/')).headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', sha(FAKE_PORTAL_SCRIPTS['/'])]));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    } finally {
      await withStripe.stop();
    }
    expect(directives((await api.request('GET', '/')).headers.get('content-security-policy')).get('frame-src')).toEqual(["'none'"]);
  });

  it('the real build, when there is one: every inline script of every page is allowed by its hash', async () => {
    const dirs = [fake, ...(existsSync(path.join(DIST, 'index.html')) ? [DIST] : [])];
    for (const dir of dirs) {
      const served = dir === fake ? api : await startTestApi({ staticDir: dir, stripe: false });
      try {
        for (const page of ['/', '/login', '/es', '/ae/pricing']) {
          const file = path.join(dir, page, 'index.html');
          if (!existsSync(file)) continue;
          const html = readFileSync(file, 'utf8');
          const csp = directives((await served.request('GET', page)).headers.get('content-security-policy'));
          // Every <script> without src, as the browser will hash it.
          const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => sha(match[1] ?? ''));
          expect(hashes.length, `${dir}${page}`).toBeGreaterThan(0);
          for (const hash of hashes) expect(csp.get('script-src'), `${dir}${page}`).toContain(hash);
        }
      } finally {
        if (served !== api) await served.stop();
      }
    }
  });
});
