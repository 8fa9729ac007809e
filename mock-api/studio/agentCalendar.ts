/**
 * The test chat's agent and the calendar: whether the business is open now (in the setup's time
 * zone, with its holidays and exceptions), the hours of a day a caller names, the free slots it
 * offers for a booking (and whether a slot sent back is one the rules allow), and which offered
 * slot a caller picks. Dates are written in the chat's language.
 */
import { formatRanges, minutesOf } from '../../src/lib/studio/limits.ts';
import { textWords } from '../../src/lib/studio/text.ts';
import type { ChatLine, StudioLanguage, StudioSetup, TimeRange } from '../../src/lib/studio/types.ts';
import { WEEKDAYS } from '../../src/lib/studio/types.ts';
import { DAY_WORDS, INTENTS, ORDINALS } from './agentIntents.ts';
import { fill } from './agentPhrases.ts';
import { addDays, localMoment, rangesOn, weekdayOfDate, zonedInstant } from './time.ts';

const LOCALE: Record<StudioLanguage, string> = { en: 'en-GB', es: 'es-ES', ar: 'ar-u-nu-latn' };

const formats = new Map<string, Intl.DateTimeFormat>();
/** Date formats are slow to create: one per language, zone and use. */
function dateFormat(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

/** The calendar of a setup, for the agent's replies. */
export function agentCalendar(setup: StudioSetup) {
  const { hours, actions } = setup;
  const zone = hours.timeZone;

  const slotText = (ms: number, lang: StudioLanguage) =>
    dateFormat(
      `${lang}|${zone}|slot`,
      () =>
        new Intl.DateTimeFormat(LOCALE[lang], {
          timeZone: zone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    ).format(new Date(ms));
  const dayText = (date: string, lang: StudioLanguage) =>
    dateFormat(
      `${lang}|day`,
      () => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    ).format(new Date(`${date}T12:00:00Z`));

  /** The next moment the business opens after `now` (within two weeks), or null. */
  const nextOpening = (now: number): { date: string; start: string } | null => {
    const local = localMoment(now, zone);
    for (let offset = 0; offset < 14; offset++) {
      const date = addDays(local.date, offset);
      for (const range of rangesOn(hours, date).ranges) {
        if (offset > 0 || minutesOf(range.start) > local.minutes) return { date, start: range.start };
      }
    }
    return null;
  };

  const openNow = (now: number): TimeRange | null => {
    const local = localMoment(now, zone);
    return (
      rangesOn(hours, local.date).ranges.find((range) => minutesOf(range.start) <= local.minutes && local.minutes < minutesOf(range.end)) ??
      null
    );
  };

  const hoursLine = (normalized: string, lang: StudioLanguage, now: number): ChatLine => {
    const list = textWords(normalized);
    const named = WEEKDAYS.find((day) => DAY_WORDS[day].some((word) => list.includes(word)));
    const local = localMoment(now, zone);
    if (named) {
      let date = local.date;
      while (weekdayOfDate(date) !== named) date = addDays(date, 1);
      const { ranges, exception } = rangesOn(hours, date);
      const why = exception?.label ? fill(lang, 'holiday', { label: exception.label }) : '';
      const day = dayText(date, lang);
      if (!ranges.length)
        return {
          speaker: 'agent',
          text: fill(lang, 'dayClosed', { day, why }),
          source: { kind: 'hours', closed: true, ...(exception ? { label: exception.label } : {}) },
        };
      return {
        speaker: 'agent',
        text: fill(lang, 'dayOpen', { day, ranges: formatRanges(ranges) }),
        source: { kind: 'hours', closed: false, ...(exception ? { label: exception.label } : {}) },
      };
    }
    const open = openNow(now);
    if (open) return { speaker: 'agent', text: fill(lang, 'openNow', { end: open.end }), source: { kind: 'hours', closed: false } };
    const { exception } = rangesOn(hours, local.date);
    const why = exception?.label ? fill(lang, 'holiday', { label: exception.label }) : '';
    const next = nextOpening(now);
    const text = next
      ? fill(lang, 'closedNow', { why, when: `${dayText(next.date, lang)}, ${next.start}` })
      : fill(lang, 'closedNoReopen', { why });
    return { speaker: 'agent', text, source: { kind: 'hours', closed: true, ...(exception ? { label: exception.label } : {}) } };
  };

  const slots = (now: number): number[] => {
    const local = localMoment(now, zone);
    const found: number[] = [];
    const length = actions.booking.lengthMinutes;
    for (let offset = 0; offset <= actions.booking.aheadDays && found.length < 3; offset++) {
      const date = addDays(local.date, offset);
      const ranges = actions.booking.withinHours ? rangesOn(hours, date).ranges : [{ start: '09:00', end: '18:00' }];
      let earliest = offset === 0 ? local.minutes + 60 : 0;
      earliest = Math.ceil(earliest / 30) * 30;
      for (const range of ranges) {
        const start = Math.max(minutesOf(range.start), earliest);
        if (start + length <= minutesOf(range.end)) {
          found.push(zonedInstant(date, start, zone));
          break;
        }
      }
    }
    return found;
  };

  /** Whether a slot sent back by the client is one the rules allow (the state comes from the client). */
  const slotAllowed = (iso: string): boolean => {
    const ms = Date.parse(iso);
    if (!Number.isFinite(ms) || !actions.booking.enabled) return false;
    if (!actions.booking.withinHours) return true;
    const local = localMoment(ms, zone);
    const end = local.minutes + actions.booking.lengthMinutes;
    return rangesOn(hours, local.date).ranges.some((range) => minutesOf(range.start) <= local.minutes && end <= minutesOf(range.end));
  };

  const offerText = (offered: readonly string[], lang: StudioLanguage) =>
    offered.map((iso, index) => `${index + 1}) ${slotText(Date.parse(iso), lang)}`).join(', ');

  const bookingChoice = (normalized: string, offered: readonly string[]): string | null => {
    const list = textWords(normalized);
    for (const [index, forms] of ORDINALS.entries())
      if (index < offered.length && forms.some((form) => list.includes(form))) return offered[index] as string;
    for (const iso of offered) {
      const local = localMoment(Date.parse(iso), zone);
      const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
      const mm = String(local.minutes % 60).padStart(2, '0');
      if (normalized.includes(`${hh} ${mm}`) || (mm === '00' && list.includes(String(Number(hh))))) return iso;
      if (DAY_WORDS[local.weekday].some((word) => list.includes(word))) return iso;
    }
    if (list.some((word) => INTENTS.yes.has(word))) return offered[0] ?? null;
    return null;
  };

  return { openNow, hoursLine, slots, slotAllowed, slotText, offerText, bookingChoice };
}
