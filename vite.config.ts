import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { API_PROXY_PATTERNS } from './mock-api/paths.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { startupPlugins } from './scripts/startup-plugins.ts';
import { chromeArgs, chromePath } from './tests/e2e/browser.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Browser test files run at once (VITEST_MAX_WORKERS to change it; docs/testing.md). */
const BROWSER_WORKERS = Number(process.env.VITEST_MAX_WORKERS ?? 2);
const apiPort = Number(process.env.MOCK_API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * What the browser projects (stories, container tests) pre-bundle up front: a dependency
 * discovered in the middle of a run reloads the page and can load React twice. Lazily imported
 * libraries belong here.
 */
const PREBUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'jotai',
  'jotai/utils',
  'ky',
  'i18next',
  'react-i18next',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/form',
  '@mantine/notifications',
  '@mantine/dropzone',
  '@tabler/icons-react',
  'react-phone-number-input',
  'react-phone-number-input/max',
  'react-phone-number-input/locale/en.json',
  'react-phone-number-input/locale/es.json',
  'react-phone-number-input/locale/ar.json',
  'libphonenumber-js/max',
  '@stripe/react-stripe-js',
  '@stripe/stripe-js',
  '@tanstack/react-query',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'storybook/test',
];

/**
 * The browser projects' (stories, container tests) way of running: headless Debian Chromium. A
 * new object for each project: Vitest writes the project's name into its browser instances.
 */
const inChromium = () => ({
  // Two runs at once (several worktrees on one machine) each take their own browser port.
  ...(process.env.VITEST_BROWSER_PORT ? { api: { port: Number(process.env.VITEST_BROWSER_PORT) } } : {}),
  // No retry, as Playwright's end-to-end tests: a test that fails once is a failure to fix at
  // its cause, not a wait to stretch; a retry would hide the flake (docs/testing.md).
  retry: 0,
  browser: {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({
      launchOptions: {
        ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
        args: chromeArgs,
      },
    }),
    instances: [{ browser: 'chromium' as const }],
  },
});

export default defineConfig({
  plugins: [react(), startupPlugins(), chunkGroups(dirname)],
  resolve: {
    alias: {
      '@/': `${path.join(dirname, 'src')}/`,
      '@stories/': `${path.join(dirname, 'stories')}/`,
      '@locales/': `${path.join(dirname, 'locales')}/`,
      ...(process.env.VOZLY_REACT_PROFILING === '1' ? { 'react-dom/client': 'react-dom/profiling' } : {}),
    },
  },
  server: {
    host: 'localhost',
    port: 5173,
    strictPort: true,
    // The mock API answers the portal's calls (the paths above); the portal talks to it through here.
    proxy: Object.fromEntries(API_PROXY_PATTERNS.map((pattern) => [pattern, { target: apiTarget, changeOrigin: false }])),
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: process.env.VOZLY_SOURCEMAP === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 800,
    // No <link rel="modulepreload"> in the HTML: measured with Lighthouse, the three dozen
    // preloads held the first paint of the pre-rendered page back by about two seconds. Nor
    // for lazy chunks: adding a few dozen preload links cost a phone's main thread about 100 ms
    // per batch (measured with Lighthouse), more than the round trips they save. Modules are
    // fetched as their importers are read; the stylesheets of lazy chunks still load with them.
    // A portal page's first load gets its whole graph from the modulepreload list its pre-rendered
    // shell carries (scripts/build.ts); listing each portal chunk's dependencies here instead
    // would write them into the entry chunk, which every landing page visit downloads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps.filter((dep) => dep.endsWith('.css'))),
    },
  },
  test: {
    // Two browser files at once on a two-core machine: a browser test spends part of its time
    // waiting (a request, a transition), which a second file fills; a third only adds contention.
    maxWorkers: BROWSER_WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
          // The mock API's data seeded once for every API test file, and cheap password hashes.
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup.ts'],
          testTimeout: 20_000,
          // First and one file at a time: the mock API tests measure the event loop and answer
          // times, which a browser beside them would distort.
          sequence: { groupOrder: 0 },
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: { include: PREBUNDLED },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
          maxWorkers: BROWSER_WORKERS,
          ...inChromium(),
        },
      },
      {
        // Container tests: the real pages (containers) in Chromium, their calls answered by Mock
        // Service Worker (tests/container/support.tsx). The worker script is served from
        // .storybook/public (Storybook's own static folder), never copied into dist.
        extends: true,
        publicDir: path.join(dirname, '.storybook/public'),
        optimizeDeps: { include: PREBUNDLED },
        test: {
          name: 'container',
          include: ['tests/container/**/*.test.tsx'],
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
          maxWorkers: BROWSER_WORKERS,
          ...inChromium(),
        },
      },
    ],
  },
});
