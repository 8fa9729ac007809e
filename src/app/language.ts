import { isLocale, LANGUAGE_STORAGE_KEY, type Locale } from '@/lib/locale';

/** The language kept in local storage (key `language`, read by the root redirect), if any. */
export function readStoredLanguage(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(locale: Locale): void {
  try {
    if (isLocale(locale)) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode): the URL still carries the locale.
  }
}

export function browserLanguages(): readonly string[] {
  // Node has a navigator too: while pre-rendering, there is no browser to ask.
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
