/**
 * The questions the agent could not answer, grouped (GET /api/studio/questions).
 */
import { authOf } from '../../sessions.ts';
import type { StudioKit } from './kit.ts';

export function registerQuestions(kit: StudioKit) {
  const { signedIn, questionGroups } = kit;
  signedIn('get', '/api/studio/questions', (req, res) => {
    const user = authOf(res).user;
    const status = typeof req.query.status === 'string' ? req.query.status : '';
    const groups = questionGroups(user);
    res.json({
      open: groups.filter((g) => g.status === 'open').length,
      groups: status ? groups.filter((g) => g.status === status) : groups,
    });
  });
}
