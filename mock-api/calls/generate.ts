/**
 * The seeded call history: a reproducible generator (fixed seed, so stories, tests and screenshots
 * are stable) of calls shaped like a real line. Weekdays busier than weekends, peaks at 10-13 h
 * and 16-19 h, voicemail out of hours, durations with a long tail, Spanish mobile and landline
 * numbers plus international ones, callers who call again, outcomes and transcripts from the
 * scripts of a dental clinic (scripts.ts), and on a plan that allows it, outbound calls.
 */
import type { CallDirection, CallOutcome } from '../../src/lib/calls.ts';
import { CALL_SCRIPTS, type CallScript } from './scripts.ts';
import { seededRandom } from '../../src/lib/random.ts';

/** A stored call, as the store keeps it (the script gives summary, transcript and recording). */
export interface CallRow {
  id: string;
  userId: number;
  startedAt: number;
  direction: CallDirection;
  callerNumber: string;
  callerName: string | null;
  durationSec: number;
  outcome: CallOutcome;
  /** The script it follows; null for a missed call (nothing was said). */
  script: string | null;
  callbackOf: string | null;
  /** Taken by the voicemail fallback because the minutes ran out (not billed). */
  fallback?: boolean;
  /** The go-live test call (not billed, not counted by the guarantee). */
  testCall?: boolean;
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const digits = (rand: Rand, count: number) => Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');

function weighted<T>(rand: Rand, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let at = rand() * total;
  for (const [value, weight] of table) {
    at -= weight;
    if (at <= 0) return value;
  }
  return (table[table.length - 1] as readonly [T, number])[0];
}

const FIRST = [
  'María',
  'Carmen',
  'Ana',
  'Laura',
  'Lucía',
  'Marta',
  'Elena',
  'Paula',
  'Sara',
  'Isabel',
  'Javier',
  'David',
  'Carlos',
  'Daniel',
  'Pablo',
  'Alejandro',
  'Manuel',
  'Sergio',
  'Jorge',
  'Álvaro',
  'Nuria',
  'Raquel',
  'Rocío',
  'Andrés',
  'Miguel',
  'Hugo',
  'Inés',
  'Julia',
  'Tomás',
  'Fátima',
  'Youssef',
  'Claire',
  'John',
  'Anna',
];
const LAST = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Blanco',
  'Molina',
  'Ortega',
  'Delgado',
  'Castro',
  'Benali',
  'Dubois',
  'Smith',
  'Müller',
];
const INTERNATIONAL = [
  ['+33', 9],
  ['+44', 10],
  ['+49', 10],
  ['+1', 10],
  ['+351', 9],
  ['+212', 9],
  ['+971', 9],
] as const;

function phoneNumber(rand: Rand): string {
  const kind = rand();
  if (kind < 0.7) return `+34${pick(rand, ['6', '7'])}${digits(rand, 8)}`;
  if (kind < 0.85) return `+349${pick(rand, ['1', '3', '5', '6'])}${digits(rand, 7)}`;
  const [prefix, length] = pick(rand, INTERNATIONAL);
  return `${prefix}${1 + Math.floor(rand() * 9)}${digits(rand, length - 1)}`;
}

interface Caller {
  number: string;
  name: string | null;
}

const INBOUND_OUTCOMES: readonly (readonly [CallOutcome, number])[] = [
  ['appointment_booked', 30],
  ['lead_qualified', 10],
  ['information', 25],
  ['transferred', 8],
  ['missed', 7],
  ['spam', 12],
];
const OUTBOUND_OUTCOMES: readonly (readonly [CallOutcome, number])[] = [
  ['appointment_booked', 45],
  ['lead_qualified', 20],
  ['information', 15],
  ['voicemail', 12],
  ['missed', 8],
];

/** Relative call volume by hour of the day (Madrid time): closed at night, two peaks. */
const HOURS = [0, 0, 0, 0, 0, 0, 0, 0.2, 0.6, 1.2, 1.8, 1.9, 1.6, 1.0, 0.7, 0.9, 1.5, 1.7, 1.4, 1.0, 0.6, 0.3, 0.15, 0.05];
/** Relative volume by day of the week, Sunday first. */
const WEEKDAYS = [0.1, 1.1, 1.0, 1.0, 0.95, 0.9, 0.35];
const OPEN = (hour: number, weekday: number) => weekday !== 0 && hour >= 9 && hour < (weekday === 6 ? 14 : 21);

