/**
 * THE table of forwarding codes: for each country the carriers an owner picks from, which kinds
 * of line each carrier's row covers, and which code scheme that line uses. Views only render what
 * `codes.ts` builds from it. Every scheme and carrier names its source (`SOURCES`, listed with
 * what each says in docs/golive.md), because the codes published by third parties contradict
 * each other; a carrier with no published codes of its own uses the standard of its line kind.
 */
import type { ForwardCondition, GoLiveCountry, LineKind } from './rules.ts';

/** Where a row comes from (docs/golive.md quotes each). */
export const SOURCES = {
  gsm: '3GPP TS 22.030 (MMI supplementary service codes 21, 61, 62, 67, 002, 004) and TS 22.082 (call forwarding, no-reply timer 5-30 s)',
  starFixed:
    'ETSI EN 300 200 series / operator guides for fixed lines: *21*N#, *61*N#, *67*N# (BT "Call Diversion", Movistar "Desvío de llamadas" for fixed lines)',
  nanpFixed: 'AT&T home phone "Call Forwarding" guide: *72 N / *73, busy *90 N / *91, no answer *92 N / *93',
  verizonWireless: 'Verizon "Call Forwarding FAQs": *72 N (all calls), *71 N (no answer or busy), *73 (cancel)',
} as const;
export type SourceId = keyof typeof SOURCES;

/** A code template: `{n}` is the agent's number, `{t}` the no-answer timer in seconds. */
export interface CodePair {
  on: string;
  off: string;
}

export interface CodeScheme {
  id: string;
  source: SourceId;
  /** How the agent's number is written into the codes. */
  numberFormat: 'international' | 'national';
  always: CodePair;
  /** One code per conditional case, where the line has them. */
  conditions: Partial<Record<ForwardCondition, CodePair>>;
  /** One code that sets every conditional case at once (and which cases it covers). */
  allConditional?: CodePair & { covers: readonly ForwardCondition[] };
  /** Whether the no-answer code carries the timer (`{t}`); otherwise the exchange's own delay applies. */
  timer: boolean;
  /** Cancels every forwarding at once, when the scheme has such a code. */
  cancelAll: string | null;
}

/** The schemes, by id. */
export const SCHEMES = {
  gsm: {
    id: 'gsm',
    source: 'gsm',
    numberFormat: 'international',
    always: { on: '**21*{n}#', off: '##21#' },
    conditions: {
      busy: { on: '**67*{n}#', off: '##67#' },
      no_answer: { on: '**61*{n}**{t}#', off: '##61#' },
      unreachable: { on: '**62*{n}#', off: '##62#' },
    },
    allConditional: { on: '**004*{n}#', off: '##004#', covers: ['busy', 'no_answer', 'unreachable'] },
    timer: true,
    cancelAll: '##002#',
  },
  starFixed: {
    id: 'starFixed',
    source: 'starFixed',
    numberFormat: 'national',
    always: { on: '*21*{n}#', off: '#21#' },
    conditions: {
      busy: { on: '*67*{n}#', off: '#67#' },
      no_answer: { on: '*61*{n}#', off: '#61#' },
    },
    timer: false,
    cancelAll: null,
  },
  nanpFixed: {
    id: 'nanpFixed',
    source: 'nanpFixed',
    numberFormat: 'national',
    always: { on: '*72{n}', off: '*73' },
    conditions: {
      busy: { on: '*90{n}', off: '*91' },
      no_answer: { on: '*92{n}', off: '*93' },
    },
    timer: false,
    cancelAll: null,
  },
  verizonWireless: {
    id: 'verizonWireless',
    source: 'verizonWireless',
    numberFormat: 'national',
    always: { on: '*72{n}', off: '*73' },
    conditions: {},
    allConditional: { on: '*71{n}', off: '*73', covers: ['busy', 'no_answer', 'unreachable'] },
    timer: false,
    cancelAll: '*73',
  },
} as const satisfies Record<string, CodeScheme>;
export type SchemeId = keyof typeof SCHEMES;

export interface Carrier {
  id: string;
  /** The carrier's own name (a brand: never translated). */
  name: string;
  /** The scheme per kind of line this carrier's row covers. */
  schemes: Partial<Record<Exclude<LineKind, 'pbx'>, SchemeId>>;
}

/** The id of "another carrier": the standard scheme of the line kind in that country. */
export const OTHER_CARRIER = 'other';

