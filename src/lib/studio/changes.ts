/**
 * The change summary of a version: the difference between two setups as a list of changes
 * (`diffSetups`), and each change in plain words in en, es or ar (`describeChange`):
 * "Saturday: closed → 10:00–14:00", "Answer added: ¿Aceptan seguros?". Texts from the setup are
 * only ever inserted as text (the portal renders them as text, never as HTML).
 */
import ae from '../../../locales/ae/dashboard.json' with { type: 'json' };
import en from '../../../locales/en/dashboard.json' with { type: 'json' };
import es from '../../../locales/es/dashboard.json' with { type: 'json' };
import { formatRanges } from './limits.ts';
import type { AgentActions, Change, DateException, StudioLanguage, StudioSetup, Weekday } from './types.ts';
import { WEEKDAYS } from './types.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function exceptionText(exception: DateException): string {
  return exception.kind === 'special' ? formatRanges(exception.ranges) : '';
}

function bookingText(actions: AgentActions): string {
  const { booking } = actions;
  return booking.enabled ? `${booking.lengthMinutes} min, ${booking.aheadDays} d${booking.withinHours ? '' : ', 24h'}` : '';
}

function transferText(actions: AgentActions): string {
  const { transfer } = actions;
  return transfer.enabled ? `${transfer.number} (${transfer.when.join(', ')})` : '';
}

/** What changed from `from` to `to`, section by section, in a stable order. */
export function diffSetups(from: StudioSetup, to: StudioSetup): Change[] {
  const changes: Change[] = [];
  if (from.voice.voiceId !== to.voice.voiceId) changes.push({ kind: 'voice', from: from.voice.voiceId, to: to.voice.voiceId });
  if (from.voice.instructions !== to.voice.instructions) changes.push({ kind: 'instructions' });
  for (const field of ['name', 'address'] as const) {
    for (const lang of ['es', 'en', 'ar'] as const) {
      if (from.facts[field][lang] !== to.facts[field][lang]) {
        changes.push({ kind: 'fact', field, from: from.facts[field][lang], to: to.facts[field][lang] });
        break;
      }
    }
  }
  for (const field of ['phone', 'website'] as const) {
    if (from.facts[field] !== to.facts[field]) changes.push({ kind: 'fact', field, from: from.facts[field], to: to.facts[field] });
  }
  const serviceName = (s: StudioSetup['facts']['services'][number]) => s.name.es || s.name.en || s.name.ar;
  const price = (value: number | null) => (value === null ? '' : `${value} €`);
  for (const service of to.facts.services) {
    const old = from.facts.services.find((s) => s.id === service.id);
    if (!old) changes.push({ kind: 'service_added', name: serviceName(service) });
    else if (!same(old, service))
      changes.push({
        kind: 'service_changed',
        name: serviceName(service),
        from: `${serviceName(old)} ${price(old.price)}`.trim(),
        to: `${serviceName(service)} ${price(service.price)}`.trim(),
      });
  }
  for (const service of from.facts.services)
    if (!to.facts.services.some((s) => s.id === service.id)) changes.push({ kind: 'service_removed', name: serviceName(service) });
  if (from.hours.timeZone !== to.hours.timeZone) changes.push({ kind: 'time_zone', from: from.hours.timeZone, to: to.hours.timeZone });
  for (const day of WEEKDAYS) {
    const before = formatRanges(from.hours.week[day]);
    const after = formatRanges(to.hours.week[day]);
    if (before !== after) changes.push({ kind: 'hours_day', day, from: before, to: after });
  }
  for (const exception of to.hours.exceptions) {
    const old = from.hours.exceptions.find((e) => e.date === exception.date);
    if (!old) changes.push({ kind: 'exception_added', date: exception.date, label: exception.label });
    else if (!same({ ...old, id: '' }, { ...exception, id: '' }))
      changes.push({
        kind: 'exception_changed',
        date: exception.date,
        label: exception.label,
        from: exceptionText(old),
        to: exceptionText(exception),
      });
  }
  for (const exception of from.hours.exceptions) {
    if (!to.hours.exceptions.some((e) => e.date === exception.date))
      changes.push({ kind: 'exception_removed', date: exception.date, label: exception.label });
  }
  for (const answer of to.answers) {
    const old = from.answers.find((a) => a.id === answer.id);
    if (!old) changes.push({ kind: 'answer_added', question: answer.question });
    else if (!same(old, answer)) changes.push({ kind: 'answer_changed', question: answer.question });
  }
  for (const answer of from.answers)
    if (!to.answers.some((a) => a.id === answer.id)) changes.push({ kind: 'answer_removed', question: answer.question });
  const booking = [bookingText(from.actions), bookingText(to.actions)] as const;
  if (booking[0] !== booking[1]) changes.push({ kind: 'action', action: 'booking', from: booking[0], to: booking[1] });
  if (from.actions.message.enabled !== to.actions.message.enabled)
    changes.push({
      kind: 'action',
      action: 'message',
      from: from.actions.message.enabled ? 'on' : '',
      to: to.actions.message.enabled ? 'on' : '',
    });
  const transfer = [transferText(from.actions), transferText(to.actions)] as const;
  if (transfer[0] !== transfer[1] || !same(from.actions.transfer.urgencyWords, to.actions.transfer.urgencyWords)) {
    changes.push({ kind: 'action', action: 'transfer', from: transfer[0], to: transfer[1] });
  }
  return changes;
}

