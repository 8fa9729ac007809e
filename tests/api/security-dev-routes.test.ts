import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MockUser } from '../../mock-api/fixtures/users.ts';
import { fakePortal, freePort, rawRequest, startScript, startTestApi, stopScript, type Child, type TestApi } from './helpers.ts';

/**
 * The development routes (outbox with live links, data reset, leads, payments) need no login,
 * so they are off unless switched on: MOCK_API_DEV_ROUTES=1 (`npm start`, the end-to-end run)
 * or the `devRoutes` option (the API tests). NODE_ENV plays no part: nothing sets it to
 * production, not even `npm run preview`.
 */

const DEV_ROUTES: [string, string][] = [
  ['GET', '/api/dev/outbox'],
  ['GET', `/api/dev/outbox?to=${encodeURIComponent(MockUser.email)}`],
  ['POST', '/api/dev/reset'],
  ['GET', '/api/dev/leads'],
  ['GET', '/api/dev/payments'],
];

let saved: { devRoutes?: string; nodeEnv?: string };
beforeAll(() => {
  saved = { devRoutes: process.env.MOCK_API_DEV_ROUTES, nodeEnv: process.env.NODE_ENV };
});
afterEach(() => {
  for (const [name, value] of [
    ['MOCK_API_DEV_ROUTES', saved.devRoutes],
    ['NODE_ENV', saved.nodeEnv],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function statuses(api: TestApi): Promise<number[]> {
  return Promise.all(DEV_ROUTES.map(async ([method, url]) => (await api.request(method, url)).status));
}

describe('the development routes', () => {
  it('are off by default, whatever NODE_ENV says: the JSON 404, and a reset changes nothing', async () => {
    delete process.env.MOCK_API_DEV_ROUTES;
    for (const nodeEnv of [undefined, 'development', 'test']) {
      if (nodeEnv) process.env.NODE_ENV = nodeEnv;
      else delete process.env.NODE_ENV;
      const api = await startTestApi({ devRoutes: undefined });
      try {
        await api.request('POST', '/api/password/forgot', { json: { email: MockUser.email } });
        expect(await statuses(api), `NODE_ENV=${nodeEnv}`).toEqual(DEV_ROUTES.map(() => 404));
        const outbox = await api.request('GET', '/api/dev/outbox');
        expect(await outbox.json()).toEqual({ error: 'Not found.' });
        expect(api.ctx.db.data.outbox).toHaveLength(1);
      } finally {
        await api.stop();
      }
    }
  });

  it('are on with MOCK_API_DEV_ROUTES=1 or the devRoutes option, and only then', async () => {
    for (const [value, on] of [
      ['1', true],
      ['0', false],
      ['true', false],
      ['', false],
    ] as const) {
      process.env.MOCK_API_DEV_ROUTES = value;
      const api = await startTestApi({ devRoutes: undefined });
      try {
        expect(await statuses(api), `MOCK_API_DEV_ROUTES=${value}`).toEqual(on ? [200, 200, 204, 200, 200] : DEV_ROUTES.map(() => 404));
      } finally {
        await api.stop();
      }
    }
    delete process.env.MOCK_API_DEV_ROUTES;
    const byOption = await startTestApi({ devRoutes: true });
    try {
      expect(await statuses(byOption)).toEqual([200, 200, 204, 200, 200]);
    } finally {
      await byOption.stop();
    }
  });
});

describe('npm run preview (scripts/serve-prod.ts)', () => {
  const dist = fakePortal();
  let preview: Child | undefined;
  afterEach(async () => {
    if (preview) await stopScript(preview);
    preview = undefined;
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    const { MOCK_API_DEV_ROUTES: _ignored, PORTAL_URL: _url, ...rest } = process.env;
    preview = await startScript(
      'scripts/serve-prod.ts',
      { ...(rest as Record<string, string>), PORT: String(port), DIST_DIR: dist, MOCK_API_QUIET: '1', ...env },
      /portal and mock API on/,
    );
    return `http://127.0.0.1:${port}`;
  };

  it('alone has no development routes', async () => {
    const url = await start({});
    for (const [method, path] of DEV_ROUTES) expect((await fetch(`${url}${path}`, { method })).status, `${method} ${path}`).toBe(404);
    expect((await fetch(`${url}/api/voices`)).status).toBe(200);
    expect(preview?.output()).toContain('development routes off');
  });

  it('as the end-to-end run starts it (MOCK_API_DEV_ROUTES=1) has them, and its links open its own address', async () => {
    const url = await start({ MOCK_API_DEV_ROUTES: '1' });
    const hostile = { 'content-type': 'application/json', host: 'evil.example', origin: 'https://evil.example' };
    expect(
      (
        await rawRequest(`${url}/api/password/forgot`, {
          method: 'POST',
          headers: hostile,
          body: JSON.stringify({ email: MockUser.email }),
        })
      ).status,
    ).toBe(200);
    const mails = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(MockUser.email)}`)).json()) as { link: string }[];
    expect(mails[0]?.link.startsWith(`${url}/reset-password?token=`)).toBe(true);
    expect((await fetch(`${url}/api/dev/reset`, { method: 'POST' })).status).toBe(204);
  });
});
