/**
 * The codes an owner dials, built from the table (`carriers.ts`) with the agent's number and the
 * timer filled in; pure, so the views, the stories and the tests share one answer.
 */
import { COUNTRIES, schemeFor, type CodeScheme, type SourceId } from './carriers.ts';
import { FORWARD_CONDITIONS, type ForwardCondition, type ForwardMode, type GoLiveCountry, type LineKind } from './rules.ts';

export interface LineChoice {
  country: GoLiveCountry;
  lineKind: LineKind;
  carrier: string;
  mode: ForwardMode;
  /** The conditional cases (ignored when `mode` is `always`). */
  conditions: readonly ForwardCondition[];
  noAnswerSec: number;
}

/** One code to dial, and what it does. */
export interface DialCode {
  purpose: 'always' | ForwardCondition | 'allConditional';
  code: string;
}

export type Instructions =
  | {
      kind: 'codes';
      scheme: CodeScheme['id'];
      source: SourceId;
      /** Dial these, in order. */
      activate: DialCode[];
      /** Dial these to stop forwarding. */
      cancel: DialCode[];
      /** The line's exchange sets the ring time itself (the chosen timer cannot be sent). */
      timerIgnored: boolean;
      /** Cases the carrier's one code forwards in although they were not chosen. */
      alsoCovers: ForwardCondition[];
    }
  | {
      kind: 'pbx';
      /** The settings to enter in the switchboard or VoIP portal. */
      target: string;
      mode: ForwardMode;
      conditions: ForwardCondition[];
      noAnswerSec: number | null;
    };

/** The agent's number (E.164) as the scheme wants it written. */
export function dialledNumber(agentNumber: string, country: GoLiveCountry, format: CodeScheme['numberFormat']): string {
  if (format === 'international') return agentNumber;
  const { callingCode, trunkPrefix } = COUNTRIES[country];
  const prefix = `+${callingCode}`;
  return agentNumber.startsWith(prefix) ? `${trunkPrefix}${agentNumber.slice(prefix.length)}` : agentNumber;
}

const fill = (template: string, number: string, timer: number) => template.replaceAll('{n}', number).replaceAll('{t}', String(timer));

/** The chosen conditional cases, in the table's order, without repeats. */
export function chosenConditions(choice: Pick<LineChoice, 'mode' | 'conditions'>): ForwardCondition[] {
  return choice.mode === 'always' ? [] : FORWARD_CONDITIONS.filter((condition) => choice.conditions.includes(condition));
}

/** What to dial (or, for a switchboard, what to enter) to send the line's calls to the agent. */
export function buildInstructions(choice: LineChoice, agentNumber: string): Instructions {
  const conditions = chosenConditions(choice);
  if (choice.lineKind === 'pbx') {
    return {
      kind: 'pbx',
      target: agentNumber,
      mode: choice.mode,
      conditions,
      noAnswerSec: choice.mode === 'always' || !conditions.includes('no_answer') ? null : choice.noAnswerSec,
    };
  }
  const scheme = schemeFor(choice.country, choice.lineKind, choice.carrier);
  const number = dialledNumber(agentNumber, choice.country, scheme.numberFormat);
  const code = (purpose: DialCode['purpose'], template: string): DialCode => ({
    purpose,
    code: fill(template, number, choice.noAnswerSec),
  });
  const base = { kind: 'codes' as const, scheme: scheme.id, source: scheme.source };
  if (choice.mode === 'always') {
    return {
      ...base,
      activate: [code('always', scheme.always.on)],
      cancel: [code('always', scheme.cancelAll ?? scheme.always.off)],
      timerIgnored: false,
      alsoCovers: [],
    };
  }
  const all = scheme.allConditional;
  const own = conditions.filter((condition) => scheme.conditions[condition]);
  // One code for every case at once when all three are chosen, or when the carrier has no other.
  const useAll = all && (own.length < conditions.length || all.covers.every((covered) => conditions.includes(covered)));
  if (all && useAll) {
    const activate = [code('allConditional', all.on)];
    // The all-cases code takes no timer: set it with the no-answer code after it.
    if (scheme.timer && conditions.includes('no_answer') && scheme.conditions.no_answer)
      activate.push(code('no_answer', scheme.conditions.no_answer.on));
    return {
      ...base,
      activate,
      cancel: [code('allConditional', scheme.cancelAll ?? all.off)],
      timerIgnored: conditions.includes('no_answer') && !scheme.timer,
      alsoCovers: all.covers.filter((covered) => !conditions.includes(covered)),
    };
  }
  return {
    ...base,
    activate: own.map((condition) => code(condition, (scheme.conditions[condition] as { on: string }).on)),
    cancel: scheme.cancelAll
      ? [code('allConditional', scheme.cancelAll)]
      : own.map((condition) => code(condition, (scheme.conditions[condition] as { off: string }).off)),
    timerIgnored: conditions.includes('no_answer') && !scheme.timer,
    alsoCovers: [],
  };
}

/** The cases a line can forward in that its scheme has no code for (told to the owner). */
export function unsupportedConditions(choice: LineChoice): ForwardCondition[] {
  if (choice.lineKind === 'pbx' || choice.mode === 'always') return [];
  const scheme = schemeFor(choice.country, choice.lineKind, choice.carrier);
  return chosenConditions(choice).filter(
    (condition) => !scheme.conditions[condition] && !scheme.allConditional?.covers.includes(condition),
  );
}

/**
 * A `tel:` link that dials the code from a phone: `*` and `#` percent-encoded (RFC 3966 reserves
 * `#`, and some dialers cut the link at a raw one), the rest kept as digits and `+`.
 */
export function telHref(code: string): string {
  return `tel:${[...code].map((char) => (char === '*' ? '%2A' : char === '#' ? '%23' : char)).join('')}`;
}

/** The characters of a code one by one, so a screen reader reads "star star 2 1", never "twenty-one". */
export type CodeToken = 'star' | 'hash' | 'plus' | string;

export function codeTokens(code: string): CodeToken[] {
  return [...code].map((char) => (char === '*' ? 'star' : char === '#' ? 'hash' : char === '+' ? 'plus' : char));
}