const scriptsOf = (outcome: CallOutcome): CallScript[] => CALL_SCRIPTS.filter((script) => script.outcome === outcome);

/** Seconds of a call: a log-normal with a median near 100 s, never shorter than what was said. */
function duration(rand: Rand, outcome: CallOutcome, spokenSec: number): number {
  if (outcome === 'missed') return 0;
  const gauss = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const base = outcome === 'spam' || outcome === 'voicemail' ? 25 : 100;
  return Math.max(Math.ceil(spokenSec), Math.min(1800, Math.round(base * Math.exp(0.7 * gauss))));
}

export interface HistoryOptions {
  userId: number;
  seed: number;
  /** Inbound calls on an average weekday. */
  perWeekday: number;
  /** Whether the account's plan makes outbound calls (about one call in ten). */
  outbound: boolean;
  days: number;
  /** The history ends here (ms); the first day starts `days` days before. */
  end: number;
  /** Length of each script's recording in seconds (the generator keeps durations at least that long). */
  spokenSec: (script: string) => number;
  /** The Madrid UTC offset in hours at a time (1 or 2). */
  madridOffset: (ms: number) => number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One call: its outcome, script, duration, at a given time from a given caller. */
export function makeCall(
  rand: Rand,
  options: Pick<HistoryOptions, 'userId' | 'spokenSec'>,
  startedAt: number,
  caller: Caller,
  direction: CallDirection,
  open: boolean,
  index: number,
): CallRow {
  let outcome: CallOutcome = weighted(rand, direction === 'inbound' ? INBOUND_OUTCOMES : OUTBOUND_OUTCOMES);
  // Out of hours the agent takes a message.
  if (direction === 'inbound' && !open && outcome !== 'spam' && outcome !== 'missed') outcome = 'voicemail';
  const script = outcome === 'missed' ? null : pick(rand, scriptsOf(outcome));
  const spam = outcome === 'spam';
  return {
    id: `c${options.userId.toString(36)}${index.toString(36).padStart(5, '0')}${Math.floor(rand() * 36 ** 4)
      .toString(36)
      .padStart(4, '0')}`,
    userId: options.userId,
    startedAt,
    direction,
    callerNumber: caller.number,
    callerName: spam ? null : caller.name,
    durationSec: duration(rand, outcome, script ? options.spokenSec(script.id) : 0),
    outcome,
    script: script?.id ?? null,
    callbackOf: null,
  };
}

/** A pool of callers: most numbers call more than once, most have a name on file. */
export function callerPool(rand: Rand, size: number): Caller[] {
  return Array.from({ length: size }, () => ({
    number: phoneNumber(rand),
    name: rand() < 0.75 ? `${pick(rand, FIRST)} ${pick(rand, LAST)}` : null,
  }));
}

/** The whole history of an account, oldest first. */
export function generateHistory(options: HistoryOptions): CallRow[] {
  const rand = seededRandom(options.seed);
  const pool = callerPool(rand, Math.max(60, Math.round(options.perWeekday * 25)));
  const rows: CallRow[] = [];
  const firstDay = Math.floor(options.end / DAY) * DAY - (options.days - 1) * DAY;
  const hourTotal = HOURS.reduce((sum, weight) => sum + weight, 0);
  for (let day = 0; day < options.days; day++) {
    const dayStart = firstDay + day * DAY;
    const weekday = new Date(dayStart + 12 * HOUR).getUTCDay();
    const offset = options.madridOffset(dayStart + 12 * HOUR);
    const volume = options.perWeekday * (WEEKDAYS[weekday] as number) * (0.8 + rand() * 0.4);
    for (let hour = 0; hour < 24; hour++) {
      const expected = (volume * (HOURS[hour] as number)) / hourTotal;
      // Poisson-like count for the hour.
      let count = Math.floor(expected);
      if (rand() < expected - count) count++;
      for (let n = 0; n < count; n++) {
        const startedAt = dayStart + (hour - offset) * HOUR + Math.floor(rand() * HOUR);
        if (startedAt > options.end) continue;
        const outbound = options.outbound && OPEN(hour, weekday) && rand() < 0.1;
        const caller = rand() < 0.12 ? { number: phoneNumber(rand), name: null } : pick(rand, pool);
        rows.push(makeCall(rand, options, startedAt, caller, outbound ? 'outbound' : 'inbound', OPEN(hour, weekday), rows.length));
      }
    }
  }
  return rows.sort((a, b) => a.startedAt - b.startedAt || a.id.localeCompare(b.id));
}
