import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromeArgs, chromePath } from './tests/e2e/browser.ts';

/**
 * Local visual regression, no network: every story of the built Storybook is screenshotted in
 * Chromium and compared with the baseline taken on this machine (`npm run test:visual`; first run
 * or `-- --update` records the baselines in tests/visual/baseline/). Not part of `npm test`:
 * pixels depend on the machine's fonts and renderer, so each QA machine keeps its own baselines.
 */
process.env.VISUAL_PORT ??= String(6100 + (process.pid % 400));
const port = Number(process.env.VISUAL_PORT);

export default defineConfig({
  testDir: 'tests/visual',
  testMatch: /\.visual\.ts$/,
  outputDir: 'test-results/visual',
  snapshotPathTemplate: 'tests/visual/baseline/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { ...(existsSync(chromePath) ? { executablePath: chromePath } : {}), args: chromeArgs },
  },
  webServer: {
    command: `node scripts/serve-static.ts storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
