/**
 * Locale rules (prefixes, root redirect, unknown paths), in one place. The URL prefix `ae` is not a language code:
 * it stands for Arabic (`lang="ar"`, `dir="rtl"`). Everything that needs the language, the
 * direction or a localized path asks this module.
 */
export const LOCALES = ['en', 'es', 'ae'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** localStorage key under which the visitor's language is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

export interface LocaleInfo {
  /** BCP 47 language of the page (`<html lang>`), also the i18next language code. */
  lang: 'en' | 'es' | 'ar';
  dir: 'ltr' | 'rtl';
  /** The language's own name, shown in the language switcher. */
  nativeName: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', dir: 'ltr', nativeName: 'English', ogLocale: 'en_US' },
  es: { lang: 'es', dir: 'ltr', nativeName: 'Español', ogLocale: 'es_ES' },
  ae: { lang: 'ar', dir: 'rtl', nativeName: 'العربية', ogLocale: 'ar_AE' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale whose i18next language is `lang` (`ar` -> `ae`). */
export function localeFromLang(lang: string): Locale {
  const found = LOCALES.find((l) => LOCALE_INFO[l].lang === lang || l === lang);
  return found ?? DEFAULT_LOCALE;
}

/** `''` for English, `/es` or `/ae` otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `localizePath('/login', 'es')` is `/es/login`; `localizePath('/', 'ae')` is `/ae`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** The locale's home page. */
export function localeHome(locale: Locale): string {
  return localizePath('/', locale);
}

/** Splits a pathname into its known locale prefix (if any) and the rest of the path. */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first && isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, rest: `/${segments.slice(1).join('/')}` };
  }
  return { locale: null, rest: `/${segments.join('/')}` };
}

/** The locale a browser asks for, from `navigator.languages`: only the first preference counts. */
export function localeFromBrowser(languages: readonly string[]): Locale | null {
  const first = languages[0]?.toLowerCase();
  if (!first) return null;
  const primary = first.split(/[-_]/)[0];
  if (primary === 'es') return 'es';
  if (primary === 'ar' || primary === 'ae') return 'ae';
  if (primary === 'en') return 'en';
  return null;
}

export type Resolution = { type: 'render'; locale: Locale; path: string } | { type: 'redirect'; to: string; remember?: Locale };

export interface ResolveInput {
  pathname: string;
  search?: string;
  hash?: string;
  /** The language kept in local storage, if the visitor has one. */
  storedLanguage: string | null;
  /** `navigator.languages` */
  browserLanguages: readonly string[];
  /** Whether a path without locale prefix is a route of the app. */
  isKnownPath: (path: string) => boolean;
}

/** A first segment that looks like a language code (`fr`, `pt-BR`) but is not one of ours. */
const LANGUAGE_LIKE = /^[a-z]{2}(?:-[a-z]{2})?$/i;

/**
 * Decides what to do with a location, following the locale routing rules:
 * - `/en/...` is stripped to `/...`;
 * - `/es/...` and `/ae/...` render in that locale;
 * - an unknown prefix (`/fr/...`) switches to English;
 * - at the root, a stored language (or else the browser's language) of es or ae redirects there;
 * - any other unknown path redirects to the home of the current locale.
 */
export function resolveLocation(input: ResolveInput): Resolution {
  const { pathname, storedLanguage, browserLanguages, isKnownPath } = input;
  const search = input.search ?? '';
  const hash = input.hash ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const normalized = `/${segments.join('/')}`;
  const first = segments[0];

  if (first !== undefined && first.toLowerCase() === DEFAULT_LOCALE) {
    return { type: 'redirect', to: `/${segments.slice(1).join('/')}${search}${hash}`, remember: DEFAULT_LOCALE };
  }

  if (first !== undefined && isLocale(first)) {
    const rest = `/${segments.slice(1).join('/')}`;
    if (!isKnownPath(rest)) return { type: 'redirect', to: localeHome(first) };
    const canonical = localizePath(rest, first);
    if (canonical !== pathname) return { type: 'redirect', to: `${canonical}${search}${hash}` };
    return { type: 'render', locale: first, path: rest };
  }

  if (first !== undefined && LANGUAGE_LIKE.test(first) && !isKnownPath(normalized)) {
    const rest = `/${segments.slice(1).join('/')}`;
    const target = isKnownPath(rest) ? `${rest}${search}${hash}` : '/';
    return { type: 'redirect', to: target, remember: DEFAULT_LOCALE };
  }

  if (normalized === '/') {
    const preferred = isLocale(storedLanguage) ? storedLanguage : localeFromBrowser(browserLanguages);
    if (preferred && preferred !== DEFAULT_LOCALE) {
      return { type: 'redirect', to: `${localeHome(preferred)}${search}${hash}` };
    }
    return { type: 'render', locale: DEFAULT_LOCALE, path: '/' };
  }

  if (!isKnownPath(normalized)) {
    // The current locale of a path without prefix is the visitor's kept language, else the
    // browser's: the root rule decides it.
    const root = resolveLocation({ ...input, pathname: '/', search: '', hash: '' });
    return root.type === 'redirect' ? { type: 'redirect', to: root.to } : { type: 'redirect', to: '/' };
  }
  if (normalized !== pathname) return { type: 'redirect', to: `${normalized}${search}${hash}` };
  return { type: 'render', locale: DEFAULT_LOCALE, path: normalized };
}
