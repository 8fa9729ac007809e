/**
 * The go-live rules both sides share (the mock API validates with them, the views explain them):
 * the countries an agent number is offered in, the kinds of line, when the agent answers, and the
 * no-answer timer's range. The carriers and their codes are in `carriers.ts`.
 */

import { samePhone } from '../validation.ts';

/**
 * Whether the studio's transfer-to-a-person number would send callers back to the agent: it is the
 * agent's number, or the business number that forwards to it. Said on the go-live page and beside
 * the transfer number in the studio.
 */
export function transferLoops(transfer: string, line: { agentNumber: string | null; businessNumber: string | null }): boolean {
  if (!transfer.trim()) return false;
  return [line.agentNumber, line.businessNumber].some((number) => number !== null && samePhone(transfer, number));
}

/** Countries with an agent-number pool (ISO 3166-1 alpha-2). */
export const GOLIVE_COUNTRIES = ['ES', 'MX', 'AE', 'US', 'GB'] as const;
export type GoLiveCountry = (typeof GOLIVE_COUNTRIES)[number];

/** A mobile line, a fixed line, or a switchboard (PBX) / VoIP service configured in its own settings. */
export const LINE_KINDS = ['mobile', 'landline', 'pbx'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** `always`: every call goes to the agent; `conditional`: only in the chosen cases. */
export const FORWARD_MODES = ['always', 'conditional'] as const;
export type ForwardMode = (typeof FORWARD_MODES)[number];

/** The conditional cases (3GPP TS 22.082: busy, no reply, not reachable). */
export const FORWARD_CONDITIONS = ['busy', 'no_answer', 'unreachable'] as const;
export type ForwardCondition = (typeof FORWARD_CONDITIONS)[number];

/** What a carrier says about a forwarded call (SIP Diversion / History-Info reason). */
export const FORWARD_REASONS = ['unconditional', 'busy', 'no_answer', 'unreachable'] as const;
export type ForwardReason = (typeof FORWARD_REASONS)[number];

/**
 * The no-answer timer, in seconds: GSM networks take 5 to 30 in steps of 5. 15 is recommended:
 * every extra second of ringing loses callers who hang up, fewer leaves the owner no time to answer.
 */
export const NO_ANSWER_MIN_SEC = 5;
export const NO_ANSWER_MAX_SEC = 30;
export const NO_ANSWER_STEP_SEC = 5;
export const NO_ANSWER_DEFAULT_SEC = 15;

/** How long "Test my line" waits for the forwarded call. */
export const TEST_CALL_WINDOW_MS = 5 * 60_000;
/** A live line that has seen no forwarded call for this long while calls are expected is flagged. */
export const STALE_LINE_MS = 7 * 86_400_000;

export const LINE_STATES = ['not_connected', 'waiting', 'live', 'paused'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** What callers meet while the agent is paused: the owner's message, or the call back on the business line. */
export const PAUSE_MODES = ['message', 'business'] as const;
export type PauseMode = (typeof PAUSE_MODES)[number];
export const PAUSE_MESSAGE_MAX = 300;

export const isGoLiveCountry = (value: string): value is GoLiveCountry => (GOLIVE_COUNTRIES as readonly string[]).includes(value);
