import { LOCALE_INFO, type Locale } from './locale.ts';

/**
 * THE way to put a number, phone number, e-mail address, code or name into a sentence of a
 * right-to-left page: isolated with Unicode's first-strong isolate (U+2068 … U+2069), so that
 * inside Arabic text a phone number keeps its `+` in front and an e-mail address its order, and
 * the value cannot reorder the words around it. Use it on every such value interpolated into a
 * translation (`t('actions.callBack', { number: isolate(call.callerNumber, locale) })`); in JSX,
 * `<bdi>` does the same. Left-to-right pages get the value unchanged (nothing to reorder there).
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(value: string | number, locale: Locale): string {
  return LOCALE_INFO[locale].dir === 'rtl' ? `${FSI}${value}${PDI}` : String(value);
}
