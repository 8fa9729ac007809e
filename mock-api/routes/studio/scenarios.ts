/**
 * Test scenarios: saved conversations with expectations, and "Run all" against the draft's agent.
 */
import type { Scenario, StudioLanguage } from '../../../src/lib/studio/types.ts';
import { STUDIO_LIMITS } from '../../../src/lib/studio/limits.ts';
import { objectBody, sendError } from '../../http.ts';
import { newId } from '../../ids.ts';
import { msg } from '../../messages.ts';
import { authOf } from '../../sessions.ts';
import { collection } from '../../store.ts';
import { runScenario } from '../../studio/scenarios.ts';
import { scenariosOf, STUDIO_COLLECTIONS, type ScenarioRecord } from '../../studio/store.ts';
import type { StudioKit } from './kit.ts';

export function registerScenarios(kit: StudioKit) {
  const { ctx, signedIn, draftAgent } = kit;
  signedIn('get', '/api/studio/scenarios', (_req, res) => {
    res.json({ scenarios: scenariosOf(ctx, authOf(res).user.id).map(({ userId: _user, ...scenario }) => scenario) });
  });

  signedIn('post', '/api/studio/scenarios', (req, res) => {
    const body = objectBody(req, res);
    if (!body) return;
    const user = authOf(res).user;
    const expectations = body.expectations as Scenario['expectations'];
    if (expectations.some((e) => e.kind === 'never_says' && !e.phrase?.trim())) return sendError(res, 400, msg(req, 'studioPhraseRequired'));
    if (expectations.some((e) => e.kind === 'answers_from' && !e.answerId)) return sendError(res, 400, msg(req, 'studioAnswerRequired'));
    const scenario = ctx.db.mutate(() => {
      if (scenariosOf(ctx, user.id).length >= STUDIO_LIMITS.scenarios) return null;
      const record: ScenarioRecord = {
        id: newId('sc-'),
        userId: user.id,
        name: (body.name as string).trim(),
        language: body.language as StudioLanguage,
        at: typeof body.at === 'string' ? new Date(Date.parse(body.at)).toISOString() : new Date(ctx.now()).toISOString(),
        turns: (body.turns as string[]).map((turn) => turn.trim()),
        expectations: expectations.map((e) => ({ kind: e.kind, ...(e.answerId ? { answerId: e.answerId } : {}), ...(e.phrase ? { phrase: e.phrase.trim() } : {}) })),
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

  signedIn('post', '/api/studio/scenarios/run', (_req, res) => {
    const user = authOf(res).user;
    const started = performance.now();
    const agent = draftAgent(user);
    const results = scenariosOf(ctx, user.id).map((scenario) => runScenario(agent, scenario));
    const passed = results.filter((r) => r.passed).length;
    res.json({ results, passed, failed: results.length - passed, durationMs: Math.round(performance.now() - started) });
  });
}
