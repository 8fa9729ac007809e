/**
 * The agent studio (docs/studio.md): the agent's setup as a draft kept on the server, published
 * versions with a change summary, the test chat with a deterministic stand-in agent, scenarios,
 * and the questions the agent couldn't answer. Every route needs a session and only ever sees the
 * session's own account: another account's versions and scenarios answer 404, as unknown ones
 * do. Draft writes carry the `revision` the client read: a stale one answers 409 and changes
 * nothing. The contract (paths/studio.yaml) checks shapes and lengths first.
 */
import type { Express } from 'express';
import type { ApiContext, ApiModule } from '../../context.ts';
import { studioSeed } from '../../studio/seed.ts';
import { registerAnswers } from './answers.ts';
import { registerChat } from './chat.ts';
import { registerDraft } from './draft.ts';
import { studioKit } from './kit.ts';
import { registerQuestions } from './questions.ts';
import { registerScenarios } from './scenarios.ts';
import { registerVersions } from './versions.ts';

export const studioModule: ApiModule = {
  name: 'studio',
  register(app: Express, ctx: ApiContext) {
    const kit = studioKit(app, ctx);
    registerDraft(kit);
    registerAnswers(kit);
    registerVersions(kit);
    registerChat(kit);
    registerScenarios(kit);
    registerQuestions(kit);
  },
  seed: () => studioSeed(),
};
