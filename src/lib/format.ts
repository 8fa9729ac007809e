/**
 * Numbers and prices in the page's language. Arabic pages use Western digits (common in the
 * UAE, and the same in Node's and Chromium's ICU, so pre-rendered HTML and hydration agree).
 */
import { accountDay, ACCOUNT_TIME_ZONE } from './accountTime.ts';
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

/**
 * An amount of money in cents with its currency, two decimals: `€199.00`, `199,00 €`. The one
 * money formatter of the portal (invoices, checkout) and the mock API's PDF invoices.
 */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatNumber(cents / 100, locale, { style: 'currency', currency });
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the page's language, in the account's time zone (accountTime.ts), with the
 * same digits as the numbers (Western digits in Arabic).
 */
export function formatDateTime(
  iso: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(numberLocale(locale), { timeZone: ACCOUNT_TIME_ZONE, ...options });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name from its ISO 3166 code, in the page's language (`ES`: Spain, España, إسبانيا). */
export function formatRegion(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_INFO[locale].lang], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * A time zone's offset from UTC at `at` (default now), as the page's language writes it, with the
 * same digits as the numbers: `GMT+1`, `GMT-5` in English.
 */
export function formatZoneOffset(zone: string, locale: Locale, at: number = Date.now()): string {
  const parts = new Intl.DateTimeFormat(numberLocale(locale), { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A duration or a playback position as a clock: `0:45`, `4:05`, `1:02:03` (the same in every
 * language): call durations, the recording player and the guide's video player. Unknown (NaN,
 * infinite) or negative: `0:00`.
 */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Today's `YYYY-MM-DD` in the account's time zone, `days` days from now. */
export function madridDate(days = 0, now = Date.now()): string {
  return accountDay(now + days * 86_400_000);
}
