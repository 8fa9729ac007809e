import { activateLocale, createI18n } from '@/i18n/createI18n';
import { NAMESPACES } from '@/i18n/namespaces';
import { isLocale, LOCALE_INFO, type Locale } from '@/lib/locale';

/** The i18n instance of Storybook: the toolbar's locale global switches it before each story. */
export const storyI18n = createI18n({ locale: 'en', ns: [...NAMESPACES] });

export async function activateStoryLocale(locale: unknown): Promise<Locale> {
  if (!isLocale(locale)) throw new Error(`Story locale must be one of en, es, ae (got ${String(locale)})`);
  await activateLocale(storyI18n, locale, NAMESPACES);
  return locale;
}

/** The translation function of the story's locale, for play functions to compute expected texts. */
export const t = storyI18n.t.bind(storyI18n);

/** `isolate(value)` (src/lib/bidi.ts) in the story's locale: a play's expected text with an isolated value. */
export function storyIsolate(value: string | number): string {
  return storyI18n.language === 'ar' || storyI18n.language === 'ae' ? `\u2068${value}\u2069` : String(value);
}

/** Direction of the story's locale. */
export function storyDir(locale: Locale): 'ltr' | 'rtl' {
  return LOCALE_INFO[locale].dir;
}
