/**
 * The start-up events, shared by the app (src/startup/firstInput.ts) and the inline loader of
 * the pre-rendered pages (src/startup/loader.ts, run by scripts/build.ts under Node): plain
 * TypeScript without imports, so that both can read it.
 */

/**
 * The visitor's first input: a key press or a tap (pointer or touch). It loads every landing
 * section and fetches the notices' code ahead: the visitor is about to act on the page.
 */
export const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * What brings the landing page's whole stylesheet and fonts: the first input, or a first scroll
 * (scroll, wheel). Scrolling is no input to act on (nothing needs to load for it), but it shows
 * more than the first screen, which the inline critical CSS covers alone.
 */
export const STYLES_TRIGGER_EVENTS = ['scroll', 'wheel', ...FIRST_INPUT_EVENTS] as const;

/**
 * The event the app sends on `document` when it shows more than the pre-rendered markup (a
 * notice, a section that hydrates): the loader then brings the whole stylesheet and the fonts.
 */
export const STYLES_EVENT = 'vozly:styles';
