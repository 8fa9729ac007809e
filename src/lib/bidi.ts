import { LOCALE_INFO, type Locale } from './locale.ts';

/**
 * THE way to keep a left-to-right run (a phone number, a time range, a date, a URL, an e-mail
 * address, a code, a sentence in another language) in its order inside a right-to-left page.
 * Unicode's bidirectional algorithm reorders such a run by the Arabic text around it: a leading
 * `+` moves to the end ("+34910123456" shows as "34910123456+"), numbers joined by a dash or a
 * space swap ("10:00–14:00" as "14:00–10:00"), a URL's scheme moves ("//:https") and a Spanish
 * question's marks trade places ("?…¿"). Isolating the run (Unicode's first-strong isolate,
 * U+2068 … U+2069, or `<bdi>`) lays it out on its own and places it as one block.
 *
 * - In a translated sentence: `t('key', { number: isolate(value, locale) })`.
 * - In JSX: `<Isolate>{value}</Isolate>` (src/ui/ForeignText.tsx); a text in another language
 *   than the page, with its `lang`: `<ForeignText lang="es">` (its `dir` isolates it as well).
 *
 * The story guard (stories/support/bidiGuard.ts) fails any Arabic story that shows such a run
 * not isolated by one of these.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** `value` isolated on a right-to-left page; unchanged on a left-to-right one (nothing to reorder there). */
export function isolate(value: string | number, locale: Locale): string {
  return LOCALE_INFO[locale].dir === 'rtl' ? `${FSI}${value}${PDI}` : String(value);
}

/**
 * The arrow from an old value to a new one ("closed → 10:00–14:00"), pointing the way the page
 * reads: `→` left to right, `←` right to left (arrows are not mirrored by the bidirectional
 * algorithm, so an Arabic "from → to" would point back at the old value).
 */
export function directionArrow(locale: Locale): '→' | '←' {
  return LOCALE_INFO[locale].dir === 'rtl' ? '←' : '→';
}
