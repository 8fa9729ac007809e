import { localeFromLang, type Locale } from '@/lib/locale';
import { storyI18n } from './i18n';

/** What a story variant may set: its globals (locale, viewport) and tags. */
interface WithGlobals {
  globals?: Record<string, unknown>;
  tags?: string[];
}

/**
 * A copy of a story kept as a test but out of the docs page: a designer switches language and
 * viewport with the toolbar instead. (The sidebar reads tags statically: `.storybook/main.ts`
 * tags a copy there by its name, the story's plus `Spanish`, `Arabic`, `Mobile`...)
 */
const COPY_TAGS = ['!dev', '!autodocs'];

/** The same story in another locale (`es`, or `ae`: Arabic, right to left); a test, not a sidebar entry. */
export function inLocale<S extends WithGlobals>(story: S, locale: Locale): S {
  return { ...story, tags: [...(story.tags ?? []), ...COPY_TAGS], globals: { ...story.globals, locale } };
}

/** The same story on a phone (375 px wide), in a locale; a test, not a sidebar entry. */
export function onMobile<S extends WithGlobals>(story: S, locale: Locale = 'en'): S {
  return { ...story, tags: [...(story.tags ?? []), ...COPY_TAGS], globals: { ...story.globals, locale, viewport: { value: 'mobile', isRotated: false } } };
}

/** Whether the story runs on the mobile viewport. */
export const isMobileWidth = () => window.innerWidth < 768;

/**
 * The story's locale: the one the preview's loader activated before the story renders. (Not
 * `<html lang>`: that follows only after the first render, so a story rendered after an Arabic
 * one formatted a file's size in Arabic words in its Spanish copy.)
 */
export function pageLocale(): Locale {
  return localeFromLang(storyI18n.language);
}
