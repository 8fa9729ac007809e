/**
 * The call history: the shapes the mock API answers and the portal shows.
 * Shared by the mock API (`mock-api/calls/`), the client (`src/api/calls.ts`), the views, the
 * fixtures and the tests. The answers' shapes are the API contract's
 * (`src/api/contract/paths/calls.yaml`, `Schema<...>`), and `CallListsMatchContract` (below) holds
 * the lists to its enums.
 */
import type { Assert, Same, Schema } from './contract.ts';
import { planHasFeature } from './plans.ts';

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
export type TranscriptTurn = CallDetail['transcript'][number];

/** A row of the history. */
export type CallSummary = Schema<'CallSummary'>;

export type CallDetail = Schema<'CallDetail'>;

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
export type CallPage = Schema<'CallPage'>;

/** `GET /api/calls/updates?since=<ISO>`: calls that arrived after `since` (polling). */
export type CallUpdates = Schema<'CallUpdates'>;

/** What the billable-call rule reads of a call. */
export interface BillableCall {
  durationSec: number;
  outcome: string;
  /** Taken by the voicemail fallback because the balance was empty. */
  fallback?: boolean;
  /** Reported as spam (its minutes are credited back). */
  reportedSpam?: boolean;
  /** The go-live test call (proves the forwarding; never billed). */
  testCall?: boolean;
}

/**
 * The billable-call rule, one function for the portal and the mock API (ledger, statement, usage
 * chart, call list): a missed call, a call taken by the voicemail fallback and a call reported as
 * spam bill 0, and so does the go-live test call; any other call its duration rounded up to the next whole minute (0 s costs nothing).
 */
export function billableMinutes(call: BillableCall): number {
  if (call.outcome === 'missed' || call.fallback === true || call.reportedSpam === true || call.testCall === true) return 0;
  return Math.ceil(Math.max(0, call.durationSec) / 60);
}

/** Whether a plan lets the agent make calls (the plan table: outbound only on Custom). */
export function planAllowsOutbound(plan: string | null | undefined): boolean {
  return planHasFeature(plan, 'outbound');
}

/** `GET /api/balance`: this month's minutes (Europe/Madrid calendar month) and what the plan allows. */
export type CallBalance = Schema<'CallBalance'>;

/** `POST /api/calls/{id}/spam`. */
export type SpamReport = Schema<'SpamReport'>;

/**
 * `tsc` fails when the lists above drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type CallListsMatchContract = [
  Assert<Same<CallDirection, CallSummary['direction']>>,
  Assert<Same<CallOutcome, CallSummary['outcome']>>,
  Assert<Same<CallSentiment, CallSummary['sentiment']>>,
  Assert<Same<CallSpeaker, TranscriptTurn['speaker']>>,
  Assert<Same<ExtractedField, CallDetail['extracted'][number]['field']>>,
  Assert<Same<CallRating, NonNullable<CallSummary['rating']>>>,
];
