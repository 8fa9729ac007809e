/**
 * The questions the agent couldn't answer, from the account's call history: each recorded call's
 * first caller line is its question; it counts as unanswered when the version that was live at
 * the call's time neither had an answer for it nor a rule (hours, booking, transfer, facts).
 * Calls asking the same thing (same normalised text) form one group. A group is answered once the
 * live version covers it; calls after that moment are answered and no longer count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeText } from '../../src/lib/studio/text.ts';
import type { StudioLanguage } from '../../src/lib/studio/types.ts';
import type { CallStore } from '../calls/store.ts';
import { RECORDINGS_DIR } from '../calls/timings.ts';
import { SCRIPTS_BY_ID } from '../calls/scripts.ts';
import type { PreparedAgent } from './agent.ts';
import type { VersionRecord } from './store.ts';

const TIMINGS = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, 'timings.json'), 'utf8')) as Record<string, { startMs: number }[]>;

export interface QuestionOccurrence {
  callId: string;
  /** Seconds into the recording where the caller asks. */
  atSec: number;
  askedAt: string;
}

export interface QuestionGroup {
  key: string;
  question: string;
  language: StudioLanguage;
  count: number;
  lastAskedAt: string;
  status: 'open' | 'answered';
  answerId: string | null;
  /** The newest calls first (at most 20). */
  occurrences: QuestionOccurrence[];
}

/** The question of a script: its first caller line, where it starts, and the language (the seeded calls are in Spanish). */
function questionOf(scriptId: string): { text: string; atSec: number; language: StudioLanguage } | null {
  const script = SCRIPTS_BY_ID.get(scriptId);
  if (!script || script.outcome === 'spam') return null;
  const index = script.lines.findIndex((line) => line.speaker === 'caller');
  if (index < 0) return null;
  return {
    text: (script.lines[index] as { text: string }).text,
    atSec: Math.floor((TIMINGS[scriptId]?.[index]?.startMs ?? 0) / 1000),
    language: 'es',
  };
}

interface CallRowLite {
  id: string;
  started_at: number;
  script: string;
}

export function unansweredQuestions(
  store: CallStore,
  userId: number,
  versions: readonly VersionRecord[],
  agentOf: (version: VersionRecord) => PreparedAgent,
): QuestionGroup[] {
  if (!versions.length) return [];
  const rows = store.db
    .prepare(
      'SELECT id, started_at, script FROM calls WHERE user_id = ? AND script IS NOT NULL AND recording_deleted = 0 ORDER BY started_at DESC',
    )
    .all(userId) as unknown as CallRowLite[];
  const live = versions.at(-1) as VersionRecord;
  const coverage = new Map<string, boolean>();
  const covered = (version: VersionRecord, scriptId: string, question: { text: string; language: StudioLanguage }) => {
    const key = `${version.number}|${scriptId}`;
    let value = coverage.get(key);
    if (value === undefined) {
      value = agentOf(version).covers(question.text, question.language) !== null;
      coverage.set(key, value);
    }
    return value;
  };
  const groups = new Map<string, QuestionGroup>();
  for (const row of rows) {
    const question = questionOf(row.script);
    if (!question) continue;
    const at = new Date(row.started_at).toISOString();
    const version = [...versions].reverse().find((v) => v.publishedAt <= at) ?? (versions[0] as VersionRecord);
    if (covered(version, row.script, question)) continue;
    const key = normalizeText(question.text);
    let group = groups.get(key);
    if (!group) {
      const now = agentOf(live).covers(question.text, question.language);
      group = {
        key,
        question: question.text,
        language: question.language,
        count: 0,
        lastAskedAt: at,
        status: now ? 'answered' : 'open',
        answerId: now?.answerId ?? null,
        occurrences: [],
      };
      groups.set(key, group);
    }
    group.count += 1;
    if (at > group.lastAskedAt) group.lastAskedAt = at;
    if (group.occurrences.length < 20) group.occurrences.push({ callId: row.id, atSec: question.atSec, askedAt: at });
  }
  return [...groups.values()].sort((a, b) =>
    a.status === b.status ? b.lastAskedAt.localeCompare(a.lastAskedAt) : a.status === 'open' ? -1 : 1,
  );
}
