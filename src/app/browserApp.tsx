import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './App';

export { preloadDashboardFrame } from './LocaleRoutes';

let popStateForwarded = false;

/**
 * The portal as the browser renders it. main.tsx imports it on its own, beside React DOM, so
 * that the browser evaluates this part of the first load (the router, Mantine, the layouts) in
 * a task of its own rather than in one long task with the locale rules and i18n.
 * @public main.tsx takes it from a dynamic import, which knip cannot follow.
 */
export function browserApp(i18n: I18n) {
  // Before the router's own `popstate` listener (a window's listeners run in the order they were
  // added): a page with unsaved changes can hold Back/Forward (src/ui/historyGuard.ts listens).
  if (!popStateForwarded) {
    popStateForwarded = true;
    window.addEventListener('popstate', (event) => window.dispatchEvent(new CustomEvent('vozly:popstate', { detail: event })));
  }
  return (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} store={createStore()} />
      </BrowserRouter>
    </StrictMode>
  );
}
