import type { ReactNode } from 'react';
import { isolate } from '@/lib/bidi';
import { LOCALE_INFO } from '@/lib/locale';
import { useLocale } from './useLocale';

/** Languages written right to left (of those a call may be in). */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * THE way to mark a text that is in another language than the page (WCAG 3.1.2): its `lang`
 * (a screen reader switches voice) and its direction, when `textLang` (BCP 47, e.g. the call's
 * language from the data) differs from the page's language; nothing when they are the same.
 * The `dir` also isolates the text from the words around it (src/lib/bidi.ts).
 */
export function langProps(textLang: string | null | undefined, pageLang: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (!textLang) return {};
  const primary = (value: string) => value.toLowerCase().split('-')[0] ?? '';
  if (primary(textLang) === primary(pageLang)) return {};
  return { lang: textLang, dir: RTL.has(primary(textLang)) ? 'rtl' : 'ltr' };
}

/** `langProps` for the page the component renders in. */
export function useLangProps(textLang: string | null | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return langProps(textLang, LOCALE_INFO[useLocale()].lang);
}

/**
 * A left-to-right value inside a page's text (phone number, time or date range, URL, e-mail,
 * code): a `<bdi>`, so that a right-to-left page shows it in its own order (src/lib/bidi.ts).
 * Harmless on left-to-right pages, so it is used in every locale.
 */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** `isolate(value, locale)` for the page the component renders in: for values put into a translated sentence. */
export function useIsolate(): (value: string | number) => string {
  const locale = useLocale();
  return (value) => isolate(value, locale);
}
