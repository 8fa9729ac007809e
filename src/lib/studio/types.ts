/**
 * The agent studio's data: the agent's setup as the mock API keeps it and the portal
 * edits it. The contract (src/api/contract/paths/studio.yaml) describes the same shapes.
 */
import type { Assert, Same, Schema } from '../contract.ts';

/** The languages the agent speaks (Arabic is `ar` here, as in Accept-Language). */
export const STUDIO_LANGUAGES = ['en', 'es', 'ar'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A text in each of the agent's languages (empty where not given). */
export type LocalizedText = Record<StudioLanguage, string>;

/** `HH:MM`, 24-hour clock, local time of the setup's time zone. */
export interface TimeRange {
  start: string;
  end: string;
}

export const EXCEPTION_KINDS = ['holiday', 'closed', 'special'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** A date that does not follow the week: a holiday or closure (no ranges) or special hours. */
export interface DateException {
  id: string;
  date: string;
  kind: ExceptionKind;
  label: string;
  ranges: TimeRange[];
}

export interface OpeningHours {
  timeZone: string;
  /** Per weekday: no range is closed, else one or two ranges. */
  week: Record<Weekday, TimeRange[]>;
  exceptions: DateException[];
}

export interface Service {
  id: string;
  name: LocalizedText;
  /** Euros; null when the agent gives no price. */
  price: number | null;
}

export interface BusinessFacts {
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  website: string;
  services: Service[];
}

export interface Answer {
  id: string;
  language: StudioLanguage;
  question: string;
  answer: string;
  phrasings: string[];
}

export const TRANSFER_TRIGGERS = ['on_request', 'on_urgency'] as const;
export type TransferTrigger = (typeof TRANSFER_TRIGGERS)[number];

export interface AgentActions {
  booking: { enabled: boolean; lengthMinutes: number; aheadDays: number; withinHours: boolean };
  message: { enabled: boolean };
  /** Outside opening hours the agent never transfers (it takes a message). */
  transfer: { enabled: boolean; number: string; when: TransferTrigger[]; urgencyWords: string[] };
}

export interface VoiceSection {
  voiceId: string;
  /** The account's `iaprompt` (GET/PUT /api/bot-config show the same). */
  instructions: string;
}

export interface StudioSetup {
  voice: VoiceSection;
  facts: BusinessFacts;
  hours: OpeningHours;
  answers: Answer[];
  actions: AgentActions;
}

/** Where a line of the agent came from. */
export const SOURCE_KINDS = ['instructions', 'answer', 'hours', 'facts', 'booking', 'transfer', 'message', 'no_answer'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * Where a line of the agent came from: its `kind`; the answer's id (`answerId`, kind `answer`); the
 * answer's question or the date exception's label (`label`); hours: whether the line says the
 * business is closed then (`closed`); booking: the appointment's start when the line confirms one
 * (`booked`); transfer: whether the line transfers the call (`transferred`); message: whether the
 * line confirms a message was taken (`taken`). The contract's `StudioLineSource`.
 */
export type LineSource = Schema<'StudioLineSource'>;

/**
 * `tsc` fails when SOURCE_KINDS drifts from the contract's enum. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type SourceKindsMatchContract = Assert<Same<SourceKind, LineSource['kind']>>;

export interface ChatLine {
  speaker: 'caller' | 'agent';
  text: string;
  source?: LineSource;
}

export interface ChatState {
  /** Caller turns so far. */
  turn: number;
  pending: 'none' | 'booking' | 'message';
  /** Slots the agent offered (ISO 8601, UTC). */
  offered: string[];
}

export const EXPECTATION_KINDS = ['books', 'answers_from', 'says_closed', 'transfers', 'takes_message', 'never_says'] as const;
export type ExpectationKind = (typeof EXPECTATION_KINDS)[number];

export interface Expectation {
  kind: ExpectationKind;
  /** `answers_from`: the answer's id. */
  answerId?: string;
  /** `never_says`: the phrase (accents and case ignored). */
  phrase?: string;
}

export interface Scenario {
  id: string;
  name: string;
  language: StudioLanguage;
  /** The moment the conversation happens (ISO 8601), so hours and slots replay the same. */
  at: string;
  turns: string[];
  expectations: Expectation[];
  createdAt: string;
}

/** A difference between two setups, in words the portal (or `describeChange`) renders. */
export type Change =
  | { kind: 'voice'; from: string; to: string }
  | { kind: 'instructions' }
  | { kind: 'fact'; field: 'name' | 'address' | 'phone' | 'website'; from: string; to: string }
  | { kind: 'service_added' | 'service_removed'; name: string }
  | { kind: 'service_changed'; name: string; from: string; to: string }
  | { kind: 'hours_day'; day: Weekday; from: string; to: string }
  | { kind: 'time_zone'; from: string; to: string }
  | { kind: 'exception_added' | 'exception_removed'; date: string; label: string }
  | { kind: 'exception_changed'; date: string; label: string; from: string; to: string }
  | { kind: 'answer_added' | 'answer_removed' | 'answer_changed'; question: string }
  | { kind: 'action'; action: 'booking' | 'message' | 'transfer'; from: string; to: string };
