/**
 * Test scenarios: saved conversations with expectations, and "Run all" against the draft's agent.
 */
import type { Scenario, StudioLanguage } from '../../../src/lib/studio/types.ts';
import { STUDIO_LIMITS } from '../../../src/lib/studio/limits.ts';
import { jsonBody, sendError } from '../../http.ts';
import { newId } from '../../ids.ts';
import { addMessages, msg } from '../../messages.ts';
import { authOf } from '../../sessions.ts';
import { collection } from '../../store.ts';
import { runScenario } from '../../studio/scenarios.ts';
import { scenariosOf, STUDIO_COLLECTIONS, type ScenarioRecord } from '../../studio/store.ts';
import type { StudioKit } from './kit.ts';

addMessages({
  en: { studioRunBusy: 'Your scenarios are already running. Wait for the results before running them again.' },
  es: { studioRunBusy: 'Tus escenarios ya se están ejecutando. Espera a los resultados antes de volver a ejecutarlos.' },
  ar: { studioRunBusy: 'سيناريوهاتك قيد التشغيل بالفعل. انتظر النتائج قبل تشغيلها مرة أخرى.' },
});

export function registerScenarios(kit: StudioKit) {
  const { ctx, signedIn, draftAgent } = kit;
  signedIn('get', '/api/studio/scenarios', (_req, res) => {
    res.json({ scenarios: scenariosOf(ctx, authOf(res).user.id).map(({ userId: _user, ...scenario }) => scenario) });
  });

  signedIn('post', '/api/studio/scenarios', (req, res) => {
    const body = jsonBody(req);
    const user = authOf(res).user;
    const expectations = body.expectations as Scenario['expectations'];
    const noPhrase = expectations.findIndex((e) => e.kind === 'never_says' && !e.phrase?.trim());
    if (noPhrase >= 0) return sendError(res, 400, msg(req, 'studioPhraseRequired'), undefined, `expectations.${noPhrase}.phrase`);
    const noAnswer = expectations.findIndex((e) => e.kind === 'answers_from' && !e.answerId);
    if (noAnswer >= 0) return sendError(res, 400, msg(req, 'studioAnswerRequired'), undefined, `expectations.${noAnswer}.answerId`);
    const scenario = ctx.db.mutate(() => {
      if (scenariosOf(ctx, user.id).length >= STUDIO_LIMITS.scenarios) return null;
      const record: ScenarioRecord = {
        id: newId('sc-'),
        userId: user.id,
        name: (body.name as string).trim(),
        language: body.language as StudioLanguage,
        at: typeof body.at === 'string' ? new Date(Date.parse(body.at)).toISOString() : new Date(ctx.now()).toISOString(),
        turns: (body.turns as string[]).map((turn) => turn.trim()),
        expectations: expectations.map((e) => ({
          kind: e.kind,
          ...(e.answerId ? { answerId: e.answerId } : {}),
          ...(e.phrase ? { phrase: e.phrase.trim() } : {}),
        })),
        createdAt: new Date(ctx.now()).toISOString(),
      };
      collection<ScenarioRecord>(ctx.db, STUDIO_COLLECTIONS.scenarios).push(record);
      return record;
    });
    if (!scenario) return sendError(res, 400, msg(req, 'studioTooManyScenarios'));
    const { userId: _user, ...shown } = scenario;
    res.status(201).json(shown);
  });

  signedIn('delete', '/api/studio/scenarios/:id', (req, res) => {
    const user = authOf(res).user;
    const removed = ctx.db.mutate(() => {
      const all = collection<ScenarioRecord>(ctx.db, STUDIO_COLLECTIONS.scenarios);
      const index = all.findIndex((s) => s.id === req.params.id && s.userId === user.id);
      if (index < 0) return false;
      all.splice(index, 1);
      return true;
    });
    if (!removed) return sendError(res, 404, msg(req, 'notFound'));
    res.status(204).end();
  });

  /** The accounts with a run under way: one at a time each, so one account cannot queue many. */
  const running = new Set<number>();
  signedIn('post', '/api/studio/scenarios/run', async (req, res) => {
    const user = authOf(res).user;
    if (running.has(user.id)) return sendError(res, 409, msg(req, 'studioRunBusy'));
    running.add(user.id);
    try {
      const started = performance.now();
      const agent = draftAgent(user);
      const results = [];
      // One scenario per turn of the event loop: a long run never holds another account's request
      // for more than one scenario (at most 30 turns).
      for (const scenario of scenariosOf(ctx, user.id)) {
        results.push(runScenario(agent, scenario));
        await new Promise((resolve) => setImmediate(resolve));
      }
      const passed = results.filter((r) => r.passed).length;
      res.json({ results, passed, failed: results.length - passed, durationMs: Math.round(performance.now() - started) });
    } finally {
      running.delete(user.id);
    }
  });
}
