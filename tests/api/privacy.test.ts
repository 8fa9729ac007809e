/**
 * Privacy: retention (the period an account sets, the nightly run that deletes the recordings and
 * transcripts of older calls, and nothing else of them, and nothing of another account) and a
 * caller's rights (finding, exporting and erasing everything about one number).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhone } from '../../mock-api/http.ts';
import type { CallDetail } from '../../src/lib/calls.ts';
import type { Privacy } from '../../src/lib/privacy.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, useTestApi, type TestApi } from './helpers.ts';
import { regularCaller } from './privacyCases.ts';
import { unzip } from './unzip.ts';

const api = useTestApi({ reset: true });
const DAY = 24 * 60 * 60 * 1000;
/** A time, years ahead, whose generated call-back is answered and lasts a few minutes. */
const ANSWERED_CALLBACK_AT = Date.UTC(2031, 0, 7, 10, 0);

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

  it('runs once a day for each account with a period, from the day after it was first set, on the mock API clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Noon UTC on a fixed day: "later the same day" never crosses midnight.
    let clock = Date.parse('2026-11-30T12:00:00Z');
    own = await startTestApi({ now: () => clock });
    const token = await own.login(MockUser.email, DEMO_PASSWORD);
    await own.request('PUT', '/api/privacy/retention', { token, json: { retentionDays: 30 } });
    const read = async () => (await (await own!.request('GET', '/api/privacy', { token })).json()) as Privacy;
    // The day it is first set, nothing is deleted: it can still be changed back.
    vi.advanceTimersByTime(60_000);
    expect(await read()).toMatchObject({ lastRunAt: null, deletedRecordings: 0 });

    clock += DAY;
    vi.advanceTimersByTime(60_000);
    const first = await read();
    expect(first.lastRunAt).not.toBeNull();
    expect(first.deletedRecordings).toBeGreaterThan(0);

    // Later the same day: no second run.
    clock += 60 * 60_000;
    vi.advanceTimersByTime(60_000);
    expect((await read()).lastRunAt).toBe(first.lastRunAt);

    // The next day it runs again and deletes the calls that have aged past 30 days since.
    clock += DAY;
    vi.advanceTimersByTime(60_000);
    const next = await read();
    expect(Date.parse(next.lastRunAt ?? '')).toBeGreaterThan(Date.parse(first.lastRunAt ?? ''));
    expect(next.deletedRecordings).toBeGreaterThan(first.deletedRecordings);
  });
});

// A caller's rights ----------------------------------------------------------------------------

interface CallerData {
  number: string;
  calls: number;
  recordings: number;
  transcripts: number;
  messagesTaken: number;
  deliveries: number;
  firstCallAt: string | null;
  lastCallAt: string | null;
}

const lookup = async (target: TestApi, token: string, number: string) =>
  target.request('POST', '/api/privacy/callers/lookup', { token, json: { number } });

