/**
 * The studio's records in the mock API's store (db.json): one draft per account (its setup
 * without the voice section, and a revision that every save bumps), the published versions
 * (full setups, numbered per account, never rewritten) and the scenarios. The voice section is
 * the account's bot configuration (voice in `botConfigs`, instructions in the user's `iaprompt`),
 * so GET and PUT /api/bot-config keep working and show the same.
 */
import { DEFAULT_VOICE_ID } from '../../src/lib/dashboard.ts';
import { diffSetups } from '../../src/lib/studio/changes.ts';
import type { Change, Scenario, StudioSetup, VoiceSection } from '../../src/lib/studio/types.ts';
import type { ApiContext } from '../context.ts';
import { collection, nextId, type UserRecord } from '../store.ts';
import { defaultSetup } from './seed.ts';

export interface DraftRecord {
  id: number;
  userId: number;
  revision: number;
  setup: Omit<StudioSetup, 'voice'>;
  updatedAt: string;
  /** What each recent revision changed (newest last, at most DRAFT_HISTORY): a stale write is told what it missed. */
  history?: { revision: number; changes: Change[] }[];
}

/** How many revisions' changes a draft keeps: enough for a tab left open through a day of edits, bounded in size. */
export const DRAFT_HISTORY = 50;

export interface VersionRecord {
  id: number;
  userId: number;
  number: number;
  setup: StudioSetup;
  changes: Change[];
  publishedAt: string;
  publishedBy: { id: number; name: string };
}

export interface ScenarioRecord extends Scenario {
  userId: number;
}

export const STUDIO_COLLECTIONS = { drafts: 'studioDrafts', versions: 'studioVersions', scenarios: 'studioScenarios' } as const;

interface BotRecord {
  id: number;
  userId: number;
  voiceId: string;
  promptLocale: string | null;
}

export function voiceOf(ctx: ApiContext, user: UserRecord): VoiceSection {
  const record = collection<BotRecord>(ctx.db, 'botConfigs').find((r) => r.userId === user.id);
  return { voiceId: record?.voiceId ?? DEFAULT_VOICE_ID, instructions: user.iaprompt };
}

/** Writes the voice section to the bot configuration (inside a `db.mutate`). */
export function writeVoice(ctx: ApiContext, user: UserRecord, voice: VoiceSection): void {
  const records = collection<BotRecord>(ctx.db, 'botConfigs');
  let record = records.find((r) => r.userId === user.id);
  if (!record) {
    record = { id: nextId(records), userId: user.id, voiceId: voice.voiceId, promptLocale: null };
    records.push(record);
  }
  record.voiceId = voice.voiceId;
  user.iaprompt = voice.instructions;
}

/** The account's draft record, created from the live version (or the defaults) when missing; call inside `db.mutate` to keep it. */
export function draftRecord(ctx: ApiContext, user: UserRecord): DraftRecord {
  const drafts = collection<DraftRecord>(ctx.db, STUDIO_COLLECTIONS.drafts);
  let draft = drafts.find((d) => d.userId === user.id);
  if (!draft) {
    const live = liveVersion(ctx, user.id);
    const { voice: _voice, ...setup } = structuredClone(live?.setup ?? defaultSetup(user));
    draft = { id: nextId(drafts), userId: user.id, revision: 1, setup, updatedAt: new Date(ctx.now()).toISOString() };
    drafts.push(draft);
  }
  return draft;
}

/**
 * Every write to the draft goes through here (inside `db.mutate`): the revision goes up and what
 * changed is kept, so a publish or save with an older revision is refused with the changes since.
 */
export function recordDraftChange(ctx: ApiContext, draft: DraftRecord, before: StudioSetup, after: StudioSetup): void {
  draft.revision += 1;
  draft.updatedAt = new Date(ctx.now()).toISOString();
  draft.history = [...(draft.history ?? []), { revision: draft.revision, changes: diffSetups(before, after) }].slice(-DRAFT_HISTORY);
}

/**
 * A write to the voice section from outside the studio (PUT /api/bot-config, the instructions
 * form): `write` runs inside the caller's `db.mutate` and the draft's revision goes up with it.
 * An account without a draft yet has no revision anyone read, so only the voice is written.
 */
export function changeVoice(ctx: ApiContext, user: UserRecord, write: () => void): void {
  const draft = collection<DraftRecord>(ctx.db, STUDIO_COLLECTIONS.drafts).find((d) => d.userId === user.id);
  const before = draft ? draftSetup(ctx, user, draft) : null;
  write();
  if (draft && before) {
    const after = draftSetup(ctx, user, draft);
    if (diffSetups(before, after).length) recordDraftChange(ctx, draft, before, after);
  }
}

/** The changes made to the draft after `revision` (all that are kept when it is older than the history). */
export function changesSince(draft: DraftRecord, revision: number): Change[] {
  return (draft.history ?? []).filter((entry) => entry.revision > revision).flatMap((entry) => entry.changes);
}

/** The draft as a full setup (a copy). */
export function draftSetup(ctx: ApiContext, user: UserRecord, draft: DraftRecord = draftRecord(ctx, user)): StudioSetup {
  return { voice: voiceOf(ctx, user), ...structuredClone(draft.setup) };
}

export function versionsOf(ctx: ApiContext, userId: number): VersionRecord[] {
  return collection<VersionRecord>(ctx.db, STUDIO_COLLECTIONS.versions)
    .filter((v) => v.userId === userId)
    .sort((a, b) => a.number - b.number);
}

export function liveVersion(ctx: ApiContext, userId: number): VersionRecord | null {
  return versionsOf(ctx, userId).at(-1) ?? null;
}

/** What the draft changes from the live version (everything from an empty setup when nothing is live). */
export function unpublishedChanges(ctx: ApiContext, user: UserRecord, setup: StudioSetup): Change[] {
  const live = liveVersion(ctx, user.id);
  return diffSetups(live?.setup ?? defaultSetup(user, setup.voice.voiceId), setup);
}

export function scenariosOf(ctx: ApiContext, userId: number): ScenarioRecord[] {
  return collection<ScenarioRecord>(ctx.db, STUDIO_COLLECTIONS.scenarios).filter((s) => s.userId === userId);
}
