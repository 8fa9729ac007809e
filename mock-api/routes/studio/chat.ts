/**
 * The test chat (POST /api/studio/chat): the draft's agent answers a message, deterministically.
 */
import type { ChatState, StudioLanguage } from '../../../src/lib/studio/types.ts';
import { jsonBody } from '../../http.ts';
import { authOf } from '../../sessions.ts';
import type { StudioKit } from './kit.ts';

export function registerChat(kit: StudioKit) {
  const { ctx, signedIn, draftAgent } = kit;
  signedIn('post', '/api/studio/chat', (req, res) => {
    const body = jsonBody(req);
    const user = authOf(res).user;
    const agent = draftAgent(user);
    const at = typeof body.at === 'string' ? Date.parse(body.at) : ctx.now();
    const result = agent.reply(
      body.message as string,
      body.language as StudioLanguage,
      (body.state as ChatState | null | undefined) ?? null,
      at,
    );
    res.json(result);
  });
}
