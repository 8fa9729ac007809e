/**
 * Numbers and prices in the page's language. Arabic pages use Western digits (common in the
 * UAE, and the same in Node's and Chromium's ICU, so pre-rendered HTML and hydration agree).
 */
import { LOCALE_INFO, type Locale } from './locale.ts';

export function numberLocale(locale: Locale): string {
  const { lang } = LOCALE_INFO[locale];
  return lang === 'ar' ? 'ar-u-nu-latn' : lang;
}

// Building a formatter loads the language's number data: tens of milliseconds the first time.
// One per language and options, reused.
const formatters = new Map<string, Intl.NumberFormat>();

/** `4.8` in English, `4,8` in Spanish. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * The decimal separator of each language, as Intl writes it (a unit test holds them to it):
 * the first number formatter of a page costs a phone tens of milliseconds, and the pricing
 * cards need nothing else.
 */
const DECIMAL_SEPARATOR: Record<Locale, string> = { en: '.', es: ',', ae: '.' };

/** The amount of a price (whole cents) with two decimals and no symbol: `199.00`, `199,00`. */
export function formatAmount(value: number, locale: Locale): string {
  return value.toFixed(2).replace('.', DECIMAL_SEPARATOR[locale]);
}
