/**
 * No request blocks the event loop: "Run all" with 100 scenarios of 30 turns on a large draft
 * yields between scenarios, so another account's cheap GET is answered before the run ends; and
 * an account runs one at a time (a second run meanwhile is a 409).
 */
import { describe, expect, it } from 'vitest';
import { STUDIO_LIMITS } from '../../src/lib/studio/limits.ts';
import { collection, type UserRecord } from '../../mock-api/store.ts';
import { draftRecord, STUDIO_COLLECTIONS, type ScenarioRecord } from '../../mock-api/studio/store.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

describe('"Run all" shares the server', () => {
  it("another account's GET is answered before a long run ends, and a second run of the account is a 409", async () => {
    const user = api.ctx.db.data.users.find((u) => u.email === MockUser.email) as UserRecord;
    api.ctx.db.mutate(() => {
      const draft = draftRecord(api.ctx, user);
      draft.setup.answers = Array.from({ length: 500 }, (_, i) => ({
        id: `a-run-${i}`,
        language: 'es' as const,
        question: `¿Pregunta número ${i} sobre el servicio ${i % 37}?`,
        answer: `Respuesta ${i}.`,
        phrasings: [`variante ${i} del servicio ${i % 13}`],
      }));
      const scenarios = collection<ScenarioRecord>(api.ctx.db, STUDIO_COLLECTIONS.scenarios);
      for (let s = scenarios.filter((scenario) => scenario.userId === user.id).length; s < STUDIO_LIMITS.scenarios; s++) {
        scenarios.push({
          id: `sc-run-${s}`,
          userId: user.id,
          name: `Escenario ${s}`,
          language: 'es',
          at: new Date().toISOString(),
          turns: Array.from({ length: STUDIO_LIMITS.scenarioTurns }, (_, t) => `Pregunta ${t} sobre el servicio ${(s + t) % 37}`),
          expectations: [{ kind: 'books' }],
          createdAt: new Date().toISOString(),
        });
      }
    });
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const other = await api.login(MockBusyUser.email, DEMO_PASSWORD);

    let runEnded = 0;
    const run = api.request('POST', '/api/studio/scenarios/run', { token }).then((response) => {
      runEnded = performance.now();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await api.request('POST', '/api/studio/scenarios/run', { token });
    const cheap = await api.request('GET', '/api/studio/holidays?year=2026', { token: other });
    const cheapAnswered = performance.now();
    expect(cheap.status).toBe(200);
    const response = await run;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown[] }).results.length).toBe(STUDIO_LIMITS.scenarios);
    expect(second.status).toBe(409);
    expect(cheapAnswered).toBeLessThan(runEnded);
  }, 120_000);
});
