/**
 * The studio's agents as the rest of the API needs them: prepared once per published version
 * (cached, bounded in bytes, fair across accounts: agentCache.ts) and the questions the live
 * agent could not answer, each call checked against the version that took it.
 */
import type { CallStore } from '../calls/store.ts';
import type { ApiContext } from '../context.ts';
import type { UserRecord } from '../store.ts';
import { AgentCache } from './agentCache.ts';
import { unansweredQuestions } from './questions.ts';
import { defaultSetup } from './seed.ts';
import { versionsOf, voiceOf, type VersionRecord } from './store.ts';

export function createStudioService(ctx: ApiContext, calls: CallStore) {
  /** The prepared agents per account, draft revision and version. */
  const agents = new AgentCache();
  ctx.onReset(() => agents.clear());
  const versionAgent = (version: VersionRecord) => agents.get(version.userId, `v:${version.userId}:${version.number}`, () => version.setup);
  /** The account's question groups, checked against the version live when each call was taken. */
  const questionGroups = (user: UserRecord) => {
    const versions = versionsOf(ctx, user.id);
    // Before the first publish, the agent had only its instructions: the defaults (version 0).
    const history = versions.length
      ? versions
      : [
          {
            id: 0,
            userId: user.id,
            number: 0,
            setup: defaultSetup(user, voiceOf(ctx, user).voiceId),
            changes: [],
            publishedAt: new Date(0).toISOString(),
            publishedBy: { id: user.id, name: user.name },
          },
        ];
    return unansweredQuestions(calls, user.id, history, versionAgent);
  };
  /** The questions still open for an account, with how often each was asked (none for an unknown account). */
  const openQuestions = (userId: number): { question: string; count: number }[] => {
    const user = ctx.db.data.users.find((u) => u.id === userId);
    return user
      ? questionGroups(user)
          .filter((group) => group.status === 'open')
          .map(({ question, count }) => ({ question, count }))
      : [];
  };
  return { agents, versionAgent, questionGroups, openQuestions };
}

export type StudioService = ReturnType<typeof createStudioService>;
