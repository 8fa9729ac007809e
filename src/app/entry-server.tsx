import type { Resource } from 'i18next';
import { createStore } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createI18n } from '@/i18n/createI18n';
import { LOCALES, type Locale } from '@/lib/locale';
import { findRoute } from '@/lib/routes';
import { authAtom } from '@/state/auth';
import { App } from './App';
import { PAGES } from './pages';

/** Every locale file, bundled into the prerender script (never shipped to the browser). */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

export function resourcesFor(locale: Locale): Resource {
  const bundle: Record<string, Record<string, unknown>> = {};
  for (const [file, data] of Object.entries(files)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    if (match && match[1] === locale && match[2]) bundle[match[2]] = data;
  }
  const lang = locale === 'ae' ? 'ar' : locale;
  return { [lang]: bundle };
}

export { LOCALES };

/**
 * Renders one page (path without prefix) in one locale to HTML, waiting for every lazy part.
 * `signedIn`: as a portal page renders for a session whose user and data are still loading (the
 * portal's frame: header, sidebar, the page in its loading state; no account, no data).
 */
export async function renderPage(url: string, path: string, locale: Locale, { signedIn = false } = {}): Promise<string> {
  const route = findRoute(path);
  if (route) await PAGES[route.id].preload();
  const resources = resourcesFor(locale);
  const i18n = createI18n({ locale, resources, ns: Object.keys(Object.values(resources)[0] ?? {}) });
  const store = createStore();
  if (signedIn) store.set(authAtom, { token: 'prerender', user: null, isAuthenticated: true });
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App i18n={i18n} store={store} />
    </StaticRouter>,
    // Inline every boundary: by default React outlines large ones behind a fallback and a script,
    // which a crawler without JavaScript would never see.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
