/**
 * The draft's sections: voice, business facts, opening hours and actions (PUT
 * /api/studio/draft/*), each a revision-checked write; the overview and the holidays calendar.
 */
import type { AgentActions, BusinessFacts, OpeningHours } from '../../../src/lib/studio/types.ts';
import { actionsProblem, hoursProblem } from '../../../src/lib/studio/limits.ts';
import { isPhone, jsonBody } from '../../http.ts';
import { newId } from '../../ids.ts';
import { msg } from '../../messages.ts';
import { authOf } from '../../sessions.ts';
import { spanishHolidays } from '../../studio/holidays.ts';
import { writeVoice } from '../../studio/store.ts';
import { localMoment } from '../../studio/time.ts';
import { sendError } from '../../http.ts';
import { transferAllowed, type StudioKit } from './kit.ts';

export function registerDraft(kit: StudioKit) {
  const { ctx, signedIn, overview, saveDraft, where } = kit;
  signedIn('get', '/api/studio', (req, res) => {
    res.json(overview(req, authOf(res).user));
  });

  signedIn('put', '/api/studio/draft/voice', (req, res) => {
    const body = jsonBody(req);
    saveDraft(req, res, body, (_draft, user) => {
      writeVoice(ctx, user, { voiceId: body.voiceId as string, instructions: (body.instructions as string).trim() });
      return null;
    });
  });

  signedIn('put', '/api/studio/draft/facts', (req, res) => {
    const body = jsonBody(req);
    saveDraft(req, res, body, (draft) => {
      const facts = body.facts as BusinessFacts;
      if (facts.phone && !isPhone(facts.phone)) return { text: msg(req, 'invalidPhone'), field: 'facts.phone' };
      draft.setup.facts = {
        ...facts,
        phone: facts.phone.replace(/[^\d+]/g, ''),
        services: facts.services.map((service) => ({ ...service, id: service.id || newId('s-') })),
      };
      return null;
    });
  });

  signedIn('put', '/api/studio/draft/hours', (req, res) => {
    const body = jsonBody(req);
    saveDraft(req, res, body, (draft) => {
      const hours = body.hours as OpeningHours;
      const withIds = { ...hours, exceptions: hours.exceptions.map((e) => ({ ...e, id: e.id || newId('x-') })) };
      let problem: ReturnType<typeof hoursProblem>;
      // The contract refuses an unknown zone (format: time-zone); a zone the runtime drops later still answers 400.
      try {
        problem = hoursProblem(withIds, localMoment(ctx.now(), hours.timeZone).date, draft.setup.hours.exceptions);
      } catch {
        problem = { key: 'studioInvalidTimeZone', where: 'timeZone', field: 'timeZone' };
      }
      if (problem) return { text: msg(req, problem.key, { where: where(req, problem.where) }), field: `hours.${problem.field}` };
      draft.setup.hours = withIds;
      return null;
    });
  });

  signedIn('put', '/api/studio/draft/actions', (req, res) => {
    const body = jsonBody(req);
    saveDraft(req, res, body, (draft, user) => {
      const actions = body.actions as AgentActions;
      const problem = actionsProblem(actions, transferAllowed(ctx, user.id), isPhone);
      if (problem)
        return problem === 'studioTransferNotInPlan'
          ? { status: 403, text: msg(req, problem) }
          : {
              text: msg(req, problem),
              field: problem === 'studioTransferNumberInvalid' ? 'actions.transfer.number' : 'actions.transfer.when',
            };
      const number = actions.transfer.number.replace(/[^\d+]/g, '');
      draft.setup.actions = {
        ...actions,
        transfer: { ...actions.transfer, number: actions.transfer.enabled ? number : actions.transfer.number.trim() },
      };
      return null;
    });
  });

  signedIn('get', '/api/studio/holidays', (req, res) => {
    const year = typeof req.query.year === 'string' && req.query.year ? Number(req.query.year) : new Date(ctx.now()).getUTCFullYear();
    if (!Number.isInteger(year) || year < 2000 || year > 2100) return sendError(res, 400, msg(req, 'studioInvalidYear'));
    res.json({ country: 'ES', year, holidays: spanishHolidays(year) });
  });
}
