/**
 * "Turn into a scenario" on a call (from a call to a fix): the caller's lines become a
 * scenario's turns, replayed against the draft at the call's moment, with expectations read from
 * what the call did (booked, transferred, answered from an answer, said it was closed, took a
 * message). A call in which the agent found no answer expects it never to say so again.
 */
import type { Expectation, LineSource, StudioLanguage } from './types.ts';
import { STUDIO_LIMITS } from './limits.ts';

/** What of a call the scenario needs (a call's detail has it). */
export interface CallForScenario {
  startedAt: string;
  language?: string | undefined;
  outcome: string;
  transcript: readonly { speaker: 'agent' | 'caller'; text: string; source?: LineSource | undefined }[];
}

export interface ScenarioFromCall {
  language: StudioLanguage;
  at: string;
  turns: string[];
  expectations: Expectation[];
}

/**
 * What the stand-in agent says when no answer covers a question (mock-api/studio/agentPhrases.ts): a
 * scenario from an unanswered call expects it never again.
 */
export const NO_ANSWER_PHRASE: Record<StudioLanguage, string> = {
  en: 'I do not have an answer',
  es: 'no tengo respuesta',
  ar: 'ليست لدي إجابة',
};

/** The studio language of a call's (BCP 47) language: `ar-*` is `ar`, anything unknown Spanish (the demo's). */
export function studioLanguageOf(language: string): StudioLanguage {
  const base = language.toLowerCase().split('-')[0];
  return base === 'en' || base === 'ar' ? base : 'es';
}

const MAX_TURNS = 30;

export function scenarioFromCall(call: CallForScenario): ScenarioFromCall {
  const language = studioLanguageOf(call.language ?? 'es');
  const turns = call.transcript
    .filter((turn) => turn.speaker === 'caller' && turn.text.trim())
    .map((turn) => turn.text.trim().slice(0, STUDIO_LIMITS.chatMessageLength))
    .slice(0, MAX_TURNS);
  const sources = call.transcript.flatMap((turn) => (turn.speaker === 'agent' && turn.source ? [turn.source] : []));
  const unanswered = sources.some((source) => source.kind === 'no_answer');
  const expectations: Expectation[] = [];
  if (call.outcome === 'appointment_booked' || sources.some((source) => source.kind === 'booking' && source.booked))
    expectations.push({ kind: 'books' });
  if (call.outcome === 'transferred' || sources.some((source) => source.kind === 'transfer' && source.transferred))
    expectations.push({ kind: 'transfers' });
  for (const answerId of new Set(sources.flatMap((source) => (source.kind === 'answer' && source.answerId ? [source.answerId] : []))))
    expectations.push({ kind: 'answers_from', answerId });
  if (sources.some((source) => source.kind === 'hours' && source.closed)) expectations.push({ kind: 'says_closed' });
  // A message taken because no answer was found is what the fix should avoid, not expect.
  if (!unanswered && (call.outcome === 'voicemail' || sources.some((source) => source.kind === 'message')))
    expectations.push({ kind: 'takes_message' });
  if (unanswered || expectations.length === 0) expectations.push({ kind: 'never_says', phrase: NO_ANSWER_PHRASE[language] });
  return { language, at: call.startedAt, turns, expectations: expectations.slice(0, 10) };
}
