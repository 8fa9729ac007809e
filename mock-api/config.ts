/**
 * The mock API's settings, read from the environment once, when a server is created
 * (`createMockApi`), and handed to every module as `ctx.config`. No module reads
 * `process.env`: what a server does is decided by the options it was started with, so two
 * servers in one process (the tests start many) never see each other's switches.
 */
import { createHash } from 'node:crypto';

export interface MockApiConfig {
  /**
   * The portal's public address (`PORTAL_URL`, default http://localhost:5173): the origin of
   * every e-mailed link. Never taken from a request's Origin or Host.
   */
  readonly portalUrl: string;
  /** The site's origin in the sitemap (`SITE_URL`); null: the origin the request came to. */
  readonly siteUrl: string | null;
  /**
   * Whether the development routes (`/api/dev/*`: outbox, reset, leads, payments...) exist. Off
   * unless switched on (`MOCK_API_DEV_ROUTES=1` or the `devRoutes` option): a module registers
   * its dev routes only `if (ctx.config.devRoutes)`.
   */
  readonly devRoutes: boolean;
  /** A simulated call arrives for the demo account about every minute (`MOCK_API_LIVE_CALLS=1`, `npm start`; off in tests). */
  readonly liveCalls: boolean;
  /** How often the live line's call arrives, in ms (default a minute; `MOCK_API_LIVE_CALL_EVERY_MS`). */
  readonly liveCallEveryMs: number;
  /** Background jobs made to fail, to prove the server survives (`MOCK_API_FAIL_JOBS`, tests only). */
  readonly failJobs: readonly string[];
  /** The served portal's CSP allows Stripe (`VITE_STRIPE_PUBLISHABLE_KEY` is set). */
  readonly stripe: boolean;
  /**
   * `http://127.0.0.1:<port>` webhook endpoints allowed (`MOCK_API_ALLOW_LOCAL_WEBHOOKS=1`,
   * development and tests only). Not read-only: a test turns it off on a running server to
   * prove an endpoint saved while it was on is still refused at delivery time.
   */
  allowLocalWebhooks: boolean;
  /** How much faster than real time the delivery ladder runs (`MOCK_API_CLOCK_SPEED`, at least 1). */
  readonly clockSpeed: number;
  /** The key that seals secrets at rest (SHA-256 of `MOCK_API_SECRET_KEY`, else of the development key; secrets.ts). */
  readonly secretKey: Buffer;
  /** No console line per e-mail or request error (`MOCK_API_QUIET=1`). */
  readonly quiet: boolean;
}

export const DEFAULT_PORTAL_URL = 'http://localhost:5173';
/** The key used when `MOCK_API_SECRET_KEY` is not set: fine for a mock on a laptop, never for real data (docs/security.md). */
export const DEVELOPMENT_SECRET_KEY = 'vozly-mock-api-development-secret-key';

/** The configured portal address, checked: an http(s) URL, without a trailing slash. */
export function portalUrlOf(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_PORTAL_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PORTAL_URL must be an absolute http(s) address, such as ${DEFAULT_PORTAL_URL} (got "${text}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PORTAL_URL must start with http:// or https:// (got "${text}")`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The live line's interval: a whole number of ms (at least 10), else a minute. */
function liveCallEvery(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 10 ? ms : 60_000;
}

/** A speed of at least 1 (a slower clock than real time would only stretch waits). */
function clockSpeedOf(value: string | undefined): number {
  const speed = Number(value ?? 1);
  return Number.isFinite(speed) && speed >= 1 ? speed : 1;
}

export function failingJobsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export const secretKeyOf = (text: string | undefined): Buffer =>
  createHash('sha256')
    .update(text || DEVELOPMENT_SECRET_KEY)
    .digest();

/** What the environment asks for, each value checked; a bad `PORTAL_URL` throws before anything starts. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): MockApiConfig {
  return {
    portalUrl: portalUrlOf(env.PORTAL_URL),
    siteUrl: env.SITE_URL?.trim() || null,
    devRoutes: env.MOCK_API_DEV_ROUTES === '1',
    liveCalls: env.MOCK_API_LIVE_CALLS === '1',
    liveCallEveryMs: liveCallEvery(env.MOCK_API_LIVE_CALL_EVERY_MS),
    failJobs: failingJobsOf(env.MOCK_API_FAIL_JOBS),
    stripe: Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY),
    allowLocalWebhooks: env.MOCK_API_ALLOW_LOCAL_WEBHOOKS === '1',
    clockSpeed: clockSpeedOf(env.MOCK_API_CLOCK_SPEED),
    secretKey: secretKeyOf(env.MOCK_API_SECRET_KEY),
    quiet: env.MOCK_API_QUIET === '1',
  };
}

/** The environment's settings with what a server's options set in their place (an option left undefined keeps the environment's). */
export function configWith(
  { portalUrl, ...options }: Partial<Omit<MockApiConfig, 'secretKey' | 'siteUrl'>>,
  env: NodeJS.ProcessEnv = process.env,
): MockApiConfig {
  const fromEnv = configFromEnv(portalUrl === undefined ? env : { ...env, PORTAL_URL: portalUrl });
  const given = Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== undefined && key in fromEnv));
  return { ...fromEnv, ...given };
}
