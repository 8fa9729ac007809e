import './styles';
import { startTransition } from 'react';
import { activateLocale, createI18n } from '@/i18n/createI18n';
import { SHELL_NAMESPACES } from '@/i18n/namespaces';
import { DEFAULT_LOCALE, resolveLocation, type Locale } from '@/lib/locale';
import { findRoute, isKnownPath } from '@/lib/routes';
import { browserLanguages, readStoredLanguage, storeLanguage } from './language';
import { PAGES } from './pages';

/** Resolves once the browser has rendered a frame (a task after the next animation frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Whether a session token is stored (local or session storage, key `token`). */
function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem('token') || sessionStorage.getItem('token'));
  } catch {
    return false;
  }
}

/**
 * Applies the locale rules before the first render (so a redirect never flashes the wrong page),
 * loads the active language's files and the page's code, then hydrates the pre-rendered HTML
 * when it is the page at this URL, or renders from scratch.
 */
async function start() {
  // The first load in three parts, fetched side by side and each evaluated by the browser in a
  // task of its own rather than in one long task: this module (the locale rules and i18n), React
  // DOM (the largest module) and the portal itself.
  const reactDom = import('react-dom/client');
  const portal = import('./browserApp');
  let locale: Locale = DEFAULT_LOCALE;
  let path = '/';
  for (let hops = 0; hops < 4; hops++) {
    const resolution = resolveLocation({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      storedLanguage: readStoredLanguage(),
      browserLanguages: browserLanguages(),
      isKnownPath,
    });
    if (resolution.type === 'render') {
      locale = resolution.locale;
      path = resolution.path;
      break;
    }
    if (resolution.remember) storeLanguage(resolution.remember);
    window.history.replaceState(null, '', resolution.to);
  }

  storeLanguage(locale);
  const route = findRoute(path);
  if (route?.layout === 'dashboard') {
    // A portal page: its guard and frame load beside the page's code (not once the app renders),
    // and the session check starts now, in parallel with all of it.
    void import('./RequireAuth');
    void import('./DashboardLayout');
    void import('@/api/auth').then((auth) => auth.prefetchCurrentSession());
  }
  const ns = [...SHELL_NAMESPACES, ...(route?.ns ?? [])];
  const i18n = createI18n({ locale, ns });
  const frame = route?.layout === 'dashboard' ? portal.then((module) => module.preloadDashboardFrame()) : undefined;
  const [{ createRoot, hydrateRoot }, { browserApp }] = await Promise.all([
    reactDom,
    portal,
    activateLocale(i18n, locale, ns),
    route ? PAGES[route.id].preload() : undefined,
    frame,
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const app = browserApp(i18n);
  const prerendered = container.dataset.prerendered;
  // A portal page's frame pre-rendered in its HTML (scripts/build.ts): the page as it renders for
  // a session whose user and data are loading, which is what it renders here first when a session
  // token is stored (the key of src/lib/tokenStorage.ts, read here without loading that module);
  // without one, the guard sends the visitor to login.
  const portalFrame = container.dataset.portalFrame === window.location.pathname && route?.layout === 'dashboard' && hasToken();
  if ((prerendered && prerendered === window.location.pathname && route?.access === 'public') || portalFrame) {
    // Let the browser paint the pre-rendered page first, then hydrate as a transition: React
    // works in short slices and yields to the browser between them instead of one long task.
    await afterNextPaint();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
