import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromePath } from './tests/e2e/browser.ts';

// The run's base port, chosen once in the main process (workers inherit the env): each worker
// starts its own server on the next ones (tests/e2e/fixtures.ts).
process.env.E2E_PORT ??= String(4300 + (process.pid % 500) * 4);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // One worker by default: on two cores a second one, beside its own server and browser, slowed
  // page loads past the tests' waits. With E2E_WORKERS=n on a larger machine, files run side by
  // side, each worker with its own server and data; a file's tests in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // No retry: a test that passes only on a second try is flaky, a failure to fix at its cause.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    // A trace snapshots the page at every action: it made each action of a keyboard walk about four
    // times slower (a trivial evaluate took 50-70 ms against 13-16 ms). Off unless asked for, when
    // a failure is to be replayed: E2E_TRACE=1 keeps the trace of each failed test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { ...(existsSync(chromePath) ? { executablePath: chromePath } : {}), args: chromeArgs },
  },
});
