/**
 * A day typed as text in the page's language (the call history's From/To fields): `11/27/2026` in
 * English (month first, as the call table writes "Nov 27, 2026"), `27/11/2026` in Spanish and
 * Arabic (day first). The value behind it stays an ISO day (`2026-11-27`, the URL's format).
 * No Intl and no library: the same on the server's pre-rendered page and in the browser.
 */
import type { Locale } from './locale.ts';

export type DayOrder = 'mdy' | 'dmy';

/** The order of a typed day per locale (a unit test holds it to Intl's short date). */
export const DAY_ORDER: Record<Locale, DayOrder> = { en: 'mdy', es: 'dmy', ae: 'dmy' };

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-27` → `11/27/2026` (en), `27/11/2026` (es, ae); anything else: `''`. */
export function formatDayText(iso: string | undefined, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return DAY_ORDER[locale] === 'mdy' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Arabic-Indic (٠–٩) and Eastern Arabic (۰–۹) digits as Western ones. */
const westernDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/**
 * The ISO day of a typed text, in the locale's order: day, month and four-digit year separated by
 * `/`, `-`, `.` or spaces (`27/11/2026`, `27-11-2026`, `1.2.2026`), or an ISO day (`2026-11-27`,
 * the same in every locale); Arabic digits too. `''` for an empty text, `null` for one that is no
 * real day (`31/02/2026`, `27/11`, `hello`).
 */
export function parseDayText(text: string, locale: Locale): string | null {
  const clean = westernDigits(text.trim().replace(/[\u200e\u200f\u061c]/g, ''));
  if (!clean) return '';
  const parts = clean.split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [a, b, c] = parts as [string, string, string];
  let year: string, month: string, day: string;
  if (a.length === 4) [year, month, day] = [a, b, c];
  else if (c.length === 4) [year, month, day] = DAY_ORDER[locale] === 'mdy' ? [c, a, b] : [c, b, a];
  else return null;
  if (month.length > 2 || day.length > 2) return null;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1000 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${year}-${pad(m)}-${pad(d)}`;
}
