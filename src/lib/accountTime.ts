/**
 * Dates in the account's time zone, one helper for the portal and the mock API: the
 * calendar day of a time, the start of a day, the zone's offset. Every account lives in
 * Europe/Madrid today (the calls' days, the usage chart, the billing periods' labels, the CSV's
 * file name, the portal's dates).
 */
export const ACCOUNT_TIME_ZONE = 'Europe/Madrid';

const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: ACCOUNT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormatter = new Intl.DateTimeFormat('en-GB', { timeZone: ACCOUNT_TIME_ZONE, timeZoneName: 'shortOffset' });

/** The account time zone's UTC offset (whole hours) at a time. */
export function accountOffsetHours(ms: number): number {
  const part = offsetFormatter.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-]\d+)?/.exec(part?.value ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

/** The `YYYY-MM-DD` of a time in the account's time zone. */
export function accountDay(ms: number): string {
  return dayFormatter.format(new Date(ms));
}

/** Midnight, in the account's time zone, at the start of a `YYYY-MM-DD` day, in ms. */
export function accountDayStart(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - accountOffsetHours(utcMidnight + 12 * 3_600_000) * 3_600_000;
}
