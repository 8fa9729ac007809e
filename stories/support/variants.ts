import { within } from 'storybook/test';
import { localeFromLang, type Locale } from '@/lib/locale';
import { storyI18n } from './i18n';

/** What a story variant may set: its globals (locale, viewport), tags and parameters. */
interface WithGlobals {
  globals?: Record<string, unknown>;
  tags?: string[];
  parameters?: Record<string, unknown>;
}

/**
 * A copy of a story kept as a test but out of the docs page: a designer switches language and
 * viewport with the toolbar instead. (The sidebar reads tags statically: `.storybook/main.ts`
 * tags a copy there by its name, the story's plus `Spanish`, `Arabic`, `Mobile`...)
 */
const COPY_TAGS = ['!dev', '!autodocs'];

/**
 * Whether a copy replays its story's play. By default a copy renders and passes axe (the
 * preview's a11y check runs after every story) without the play: the play checks behaviour the
 * original already proved, and the copy's texts are checked by the locale check
 * (scripts/check-locales.ts). A copy keeps the play (`{ play: true }`) where the behaviour can
 * differ: the Arabic copy of a story whose play checks direction or layout (right to left), the
 * phone copy of one whose play checks layout. A Spanish copy never needs it: English's direction
 * and layout. A copy given a play of its own (`{ ...inLocale(Story, 'es'), play }`) keeps that.
 */
interface CopyOptions {
  play?: boolean;
}

/**
 * The play of a copy that only renders: a play of its own, or the story would inherit its meta's.
 * A whole page (tag `page`, stories/pages/support.tsx) first waits for its heading: the route's
 * code and first data arrive after the first render, and axe's page rules (one h1) run after
 * the play.
 */
const renderOnly = async ({ canvasElement, tags }: { canvasElement: HTMLElement; tags?: string[] }) => {
  if (tags?.includes('page')) await within(canvasElement).findByRole('heading', { level: 1 });
};

/**
 * A copy without the play shows its story's start (a drawer the play then closes still open), not
 * the end the story's name describes: `parameters.renderOnly` tells the preview's at-rest check
 * (.storybook/preview.tsx, stories/support/atRest.ts) to leave it to the original.
 */
const copyOf = <S extends WithGlobals>(story: S, globals: Record<string, unknown>, { play = false }: CopyOptions): S => ({
  ...story,
  tags: [...(story.tags ?? []), ...COPY_TAGS],
  globals: { ...story.globals, ...globals },
  ...(play ? {} : { play: renderOnly, parameters: { ...story.parameters, renderOnly: true } }),
});

/** The same story in another locale (`es`, or `ae`: Arabic, right to left); a test, not a sidebar entry. */
export function inLocale<S extends WithGlobals>(story: S, locale: Locale, options: CopyOptions = {}): S {
  return copyOf(story, { locale }, options);
}

/** The same story on a phone (375 px wide), in a locale; a test, not a sidebar entry. */
export function onMobile<S extends WithGlobals>(story: S, locale: Locale = 'en', options: CopyOptions = {}): S {
  return copyOf(story, { locale, viewport: { value: 'mobile', isRotated: false } }, options);
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
