import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './App';

export { preloadDashboardFrame } from './LocaleRoutes';

/**
 * The portal as the browser renders it. main.tsx imports it on its own, beside React DOM, so
 * that the browser evaluates this part of the first load (the router, Mantine, the layouts) in
 * a task of its own rather than in one long task with the locale rules and i18n.
 */
export function browserApp(i18n: I18n) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} store={createStore()} />
      </BrowserRouter>
    </StrictMode>
  );
}
