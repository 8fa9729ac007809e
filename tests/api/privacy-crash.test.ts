/**
 * A caller's erasure spans two stores (calls.sqlite, then the webhook log in delivery.sqlite),
 * journalled so that a crash between them is finished at the next start. Here the real server is
 * killed with SIGKILL at several moments of an erasure request, and the server started again on
 * its data: every time, all of the erasure happened or none of it, never half. (The handler runs
 * in one synchronous stretch of a few milliseconds, so a timed kill mostly lands before or after
 * it; the last test stops a server exactly between the two stores.)
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startMockApi } from '../../mock-api/server.ts';
import { DEMO_PASSWORD, MockUser } from '../../mock-api/fixtures/users.ts';
import { freePort, startScript, startTestApi } from './helpers.ts';
import type { CallDetail } from '../../src/lib/calls.ts';
import { regularCaller } from './privacyCases.ts';

/** Milliseconds between sending the erasure and the kill (about when it arrives, while it runs), or once it answered. */
const KILL_AFTER_MS = [3, 10, 'answered'] as const;

it('an erasure cut by kill -9 at any moment: after the restart all of it has happened, or none', { timeout: 120_000 }, async () => {
  const outcomes: string[] = [];
  for (const delay of KILL_AFTER_MS) {
    // The demo clinic's most regular caller, with a webhook message about one of their calls.
    const prepared = await startTestApi();
    const dataDir = prepared.ctx.dataDir;
    const calls = prepared.ctx.services.calls.db;
    const { number } = calls
      .prepare(
        'SELECT caller_number AS number, COUNT(*) AS n FROM calls WHERE user_id = ? AND started_at < ? GROUP BY caller_number ORDER BY n DESC, caller_number LIMIT 1',
      )
      .get(MockUser.id, Date.now()) as { number: string };
    const ids = (
      calls
        .prepare('SELECT id FROM calls WHERE user_id = ? AND caller_number = ? AND started_at < ?')
        .all(MockUser.id, number, Date.now()) as { id: string }[]
    ).map((row) => row.id);
    prepared.ctx.services.delivery.db
      .prepare(
        "INSERT INTO messages (id, endpoint_id, user_id, event, call_id, body, status, created_at) VALUES ('m_kill', 'e_x', ?, 'call.ended', ?, '{}', 'delivered', ?)",
      )
      .run(MockUser.id, ids[0] ?? '', Date.now());
    await prepared.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = await startScript(
      'mock-api/main.ts',
      { MOCK_API_DATA: dataDir, MOCK_API_PORT: String(port), MOCK_API_QUIET: '1' },
      /listening on/,
    );
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MockUser.email, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const erasing = fetch(`${url}/api/privacy/callers/erase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ number }),
    }).catch(() => null);
    if (delay === 'answered') expect((await erasing)?.status).toBe(200);
    else await sleep(delay);
    child.process.kill('SIGKILL');
    await child.exited;
    await erasing;

    const again = await startMockApi({ quiet: true, dataDir });
    try {
      const store = again.ctx.services.calls;
      expect(store.pendingErasures(), `killed after ${delay} ms`).toEqual([]);
      const withNumber = (
        store.db.prepare('SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND caller_number = ?').get(MockUser.id, number) as {
          n: number;
        }
      ).n;
      const message = (
        again.ctx.services.delivery.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE id = 'm_kill'").get() as { n: number }
      ).n;
      const erased = (
        store.db
          .prepare(`SELECT COUNT(*) AS n FROM calls WHERE id IN (${ids.map(() => '?').join()}) AND caller_number <> ?`)
          .get(...ids, number) as { n: number }
      ).n;
      const none = withNumber === ids.length && erased === 0 && message === 1;
      const all = withNumber === 0 && erased === ids.length && message === 0;
      expect({ delay, withNumber, erased, message, whole: none || all }).toMatchObject({ whole: true });
      outcomes.push(`${delay}: ${all ? 'all' : 'none'}`);
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // Killed after the answer, the erasure stays whole.
  expect(outcomes).toContain('answered: all');
});

describe('an erasure a crash interrupted', () => {
  it('is finished when the server starts again: the journal entry closes and the webhook log forgets the calls', async () => {
    const first = await startTestApi();
    const dataDir = first.ctx.dataDir;
    const { number, ids } = regularCaller(first, MockUser.id);
    first.ctx.services.delivery.db
      .prepare(
        "INSERT INTO messages (id, endpoint_id, user_id, event, call_id, body, status, created_at) VALUES ('m_crash', 'e_x', ?, 'call.ended', ?, '{}', 'delivered', ?)",
      )
      .run(MockUser.id, ids[0] ?? '', first.ctx.now());
    // The calls' transaction committed, then the process died before the delivery log's part.
    first.ctx.services.calls.eraseCaller(MockUser.id, number, 'anon-00000000', 'er_crash');
    await first.close();

    const again = await startMockApi({ quiet: true, devRoutes: true, dataDir });
    try {
      expect(again.ctx.services.calls.pendingErasures()).toEqual([]);
      expect(again.ctx.services.delivery.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE id = 'm_crash'").get()).toEqual({ n: 0 });
      const token = await (async () => {
        const response = await fetch(`${again.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: MockUser.email, password: DEMO_PASSWORD }),
        });
        return ((await response.json()) as { token: string }).token;
      })();
      const call = (await (
        await fetch(`${again.url}/api/calls/${ids[0]}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as CallDetail;
      expect(call).toMatchObject({ callerErased: true, callerNumber: 'anon-00000000', transcript: [] });
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
