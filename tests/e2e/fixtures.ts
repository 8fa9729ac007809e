import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Each worker's own server: the built portal and a fresh mock API (scripts/serve-prod.ts, a
 * temporary data folder), with the development routes the tests use (data reset, outbox) and
 * e-mailed links to this server. Workers run side by side, each on its own data; the server stops
 * with its worker (and by itself should the worker die: it watches its standard input).
 */
async function startServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vozly-e2e-'));
  const child = spawn(process.execPath, ['scripts/serve-prod.ts'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_URL: url,
      MOCK_API_DATA: dataDir,
      MOCK_API_QUIET: '1',
      MOCK_API_DEV_ROUTES: '1',
      MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1',
      STOP_WITH_STDIN: '1',
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server on ${url} did not start in 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`the server on ${url} exited (${code}) before it listened`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[preview]')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every end-to-end test starts from the seed: the mock API's data is reset before each test
 * (POST /api/dev/reset), so tests that change accounts never affect one another.
 * Import `test` and `expect` from here, not from @playwright/test.
 */
export const test = base.extend<{ seedData: void }, { server: { url: string } }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // playwright.config.ts chose the run's base port; each worker takes the next ones.
      const server = await startServer(Number(process.env.E2E_PORT) + 1 + workerInfo.parallelIndex);
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  seedData: [
    async ({ request }, use) => {
      const response = await request.post('/api/dev/reset');
      expect(response.status(), 'the mock API data reset').toBe(204);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The e-mails the mock API sent to an address, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<{ kind: string; subject: string; link: string | null }[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { kind: string; subject: string; link: string | null }[];
}
