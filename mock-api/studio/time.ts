/** Local dates and times in a setup's time zone (the studio's hours, slots and exceptions). */
import type { DateException, OpeningHours, TimeRange, Weekday } from '../../src/lib/studio/types.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  return format;
}

const WEEKDAY_OF: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

export interface LocalMoment {
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The local date, weekday and time of an instant in a time zone. */
export function localMoment(ms: number, zone: string): LocalMoment {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF[parts.weekday as string] ?? 'mon',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant of a local date and time (minutes since midnight) in a time zone. */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const seen = localMoment(guess, zone);
  const seenMs = Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000;
  const first = guess - (seenMs - guess);
  const again = localMoment(first, zone);
  const againMs = Date.parse(`${again.date}T00:00:00Z`) + again.minutes * 60_000;
  return guess - (againMs - first);
}

/** The date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const weekdayOfDate = (date: string): Weekday =>
  (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[new Date(`${date}T12:00:00Z`).getUTCDay()] as Weekday;

/** The ranges of a date: its exception's when it has one, else its weekday's. */
export function rangesOn(hours: OpeningHours, date: string): { ranges: TimeRange[]; exception: DateException | null } {
  const exception = hours.exceptions.find((e) => e.date === date) ?? null;
  if (exception) return { ranges: exception.kind === 'special' ? exception.ranges : [], exception };
  return { ranges: hours.week[weekdayOfDate(date)], exception: null };
}
