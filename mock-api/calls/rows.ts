/**
 * A call as the call store keeps it (one row of the `calls` table, in SQLite's column names) and
 * what the API answers for it: the summary of the call history's list, and the detail with its
 * transcript (timed from the recording) and the fields the agent picked up.
 */
import { billableMinutes, type CallDetail, type CallSummary, type TranscriptTurn } from '../../src/lib/calls.ts';
import { SCRIPTS_BY_ID } from './scripts.ts';
import { TIMINGS } from './timings.ts';

export interface StoredRow {
  id: string;
  user_id: number;
  started_at: number;
  direction: string;
  caller_number: string;
  caller_name: string | null;
  duration_sec: number;
  outcome: string;
  script: string | null;
  reported_spam: number;
  rating: string | null;
  rating_note: string | null;
  callback_of: string | null;
  fallback: number;
  test_call: number;
  /** 1 once the retention run (or an erasure) deleted the recording and transcript. */
  recording_deleted?: number;
  /** 1 once the caller was erased: the number is a pseudonym, nothing the caller said is kept. */
  caller_erased?: number;
}

export function toSummary(row: StoredRow): CallSummary {
  const script = row.script ? SCRIPTS_BY_ID.get(row.script) : undefined;
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    direction: row.direction as CallSummary['direction'],
    callerNumber: row.caller_number,
    callerName: row.caller_name,
    durationSec: row.duration_sec,
    outcome: row.outcome as CallSummary['outcome'],
    summary: row.caller_erased === 1 ? '' : (script?.summary ?? ''),
    // The demo clinic's scripts are in Spanish; a test call's greeting is in the account's call language.
    language: script?.language ?? 'es',
    sentiment: script?.sentiment ?? 'neutral',
    hasRecording: Boolean(script) && row.recording_deleted !== 1,
    reportedSpam: row.reported_spam === 1,
    rating: (row.rating as CallSummary['rating']) ?? null,
    billedMinutes: billableMinutes({
      durationSec: row.duration_sec,
      outcome: row.outcome,
      fallback: row.fallback === 1,
      reportedSpam: row.reported_spam === 1,
      testCall: row.test_call === 1,
    }),
    fallback: row.fallback === 1,
    ...(row.test_call === 1 ? { testCall: true } : {}),
    ...(row.recording_deleted === 1 && row.caller_erased !== 1 ? { recordingDeleted: true } : {}),
    ...(row.caller_erased === 1 ? { callerErased: true } : {}),
  };
}

export function toDetail(row: StoredRow, recordingUrl: string | null): CallDetail {
  const summary = toSummary(row);
  const script = row.script ? SCRIPTS_BY_ID.get(row.script) : undefined;
  const timings = row.script ? (TIMINGS[row.script] ?? []) : [];
  const kept = row.recording_deleted !== 1;
  const transcript: TranscriptTurn[] = (kept ? (script?.lines ?? []) : []).map((line, index) => ({
    speaker: line.speaker,
    text: line.text,
    startMs: timings[index]?.startMs ?? 0,
    endMs: timings[index]?.endMs ?? 0,
    ...(line.source ? { source: { ...line.source } } : {}),
  }));
  const extracted: CallDetail['extracted'] = [];
  if (row.caller_erased === 1)
    return { ...summary, extracted, transcript, recordingUrl: null, ratingNote: row.rating_note, callbackOf: row.callback_of };
  if (row.caller_name) extracted.push({ field: 'name', value: row.caller_name });
  if (script?.extracted.reason) extracted.push({ field: 'reason', value: script.extracted.reason });
  if (script?.extracted.requestedDate) extracted.push({ field: 'requestedDate', value: script.extracted.requestedDate });
  if (script) extracted.push({ field: 'phone', value: row.caller_number });
  if (script?.extracted.email) extracted.push({ field: 'email', value: script.extracted.email });
  if (script?.extracted.company) extracted.push({ field: 'company', value: script.extracted.company });
  return {
    ...summary,
    extracted,
    transcript,
    recordingUrl: script && kept ? recordingUrl : null,
    ratingNote: row.rating_note,
    callbackOf: row.callback_of,
  };
}
