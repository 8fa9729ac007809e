/**
 * The mock API's settings come from the environment once, when a server is created, and a
 * server's options win over the environment: two servers in one process never share a switch.
 */
import { describe, expect, it } from 'vitest';
import { configFromEnv, configWith, DEVELOPMENT_SECRET_KEY, secretKeyOf } from '../../mock-api/config.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi } from './helpers.ts';

describe('the mock API settings', () => {
  it('read each switch from the environment, checked', () => {
    const config = configFromEnv({
      PORTAL_URL: 'https://portal.example.com/',
      MOCK_API_DEV_ROUTES: '1',
      MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1',
      MOCK_API_CLOCK_SPEED: '0.5',
      MOCK_API_LIVE_CALL_EVERY_MS: '5',
      MOCK_API_FAIL_JOBS: ' liveCalls, digest ,',
    });
    expect(config).toMatchObject({
      portalUrl: 'https://portal.example.com',
      devRoutes: true,
      allowLocalWebhooks: true,
      // A clock slower than real time and an interval under 10 ms are refused for their defaults.
      clockSpeed: 1,
      liveCallEveryMs: 60_000,
      failJobs: ['liveCalls', 'digest'],
      stripe: false,
      siteUrl: null,
    });
    expect(configFromEnv({}).secretKey.equals(secretKeyOf(DEVELOPMENT_SECRET_KEY))).toBe(true);
    expect(configFromEnv({ MOCK_API_SECRET_KEY: 'another' }).secretKey.equals(secretKeyOf(DEVELOPMENT_SECRET_KEY))).toBe(false);
  });

  it('refuse a portal address that is not an absolute http(s) URL before anything starts', () => {
    expect(() => configFromEnv({ PORTAL_URL: 'portal.example.com' })).toThrow(/PORTAL_URL must be an absolute/);
    expect(() => configWith({ portalUrl: 'ftp://portal.example.com' }, {})).toThrow(/PORTAL_URL must start with http/);
  });

  it("let a server's options win over the environment, and ignore what is not a setting", () => {
    const config = configWith(
      { devRoutes: false, allowLocalWebhooks: undefined, ...{ port: 3001 } },
      {
        MOCK_API_DEV_ROUTES: '1',
        MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1',
      },
    );
    expect(config.devRoutes).toBe(false);
    expect(config.allowLocalWebhooks).toBe(true);
    expect(config).not.toHaveProperty('port');
  });

  it('are read when the server is created: a later change of the environment changes nothing', async () => {
    const api = await startTestApi({ devRoutes: undefined });
    try {
      const before = api.ctx.config.devRoutes;
      process.env.MOCK_API_DEV_ROUTES = before ? '0' : '1';
      const token = await api.login(MockUser.email, DEMO_PASSWORD);
      const status = (await api.request('GET', '/api/dev/outbox', { token })).status;
      expect(status).toBe(before ? 200 : 404);
    } finally {
      delete process.env.MOCK_API_DEV_ROUTES;
      await api.stop();
    }
  });
});
