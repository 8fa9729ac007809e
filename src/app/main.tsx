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
  const ns = [...SHELL_NAMESPACES, ...(route?.ns ?? [])];
  const i18n = createI18n({ locale, ns });
  const [{ createRoot, hydrateRoot }, { browserApp }] = await Promise.all([reactDom, portal, activateLocale(i18n, locale, ns), route ? PAGES[route.id].preload() : undefined]);

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const app = browserApp(i18n);
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerendered === window.location.pathname && route?.access === 'public') {
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