/**
 * The summaries' words are the portal's own translations (dashboard namespace: `studio.days` and
 * `studio.changes`, kept in the three languages by the locale check); Arabic is the `ae` locale.
 */
const WORDS = {
  en: { days: en.studio.days, ...en.studio.changes },
  es: { days: es.studio.days, ...es.studio.changes },
  ar: { days: ae.studio.days, ...ae.studio.changes },
} as const;

/** The name of a weekday in a language. */
export const weekdayName = (day: Weekday, lang: StudioLanguage): string => WORDS[lang].days[day];

/** One change in plain words ("Saturday: closed → 10:00–14:00"). */
export function describeChange(change: Change, lang: StudioLanguage): string {
  const w = WORDS[lang];
  const arrow = (from: string, to: string, empty: string) => `${from || empty} → ${to || empty}`;
  switch (change.kind) {
    case 'voice':
      return `${w.voice}: ${arrow(change.from, change.to, w.empty)}`;
    case 'instructions':
      return w.instructions;
    case 'fact':
      return `${w.fields[change.field]}: ${arrow(change.from, change.to, w.empty)}`;
    case 'service_added':
      return `${w.serviceAdded}: ${change.name}`;
    case 'service_removed':
      return `${w.serviceRemoved}: ${change.name}`;
    case 'service_changed':
      return `${w.serviceChanged}: ${arrow(change.from, change.to, w.empty)}`;
    case 'hours_day':
      return `${w.days[change.day]}: ${arrow(change.from, change.to, w.closed)}`;
    case 'time_zone':
      return `${w.timeZone}: ${arrow(change.from, change.to, w.empty)}`;
    case 'exception_added':
      return `${w.exceptionAdded}: ${change.date} ${change.label}`.trim();
    case 'exception_removed':
      return `${w.exceptionRemoved}: ${change.date} ${change.label}`.trim();
    case 'exception_changed':
      return `${w.exceptionChanged}: ${change.date} ${arrow(change.from, change.to, w.closed)}`;
    case 'answer_added':
      return `${w.answerAdded}: ${change.question}`;
    case 'answer_removed':
      return `${w.answerRemoved}: ${change.question}`;
    case 'answer_changed':
      return `${w.answerChanged}: ${change.question}`;
    case 'action':
      return `${w.actions[change.action]}: ${arrow(change.from === 'on' ? w.on : change.from, change.to === 'on' ? w.on : change.to, w.off)}`;
  }
}
