/**
 * Numbers and prices in the page's language. Arabic pages use Western digits (common in the
 * UAE, and the same in Node's and Chromium's ICU, so pre-rendered HTML and hydration agree).
 */
import { LOCALE_INFO, type Locale } from './locale.ts';

export function numberLocale(locale: Locale): string {
  const { lang } = LOCALE_INFO[locale];
  return lang === 'ar' ? 'ar-u-nu-latn' : lang;
}

/** `4.8` in English, `4,8` in Spanish. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(locale), options).format(value);
}

/** The amount of a price with two decimals and no symbol: `199.00`, `199,00`. */
export function formatAmount(value: number, locale: Locale): string {
  return formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}
