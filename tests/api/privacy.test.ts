/**
 * Retention: the period an account sets, the nightly run that deletes the recordings and
 * transcripts of older calls (and nothing else of them, and nothing of another account), and what a
 * caller of the API sees afterwards.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallDetail } from '../../src/lib/calls.ts';
import type { Privacy } from '../../src/lib/privacy.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, useTestApi, type TestApi } from './helpers.ts';

const api = useTestApi({ reset: true });
const DAY = 24 * 60 * 60 * 1000;

/** The newest call of an account with a recording that started before `before` (or after `after`). */
function callWithRecording(target: TestApi, userId: number, where: { before?: number; after?: number }): string {
  const row = target.ctx.services.calls.db
    .prepare(
      `SELECT id FROM calls WHERE user_id = ? AND script IS NOT NULL AND started_at ${where.before ? '<' : '>'} ? AND started_at < ? ORDER BY started_at DESC LIMIT 1`,
    )
    .get(userId, where.before ?? where.after ?? 0, target.ctx.now()) as { id: string } | undefined;
  if (!row) throw new Error('no such call in the seed');
  return row.id;
}

const detail = async (target: TestApi, token: string, id: string) =>
  (await (await target.request('GET', `/api/calls/${id}`, { token })).json()) as CallDetail;

describe('the retention setting', () => {
  it('starts as "until deleted", with nothing deleted and no run yet', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('GET', '/api/privacy', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ retentionDays: null, deletedRecordings: 0, lastRunAt: null });
  });

  it('saves each offered period and answers it', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    for (const retentionDays of [30, 90, 365, null]) {
      const response = await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Privacy).retentionDays).toBe(retentionDays);
      expect(((await (await api.request('GET', '/api/privacy', { token })).json()) as Privacy).retentionDays).toBe(retentionDays);
    }
  });

  it('refuses any other period with a message naming the choices, and keeps the saved one', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 90 } });
    for (const json of [
      { retentionDays: 45 },
      { retentionDays: '30' },
      { retentionDays: 0 },
      { retentionDays: -30 },
      {},
      { retentionDays: 30, extra: 1 },
    ]) {
      const response = await api.request('PUT', '/api/privacy/retention', { token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/retentionDays|required|extra/i);
    }
    const spanish = await api.request('PUT', '/api/privacy/retention', {
      token,
      json: { retentionDays: 45 },
      headers: { 'accept-language': 'es' },
    });
    expect(((await spanish.json()) as { error: string }).error).toBe(
      'Elige cuánto tiempo se guardan las grabaciones: 30, 90 o 365 días, o hasta que las borres (retentionDays).',
    );
    expect(((await (await api.request('GET', '/api/privacy', { token })).json()) as Privacy).retentionDays).toBe(90);
  });

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/privacy')).status).toBe(401);
    expect((await api.request('PUT', '/api/privacy/retention', { json: { retentionDays: 30 } })).status).toBe(401);
  });
});

describe('the retention run', () => {
  it('deletes the recordings and transcripts of older calls only; the call keeps its outcome and duration', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const old = callWithRecording(api, MockUser.id, { before: api.ctx.now() - 31 * DAY });
    const recent = callWithRecording(api, MockUser.id, { after: api.ctx.now() - 29 * DAY });
    const before = await detail(api, token, old);
    expect(before.transcript.length).toBeGreaterThan(0);
    expect((await api.request('GET', `/api/calls/${old}/recording`, { token })).status).toBe(200);

    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 30 } });
    const run = await api.request('POST', '/api/dev/privacy/retention/run', { token });
    const privacy = (await run.json()) as Privacy;
    expect(privacy.deletedRecordings).toBeGreaterThan(0);
    expect(Date.parse(privacy.lastRunAt ?? '')).toBeGreaterThan(api.ctx.now() - 60_000);

    const after = await detail(api, token, old);
    expect(after).toMatchObject({
      recordingDeleted: true,
      hasRecording: false,
      recordingUrl: null,
      transcript: [],
      outcome: before.outcome,
      durationSec: before.durationSec,
      startedAt: before.startedAt,
    });
    expect((await api.request('GET', `/api/calls/${old}/recording`, { token })).status).toBe(404);
    // The signed link handed out before the run stops working too.
    expect((await api.request('GET', before.recordingUrl ?? '')).status).toBe(404);

    const kept = await detail(api, token, recent);
    expect(kept.recordingDeleted).toBeUndefined();
    expect(kept.transcript.length).toBeGreaterThan(0);
    expect(kept.recordingUrl).not.toBeNull();

    // The history lists the old call, marked.
    const listed = (await (await api.request('GET', `/api/calls?q=${encodeURIComponent(before.callerNumber)}`, { token })).json()) as {
      items: { id: string; recordingDeleted?: boolean; hasRecording: boolean }[];
    };
    expect(listed.items.find((item) => item.id === old)).toMatchObject({ recordingDeleted: true, hasRecording: false });

    // A second run the same day deletes nothing more, and a longer period brings nothing back.
    const again = (await (await api.request('POST', '/api/dev/privacy/retention/run', { token })).json()) as Privacy;
    expect(again.deletedRecordings).toBe(privacy.deletedRecordings);
    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: null } });
    expect((await detail(api, token, old)).recordingDeleted).toBe(true);
  });

  it("never touches another account's calls", async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const theirs = callWithRecording(api, MockBusyUser.id, { before: api.ctx.now() - 31 * DAY });
    await api.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 30 } });
    await api.request('POST', '/api/dev/privacy/retention/run', { token });
    expect((await detail(api, busy, theirs)).transcript.length).toBeGreaterThan(0);
    expect(((await (await api.request('GET', '/api/privacy', { token: busy })).json()) as Privacy).deletedRecordings).toBe(0);
  });
});

describe('the nightly job', () => {
  let own: TestApi | null = null;
  afterEach(async () => {
    await own?.stop();
    own = null;
    vi.useRealTimers();
  });

  it('runs once a day for each account with a period, on the mock API clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    own = await startTestApi();
    const token = await own.login(MockUser.email, DEMO_PASSWORD);
    await own.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 30 } });
    const read = async () => (await (await own!.request('GET', '/api/privacy', { token })).json()) as Privacy;
    expect((await read()).lastRunAt).toBeNull();

    vi.advanceTimersByTime(60_000);
    const first = await read();
    expect(first.lastRunAt).not.toBeNull();
    expect(first.deletedRecordings).toBeGreaterThan(0);

    // Later the same day: no second run.
    own.advance(60_000);
    vi.advanceTimersByTime(60_000);
    expect((await read()).lastRunAt).toBe(first.lastRunAt);

    // The next day it runs again and deletes the calls that have aged past 30 days since.
    own.advance(DAY);
    vi.advanceTimersByTime(60_000);
    const next = await read();
    expect(Date.parse(next.lastRunAt ?? '')).toBeGreaterThan(Date.parse(first.lastRunAt ?? ''));
    expect(next.deletedRecordings).toBeGreaterThan(first.deletedRecordings);
  });
});
