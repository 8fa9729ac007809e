import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';
import { localeFromLang, localizePath, splitLocale, type Locale } from '@/lib/locale';

/** The locale the page renders in: the i18n language, which the locale routing keeps in sync. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeFromLang(i18n.resolvedLanguage ?? i18n.language);
}

/** Localizes app paths for the current locale: `/login` becomes `/es/login` in Spanish. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Where to go: an app path without locale prefix (`/login?x=1#y`), or only a search / hash of the current page. */
export type LocaleTo = string | { pathname?: string; search?: string; hash?: string };

/**
 * THE way to navigate inside the app: every target keeps the page's locale prefix (`/es`, `/ae`).
 * Takes paths without prefix; a target without a path (`?page=2`, `{ search }`) stays on the
 * current page. Never use react-router's `navigate` or `setSearchParams` directly: the routes
 * are matched on the path without its prefix, so their relative targets drop it.
 */
export function useLocaleNavigate(): (to: LocaleTo, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  return useCallback(
    (to, options) => {
      const target = typeof to === 'string' ? parseTo(to) : to;
      const path = target.pathname ? splitLocale(target.pathname).rest : splitLocale(pathname).rest;
      const search = target.search && target.search !== '?' ? (target.search.startsWith('?') ? target.search : `?${target.search}`) : '';
      const hash = target.hash && target.hash !== '#' ? target.hash : '';
      void navigate(`${localizePath(path, locale)}${search}${hash}`, options);
    },
    [navigate, locale, pathname],
  );
}

function parseTo(to: string): { pathname?: string; search?: string; hash?: string } {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return pathname ? { pathname, search, hash } : { search, hash };
}

/** `useSearchParams` whose setter keeps the locale prefix (through useLocaleNavigate). */
export function useLocaleSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [params] = useSearchParams();
  const go = useLocaleNavigate();
  const set = useCallback((next: URLSearchParams, options?: NavigateOptions) => go({ search: next.toString() }, options), [go]);
  return [params, set];
}