describe("a caller's data", () => {
  it('finds every call with a number, written any way, and what they hold; an unknown number holds nothing', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { number, ids } = regularCaller(api, MockUser.id);
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
    const response = await lookup(api, token, spaced);
    expect(response.status).toBe(200);
    const found = (await response.json()) as CallerData;
    expect(found).toMatchObject({ number, calls: ids.length });
    expect(found.recordings).toBeGreaterThan(0);
    expect(Date.parse(found.firstCallAt ?? '')).toBeLessThanOrEqual(Date.parse(found.lastCallAt ?? ''));
    const none = (await (await lookup(api, token, '+34699000001')).json()) as CallerData;
    expect(none).toEqual({
      number: '+34699000001',
      calls: 0,
      recordings: 0,
      transcripts: 0,
      messagesTaken: 0,
      deliveries: 0,
      firstCallAt: null,
      lastCallAt: null,
    });
    // A caller's network may send a number no numbering plan lists; their rights do not depend on it.
    expect(isPhone('+971159489575')).toBe(false);
    expect((await lookup(api, token, '+971 159 489 575')).status).toBe(200);
  });

  it('refuses what is not a phone number, in the request language', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    for (const number of ['', 'abc', '600111222', '+1', 'x'.repeat(40)]) {
      const response = await api.request('POST', '/api/privacy/callers/lookup', {
        token,
        json: { number },
        headers: { 'accept-language': 'es' },
      });
      expect(response.status, number).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain('prefijo de país');
    }
  });

  it("counts only the account's own calls with the number", async () => {
    const { number } = regularCaller(api, MockUser.id);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const theirs = api.ctx.services.calls.db
      .prepare('SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND caller_number = ? AND started_at <= ?')
      .get(MockBusyUser.id, number, api.ctx.now()) as { n: number };
    expect(((await (await lookup(api, busy, number)).json()) as CallerData).calls).toBe(Number(theirs.n));
  });

  it('exports one ZIP with the calls and each recording, by a link that works once, with its session only, for ten minutes', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { number, ids } = regularCaller(api, MockUser.id);
    const exported = await api.request('POST', '/api/privacy/callers/export', { token, json: { number } });
    expect(exported.status).toBe(201);
    const { url, expiresAt } = (await exported.json()) as { url: string; expiresAt: string };
    expect(url).not.toContain(number.slice(1));
    expect(Date.parse(expiresAt) - api.ctx.now()).toBeLessThanOrEqual(10 * 60_000);

    // Not without the session that asked for it, nor with another one of the same person.
    const other = await api.login(MockUser.email, DEMO_PASSWORD);
    const first = await api.request('POST', '/api/privacy/callers/export', { token, json: { number } });
    const { url: tried } = (await first.json()) as { url: string };
    expect((await api.request('GET', tried)).status).toBe(404);
    const second = (await (await api.request('POST', '/api/privacy/callers/export', { token, json: { number } })).json()) as {
      url: string;
    };
    expect((await api.request('GET', second.url, { token: other })).status).toBe(404);

    const download = await api.request('GET', url, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="caller-\d+\.zip"$/);
    const files = unzip(Buffer.from(await download.arrayBuffer()));
    const data = JSON.parse(files.get('caller.json')?.toString('utf8') ?? '{}') as {
      number: string;
      callsDetail: { id: string; transcript: unknown[]; recordingFile: string | null }[];
    };
    expect(data.number).toBe(number);
    expect(data.callsDetail.map((call) => call.id).sort()).toEqual([...ids].sort());
    const recorded = data.callsDetail.filter((call) => call.recordingFile);
    expect(recorded.length).toBeGreaterThan(0);
    for (const call of recorded) {
      const audio = files.get(call.recordingFile ?? '');
      expect(audio?.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);
      expect(call.transcript.length).toBeGreaterThan(0);
    }
    expect(files.size).toBe(1 + recorded.length);
    expect((await api.request('GET', url, { token })).status).toBe(404);

    // Expired, and after logging out: refused.
    const late = (await (await api.request('POST', '/api/privacy/callers/export', { token, json: { number } })).json()) as { url: string };
    api.advance(10 * 60_000 + 1);
    expect((await api.request('GET', late.url, { token })).status).toBe(404);
    const session = await api.login(MockUser.email, DEMO_PASSWORD);
    const ended = (await (await api.request('POST', '/api/privacy/callers/export', { token: session, json: { number } })).json()) as {
      url: string;
    };
    await api.request('POST', '/api/logout', { token: session });
    const gone = await api.request('GET', ended.url, { token: session });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toMatch(/used or has expired/);
  });

  it('erases a caller: the number becomes a pseudonym, nothing they said is kept, the minutes and outcomes stay, the webhook log forgets them', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const { number, ids } = regularCaller(api, MockUser.id);
    const first = ids[0] as string;
    const before = await detail(api, token, first);
    const balance = await (await api.request('GET', '/api/balance', { token })).json();
    // A webhook message about one of the calls, as the delivery log keeps it.
    api.ctx.services.delivery.db
      .prepare(
        "INSERT INTO messages (id, endpoint_id, user_id, event, call_id, body, status, created_at) VALUES ('m_erase', 'e_x', ?, 'call.ended', ?, ?, 'delivered', ?)",
      )
      .run(MockUser.id, first, JSON.stringify({ callerNumber: number }), api.ctx.now());

    const response = await api.request('POST', '/api/privacy/callers/erase', { token, json: { number } });
    expect(response.status).toBe(200);
    const erased = (await response.json()) as { erasedCalls: number; deletedDeliveries: number; pseudonym: string };
    expect(erased).toMatchObject({ erasedCalls: ids.length, deletedDeliveries: 1 });
    expect(erased.pseudonym).toMatch(/^anon-[0-9a-f]{8}$/);

    const after = await detail(api, token, first);
    expect(after).toMatchObject({
      callerErased: true,
      callerNumber: erased.pseudonym,
      callerName: null,
      summary: '',
      extracted: [],
      transcript: [],
      recordingUrl: null,
      hasRecording: false,
      outcome: before.outcome,
      durationSec: before.durationSec,
      billedMinutes: before.billedMinutes,
    });
    expect(JSON.stringify(after)).not.toContain(number.slice(3));
    expect(await (await api.request('GET', '/api/balance', { token })).json()).toEqual(balance);
    expect(((await (await lookup(api, token, number)).json()) as CallerData).calls).toBe(0);
    expect(api.ctx.services.delivery.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE id = 'm_erase'").get()).toEqual({ n: 0 });
    // Searching the history for the number finds nothing; nobody can have the agent call it.
    const search = (await (await api.request('GET', `/api/calls?q=${encodeURIComponent(number)}`, { token })).json()) as {
      items: unknown[];
    };
    expect(search.items).toEqual([]);
    const callback = await api.request('POST', `/api/calls/${first}/callback`, { token });
    expect(callback.status).toBe(403);
    expect(((await callback.json()) as { error: string }).error).toBe(
      "This caller's data was erased at their request: the agent cannot call them back.",
    );
    // Nothing left to erase.
    expect((await api.request('POST', '/api/privacy/callers/erase', { token, json: { number } })).status).toBe(404);
  });
});

describe('an erasure and the call-backs of the number', () => {
  it('cancels a call-back not yet made, and its minutes are not charged', async () => {
    const token = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const { number, ids } = regularCaller(api, MockBusyUser.id);
    const scheduled = await api.request('POST', `/api/calls/${ids[0]}/callback`, { token });
    expect(scheduled.status).toBe(202);
    const { callId } = (await scheduled.json()) as { callId: string };
    // A call-back's outcome comes from its time, and one the agent misses bills nothing: a second
    // call-back, at a fixed time whose call is answered, makes sure there are minutes to cancel.
    const store = api.ctx.services.calls;
    const source = store.find(MockBusyUser.id, ids[1] ?? '');
    if (!source) throw new Error('the seed has one call from this number only');
    const answered = store.scheduleCallback(source, ANSWERED_CALLBACK_AT).row.id;
    const lines = (id: string) => (store.db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE call_id = ?').get(id) as { n: number }).n;
    expect(lines(answered)).toBe(1);
    await api.request('POST', '/api/privacy/callers/erase', { token, json: { number } });
    expect([lines(callId), lines(answered)]).toEqual([0, 0]);
    expect((await api.request('GET', `/api/calls/${callId}`, { token })).status).toBe(404);
    expect((await api.request('GET', `/api/calls/${answered}`, { token })).status).toBe(404);
  });
});
