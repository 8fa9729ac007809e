/**
 * Container tests: a real page (src/pages) rendered in Chromium with the app's providers, its
 * calls answered by Mock Service Worker with handlers typed by the API contract
 * (stories/support/msw.ts). The worker script is served from .storybook/public (vite.config.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { notifications } from '@mantine/notifications';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import '@/app/styles';
import { AppProviders } from '@/app/Providers';
import { createQueryClient } from '@/app/serverState';
import { activateStoryLocale, storyI18n } from '@stories/support/i18n';

import { WORKER_SCRIPT } from '@stories/support/msw';

export { contract, noContent, never, requestLog } from '@stories/support/msw';
export { t } from '@stories/support/i18n';

// A page's first render loads its lazy chunks: the same patience as the stories (.storybook/preview.tsx).
configure({ asyncUtilTimeout: 5000 });

export const worker = setupWorker();

/** The API's paths (src/api/client.ts): `/api/...` and the root calls. */
const API_PATH = /^\/(api|auth|kyc|verify|customers)(\/|$)/;

/** Starts the worker for the file's tests; each test adds its handlers with `worker.use`. */
export function useMockApi(...handlers: AnyHandler[]) {
  beforeAll(async () => {
    await worker.start({
      ...WORKER_SCRIPT,
      quiet: true,
      // A call to the API without a handler fails the test (MSW answers it with an error); the
      // page's own modules and assets go through.
      onUnhandledFrame: ({ frame, defaults }) => {
        const { request } = frame.data as { request?: Request };
        if (request && API_PATH.test(new URL(request.url).pathname)) defaults.error();
      },
    });
    await activateStoryLocale('en');
  });
  beforeEach(() => {
    if (handlers.length) worker.use(...handlers);
    localStorage.clear();
    sessionStorage.clear();
    notifications.clean();
  });
  afterEach(() => {
    for (const mounted of rendered.splice(0)) mounted.unmount();
    worker.resetHandlers();
  });
  afterAll(() => worker.stop());
}

const rendered: { unmount: () => void }[] = [];

export interface RenderOptions {
  /** A memory router at this path (default), or the browser's own history (`browser: true`). */
  route?: string;
  browser?: boolean;
  store?: ReturnType<typeof createStore>;
}

/** Renders a page as the app does: providers, router, a fresh server-state cache. */
export function renderPage(ui: ReactNode, { route = '/', browser = false, store = createStore() }: RenderOptions = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const client = createQueryClient();
  const routed = browser ? <BrowserRouter>{ui}</BrowserRouter> : <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  root.render(
    <AppProviders i18n={storyI18n} store={store}>
      <QueryClientProvider client={client}>{routed}</QueryClientProvider>
    </AppProviders>,
  );
  const mounted = {
    container,
    store,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
  rendered.push(mounted);
  return mounted;
}
