/**
 * The call history: the shapes the mock API answers and the portal shows (issue "Calls").
 * Shared by the mock API (`mock-api/calls/`), the client (`src/api/calls.ts`), the views, the
 * fixtures and the tests. The API contract (`src/api/contract/paths/calls.yaml`) states the same
 * shapes; `tests/unit/contract-rules.test.ts` holds the two together.
 */

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** What a call ended in, in the order the filters and the charts list them. */
export const CALL_OUTCOMES = ['appointment_booked', 'lead_qualified', 'information', 'transferred', 'voicemail', 'missed', 'spam'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export type CallSentiment = (typeof CALL_SENTIMENTS)[number];

export const CALL_SPEAKERS = ['agent', 'caller'] as const;
export type CallSpeaker = (typeof CALL_SPEAKERS)[number];

/** Fields the agent extracts from a call, in display order (labels are i18n keys `calls.fields.<key>`). */
export const EXTRACTED_FIELDS = ['name', 'reason', 'requestedDate', 'phone', 'email', 'company'] as const;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

/** Columns the history can be sorted by (server-side). */
export const CALL_SORT_KEYS = ['startedAt', 'durationSec', 'caller', 'outcome', 'direction'] as const;
export type CallSortKey = (typeof CALL_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const CALL_RATINGS = ['up', 'down'] as const;
export type CallRating = (typeof CALL_RATINGS)[number];

/** Limits the mock API enforces (400 beyond them) and the views respect. */
export const CALLS_PAGE_SIZE = 50;
export const CALLS_MAX_PAGE_SIZE = 200;
export const CALLS_MAX_QUERY_LENGTH = 100;
export const CALL_RATING_NOTE_MAX = 500;
/** Days of history the generator seeds for each demo account. */
export const CALL_HISTORY_DAYS = 90;

/** One line of a transcript; times in milliseconds from the start of the recording. */
export interface TranscriptTurn {
  speaker: CallSpeaker;
  startMs: number;
  endMs: number;
  text: string;
}

/** A row of the history. */
export interface CallSummary {
  id: string;
  /** ISO 8601, UTC. */
  startedAt: string;
  direction: CallDirection;
  /** The other party's number in E.164 (the caller for inbound calls, the callee for outbound). */
  callerNumber: string;
  /** The other party's name when the agent learnt it. */
  callerName: string | null;
  durationSec: number;
  outcome: CallOutcome;
  /** One line, in the account's language. */
  summary: string;
  sentiment: CallSentiment;
  hasRecording: boolean;
  /** Reported as spam by the customer (its minutes credited back once). */
  reportedSpam: boolean;
  rating: CallRating | null;
  /** Minutes deducted from the balance: duration rounded up per call, 0 for voicemail fallback and spam credited back. */
  billedMinutes: number;
  /** Taken by the voicemail fallback because the minutes had run out (not billed). */
  fallback: boolean;
}

export interface CallDetail extends CallSummary {
  extracted: { field: ExtractedField; value: string }[];
  transcript: TranscriptTurn[];
  /** A short-lived signed URL of the recording (an `<audio>` element sends no bearer token), or null. */
  recordingUrl: string | null;
  ratingNote: string | null;
  /** Set on an outbound call the agent was asked to make ("have the agent call back"). */
  callbackOf: string | null;
}

/** Filters of the history, as the URL and `GET /api/calls` carry them. */
export interface CallFilters {
  /** Inclusive days, `YYYY-MM-DD` in the account's time zone (Europe/Madrid). */
  from?: string;
  to?: string;
  direction?: CallDirection;
  outcome?: CallOutcome;
  /** Free text: number, name or summary words. */
  q?: string;
}

export interface CallListQuery extends CallFilters {
  sort?: CallSortKey;
  order?: SortOrder;
  /** Opaque cursor from the previous page's `nextCursor`. */
  cursor?: string;
  limit?: number;
}

/** `GET /api/calls`: one page, newest first unless sorted otherwise. */
export interface CallPage {
  items: CallSummary[];
  nextCursor: string | null;
  /** Calls matching the filters (all pages). */
  total: number;
}

/** `GET /api/calls/updates?since=<ISO>`: calls that arrived after `since` (polling). */
export interface CallUpdates {
  count: number;
  /** The newest call's `startedAt`, to pass as the next `since`. */
  latest: string | null;
}

/** Minutes a call costs: its duration rounded up to the next whole minute (0 s costs nothing). */
export function billedMinutes(durationSec: number): number {
  return Math.ceil(Math.max(0, durationSec) / 60);
}

/** Whether a plan lets the agent make calls (spec section 3: outbound only on Custom). */
export function planAllowsOutbound(plan: string | null | undefined): boolean {
  return plan === 'custom';
}

/** CSV cells starting with these characters are prefixed with `'` (spreadsheet formula injection). */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = CSV_FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `GET /api/balance`: this month's minutes (Europe/Madrid calendar month) and what the plan allows. */
export interface CallBalance {
  plan: 'essential' | 'advanced' | 'custom' | null;
  /** The plan lets the agent make calls ("have the agent call back"). */
  outboundCalls: boolean;
  allowanceMinutes: number;
  /** Billed minutes of this month's calls (each call rounded up), spam reports included. */
  usedMinutes: number;
  /** Minutes credited back this month (calls reported as spam). */
  creditedMinutes: number;
  remainingMinutes: number;
}

/** `POST /api/calls/{id}/spam`. */
export interface SpamReport {
  call: CallSummary;
  /** Minutes credited by this report: 0 when the call had been reported already. */
  creditedMinutes: number;
  balance: CallBalance;
}
