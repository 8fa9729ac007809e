import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromePath } from './tests/e2e/browser.ts';

// One port for the whole run, chosen once in the main process (workers inherit the env).
process.env.E2E_PORT ??= String(4300 + (process.pid % 500));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // No retry: a test that passes only on a second try is flaky, a failure to fix at its cause.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { ...(existsSync(chromePath) ? { executablePath: chromePath } : {}), args: chromeArgs },
  },
  webServer: {
    // The built portal and a fresh mock API (temporary data folder) from one server, with the
    // development routes the tests use (data reset, outbox) and links to this server.
    command: 'node scripts/serve-prod.ts',
    env: { PORT: String(port), MOCK_API_QUIET: '1', MOCK_API_DEV_ROUTES: '1', PORTAL_URL: baseURL, MOCK_API_ALLOW_LOCAL_WEBHOOKS: '1' },
    url: `${baseURL}/api/sitemap.xml`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
