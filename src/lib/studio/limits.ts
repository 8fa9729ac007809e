/**
 * The studio's limits and the checks the portal and the mock API share. Each check answers the
 * key of the problem (the mock API's message key; the portal maps it to its own text) or null.
 */
import type { AgentActions, DateException, OpeningHours, TimeRange } from './types.ts';
import { WEEKDAYS } from './types.ts';

export const STUDIO_LIMITS = {
  answerLength: 2_000,
  questionLength: 300,
  answers: 1_000,
  phrasings: 20,
  phrasingLength: 300,
  chatMessageLength: 1_000,
  rangesPerDay: 2,
  exceptions: 100,
  services: 100,
  factLength: 300,
  scenarios: 100,
  scenarioTurns: 30,
  expectations: 10,
  urgencyWords: 20,
  bookingLengthMinutes: { min: 5, max: 240 },
  bookingAheadDays: { min: 1, max: 365 },
} as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type RangeProblem = 'studioRangeInvalid' | 'studioRangeEndsBeforeStart' | 'studioRangesOverlap' | 'studioTooManyRanges';

/** The problem of one day's ranges: a bad time, one that ends before it starts, two that overlap, more than two. */
export function rangesProblem(ranges: readonly TimeRange[]): RangeProblem | null {
  if (ranges.length > STUDIO_LIMITS.rangesPerDay) return 'studioTooManyRanges';
  for (const range of ranges) {
    if (!TIME_PATTERN.test(range.start) || !TIME_PATTERN.test(range.end)) return 'studioRangeInvalid';
    if (minutesOf(range.end) <= minutesOf(range.start)) return 'studioRangeEndsBeforeStart';
  }
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let i = 1; i < sorted.length; i++) {
    if (minutesOf((sorted[i] as TimeRange).start) < minutesOf((sorted[i - 1] as TimeRange).end)) return 'studioRangesOverlap';
  }
  return null;
}

export const isValidDate = (value: string): boolean =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export type HoursProblem = {
  key: RangeProblem | 'studioExceptionInPast' | 'studioExceptionInvalid' | 'studioExceptionTwice' | 'studioInvalidTimeZone';
  where: string;
  /** The field at fault, a path into the hours (`week.mon`, `exceptions.1`, `timeZone`). */
  field: string;
};

/** Whether the runtime knows a time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/**
 * The first problem of opening hours, with where it is (`mon`, or an exception's date).
 * `today` (YYYY-MM-DD in the setup's time zone) rejects new exceptions in the past; exceptions
 * already kept (`kept`, by id and date) may stay.
 */
export function hoursProblem(
  hours: OpeningHours,
  today: string,
  kept: readonly Pick<DateException, 'id' | 'date'>[] = [],
): HoursProblem | null {
  if (!isTimeZone(hours.timeZone)) return { key: 'studioInvalidTimeZone', where: 'timeZone', field: 'timeZone' };
  for (const day of WEEKDAYS) {
    const key = rangesProblem(hours.week[day]);
    if (key) return { key, where: day, field: `week.${day}` };
  }
  const seen = new Set<string>();
  for (const [index, exception] of hours.exceptions.entries()) {
    const at = (key: HoursProblem['key']): HoursProblem => ({ key, where: exception.date, field: `exceptions.${index}` });
    if (!isValidDate(exception.date)) return at('studioExceptionInvalid');
    if (seen.has(exception.date)) return at('studioExceptionTwice');
    seen.add(exception.date);
    const wasKept = kept.some((old) => old.id === exception.id && old.date === exception.date);
    if (exception.date < today && !wasKept) return at('studioExceptionInPast');
    if (exception.kind === 'special') {
      if (!exception.ranges.length) return at('studioRangeInvalid');
      const key = rangesProblem(exception.ranges);
      if (key) return at(key);
    } else if (exception.ranges.length) return at('studioExceptionInvalid');
  }
  return null;
}

export type ActionsProblem = 'studioTransferNotInPlan' | 'studioTransferNumberInvalid' | 'studioTransferNoTrigger';

/**
 * The problem of the actions. `transferAllowed`: whether the account's plan has human escalation
 * (`planHasFeature(plan, 'humanEscalation')` of src/lib/plans.ts: Custom); `isPhone` is the
 * project's phone rule (libphonenumber, international).
 */
export function actionsProblem(
  actions: AgentActions,
  transferAllowed: boolean,
  isPhone: (value: string) => boolean,
): ActionsProblem | null {
  if (!actions.transfer.enabled) return null;
  if (!transferAllowed) return 'studioTransferNotInPlan';
  if (!isPhone(actions.transfer.number)) return 'studioTransferNumberInvalid';
  if (!actions.transfer.when.length) return 'studioTransferNoTrigger';
  return null;
}

/** `10:00–14:00, 16:00–20:00`, or `''` (closed). */
export const formatRanges = (ranges: readonly TimeRange[]): string => ranges.map((range) => `${range.start}–${range.end}`).join(', ');
