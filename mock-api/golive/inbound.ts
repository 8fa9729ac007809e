/**
 * A call reaching an agent number, as the carrier would announce it: who called, and (SIP
 * Diversion / History-Info) from which number and why it was forwarded. While a test is waited
 * for, the call is the test call: in the history marked as such (never billed, never counted by
 * the guarantee), and a call forwarded from the business line makes the line live; a call dialled
 * straight to the agent's number is reported as such, and the wait goes on.
 */
import type { ForwardReason } from '../../src/lib/golive/rules.ts';
import { samePhone, normalizePhone } from '../../src/lib/validation.ts';
import type { CallRow } from '../calls/generate.ts';
import { testGreetingScript } from '../calls/scripts.ts';
import type { CallStore } from '../calls/store.ts';
import { spokenSec } from '../calls/timings.ts';
import type { Schema as ContractSchema } from '../contract.ts';
import type { ApiContext } from '../context.ts';
import { newId } from '../ids.ts';
import { logAction, type GoLiveRecord } from './store.ts';

/** The body of the development route, validated like a contract body (the same Ajv, formats and messages). */
export const INBOUND_SCHEMA: ContractSchema = {
  type: 'object',
  required: ['to', 'from', 'forwardedFrom', 'reason'],
  additionalProperties: false,
  properties: {
    to: { type: 'string', format: 'phone', maxLength: 250, 'x-message': 'invalidPhone' },
    from: { type: 'string', format: 'phone', maxLength: 250, 'x-message': 'invalidPhone' },
    forwardedFrom: { anyOf: [{ type: 'string', format: 'phone', maxLength: 250 }, { type: 'null' }], 'x-message': 'invalidPhone' },
    reason: { anyOf: [{ enum: ['unconditional', 'busy', 'no_answer', 'unreachable'] }, { type: 'null' }] },
  },
};

/** An ordinary simulated call's length (billed like any call). */
const CALL_SEC = 75;

export interface InboundCall {
  record: GoLiveRecord;
  from: string;
  forwardedFrom: string | null;
  reason: ForwardReason | null;
  /** The account's call language: the agent greets the test call in it. */
  language: string;
}

export function inboundCall(
  ctx: ApiContext,
  calls: CallStore,
  call: InboundCall,
): { callId: string; forwarded: boolean; testCall: boolean } {
  const { record } = call;
  const now = ctx.now();
  const line = record.line;
  // Forwarded means forwarded by the business line: a diversion from any other number proves nothing about it.
  const forwarded =
    call.forwardedFrom !== null && call.reason !== null && line !== null && samePhone(call.forwardedFrom, line.businessNumber);
  const testing = record.state === 'waiting' && record.waitingUntil !== null && now <= record.waitingUntil;
  const paused = record.state === 'paused';
  // The agent answers a test call with a short greeting (its transcript and recording are the call's).
  const greeting = testing && !paused ? testGreetingScript(call.language).id : null;
  const row: CallRow = {
    id: newId('c'),
    userId: record.userId,
    startedAt: now,
    direction: 'inbound',
    callerNumber: normalizePhone(call.from),
    callerName: null,
    // Paused: the caller heard the owner's message or went back to the business line, so the agent did not answer.
    durationSec: paused ? 0 : greeting ? spokenSec(greeting) : CALL_SEC,
    outcome: paused ? 'missed' : 'information',
    script: greeting,
    callbackOf: null,
    ...(testing ? { testCall: true } : {}),
  };
  calls.transaction(() => calls.insert(row));
  ctx.db.mutate(() => {
    if (forwarded) record.lastForwardedAt = now;
    if (!testing) return;
    record.lastTest = { callId: row.id, at: now, forwarded, reason: forwarded ? call.reason : null };
    if (!forwarded) return;
    record.state = 'live';
    record.since = now;
    record.detectedReason = call.reason;
    record.waitingUntil = null;
    logAction(record, 'live', 'Vozly', now);
  });
  return { callId: row.id, forwarded, testCall: testing };
}
