import type { Locale } from '@/lib/locale';

/** What a story variant may set: its globals (locale, viewport). */
interface WithGlobals {
  globals?: Record<string, unknown>;
}

/** The same story in another locale (`es`, or `ae`: Arabic, right to left). */
export function inLocale<S extends WithGlobals>(story: S, locale: Locale): S {
  return { ...story, globals: { ...story.globals, locale } };
}

/** The same story on a phone (375 px wide), in a locale. */
export function onMobile<S extends WithGlobals>(story: S, locale: Locale = 'en'): S {
  return { ...story, globals: { ...story.globals, locale, viewport: { value: 'mobile', isRotated: false } } };
}

/** Whether the story runs on the mobile viewport. */
export const isMobileWidth = () => window.innerWidth < 768;

/** The story's locale, from the page it renders in. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return lang === 'ar' ? 'ae' : lang === 'es' ? 'es' : 'en';
}
