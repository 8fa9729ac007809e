/**
 * The usage page's figures from the call store: calls per day by outcome, billed minutes per day,
 * calls per hour of the day, and the recent rate the forecast uses. One indexed range scan of the
 * account's calls, bucketed by Madrid day.
 */
import type { DatabaseSync } from 'node:sqlite';
import { billableMinutes, type CallOutcome } from '../../src/lib/calls.ts';
import type { UsageDay, UsageRange } from '../../src/lib/usage.ts';
import { madridDay, madridDayStart } from '../calls/time.ts';

/** Days over which the forecast's rate is measured. */
export const FORECAST_WINDOW_DAYS = 14;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function usageStats(
  db: DatabaseSync,
  userId: number,
  range: UsageRange,
  now: number,
): { today: string; days: UsageDay[]; hours: number[]; minutesPerDay: number } {
  const today = madridDay(now);
  const span = Math.max(range, FORECAST_WINDOW_DAYS);
  const labels = Array.from({ length: span }, (_, i) => shiftDay(today, i - span + 1));
  const starts = labels.map(madridDayStart);
  const rows = db
    .prepare(
      'SELECT started_at, outcome, duration_sec, reported_spam, fallback, test_call FROM calls WHERE user_id = ? AND started_at >= ? AND started_at <= ? ORDER BY started_at',
    )
    .all(userId, starts[0] as number, now) as {
    started_at: number;
    outcome: CallOutcome;
    duration_sec: number;
    reported_spam: number;
    fallback: number;
    test_call: number;
  }[];
  const days: UsageDay[] = labels.map((day) => ({ day, calls: {}, minutes: 0 }));
  const hours = Array.from({ length: 24 }, () => 0);
  const firstInRange = span - range;
  let index = 0;
  for (const row of rows) {
    while (index + 1 < starts.length && row.started_at >= (starts[index + 1] as number)) index++;
    const bucket = days[index] as UsageDay;
    bucket.calls[row.outcome] = (bucket.calls[row.outcome] ?? 0) + 1;
    bucket.minutes += billableMinutes({
      durationSec: row.duration_sec,
      outcome: row.outcome,
      fallback: row.fallback === 1,
      reportedSpam: row.reported_spam === 1,
      testCall: row.test_call === 1,
    });
    if (index >= firstInRange) {
      const hour = Math.min(23, Math.floor((row.started_at - (starts[index] as number)) / 3_600_000));
      hours[hour] = (hours[hour] ?? 0) + 1;
    }
  }
  const recent = days.slice(-FORECAST_WINDOW_DAYS).reduce((sum, day) => sum + day.minutes, 0);
  return { today, days: days.slice(firstInRange), hours, minutesPerDay: Math.round((recent / FORECAST_WINDOW_DAYS) * 10) / 10 };
}
