import { LOCALE_INFO } from '@/lib/locale';
import { useLocale } from './useLocale';

/** Languages written right to left (of those a call may be in). */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * THE way to mark a text that is in another language than the page (WCAG 3.1.2): its `lang`
 * (a screen reader switches voice) and its direction, when `textLang` (BCP 47, e.g. the call's
 * language from the data) differs from the page's language; nothing when they are the same.
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