/** Per country: its calling code, an example business number, its carriers. */
export const COUNTRIES: Record<
  GoLiveCountry,
  {
    callingCode: string;
    trunkPrefix: string;
    example: string;
    otherSchemes: Record<Exclude<LineKind, 'pbx'>, SchemeId>;
    carriers: readonly Carrier[];
  }
> = {
  ES: {
    callingCode: '34',
    trunkPrefix: '',
    example: '+34 912 345 678',
    otherSchemes: { mobile: 'gsm', landline: 'starFixed' },
    carriers: [
      { id: 'movistar', name: 'Movistar', schemes: { mobile: 'gsm', landline: 'starFixed' } },
      { id: 'vodafone-es', name: 'Vodafone', schemes: { mobile: 'gsm', landline: 'starFixed' } },
      { id: 'orange-es', name: 'Orange', schemes: { mobile: 'gsm', landline: 'starFixed' } },
      { id: 'masmovil', name: 'MásMóvil / Yoigo', schemes: { mobile: 'gsm' } },
      { id: 'digi-es', name: 'Digi', schemes: { mobile: 'gsm' } },
    ],
  },
  MX: {
    callingCode: '52',
    trunkPrefix: '',
    example: '+52 55 1234 5678',
    otherSchemes: { mobile: 'gsm', landline: 'starFixed' },
    carriers: [
      { id: 'telcel', name: 'Telcel', schemes: { mobile: 'gsm' } },
      { id: 'att-mx', name: 'AT&T México', schemes: { mobile: 'gsm' } },
      { id: 'movistar-mx', name: 'Movistar México', schemes: { mobile: 'gsm' } },
    ],
  },
  AE: {
    callingCode: '971',
    trunkPrefix: '0',
    example: '+971 4 123 4567',
    otherSchemes: { mobile: 'gsm', landline: 'starFixed' },
    carriers: [
      { id: 'etisalat', name: 'e& (Etisalat)', schemes: { mobile: 'gsm' } },
      { id: 'du', name: 'du', schemes: { mobile: 'gsm' } },
    ],
  },
  US: {
    callingCode: '1',
    trunkPrefix: '',
    example: '+1 212 555 0142',
    otherSchemes: { mobile: 'gsm', landline: 'nanpFixed' },
    carriers: [
      { id: 'att-us', name: 'AT&T', schemes: { mobile: 'gsm', landline: 'nanpFixed' } },
      { id: 'tmobile-us', name: 'T-Mobile', schemes: { mobile: 'gsm' } },
      { id: 'verizon', name: 'Verizon', schemes: { mobile: 'verizonWireless', landline: 'nanpFixed' } },
    ],
  },
  GB: {
    callingCode: '44',
    trunkPrefix: '0',
    example: '+44 20 7946 0321',
    otherSchemes: { mobile: 'gsm', landline: 'starFixed' },
    carriers: [
      { id: 'ee', name: 'EE', schemes: { mobile: 'gsm' } },
      { id: 'vodafone-gb', name: 'Vodafone UK', schemes: { mobile: 'gsm' } },
      { id: 'o2-gb', name: 'O2', schemes: { mobile: 'gsm' } },
      { id: 'three-gb', name: 'Three', schemes: { mobile: 'gsm' } },
      { id: 'bt', name: 'BT', schemes: { landline: 'starFixed' } },
    ],
  },
};

/** The carriers of a country that have a row for this kind of line (a PBX has no carrier codes). */
export function carriersFor(country: GoLiveCountry, kind: LineKind): readonly Carrier[] {
  if (kind === 'pbx') return [];
  return COUNTRIES[country].carriers.filter((carrier) => carrier.schemes[kind]);
}

/** Whether `carrier` is a carrier id of the country (or "another carrier"). */
export function isCarrierOf(country: GoLiveCountry, carrier: string): boolean {
  return carrier === OTHER_CARRIER || COUNTRIES[country].carriers.some((row) => row.id === carrier);
}

/** The scheme a line uses: its carrier's for that kind, else the country's standard one. */
export function schemeFor(country: GoLiveCountry, kind: Exclude<LineKind, 'pbx'>, carrier: string): CodeScheme {
  const row = COUNTRIES[country].carriers.find((entry) => entry.id === carrier);
  return SCHEMES[row?.schemes[kind] ?? COUNTRIES[country].otherSchemes[kind]];
}
