/**
 * The call history of the mock API, tried as a customer and as an attacker: another account's
 * calls, recordings and exports are never reachable (404, as for an unknown id), filters run on
 * the server and bad ones get a clear 400, spam is credited once even when reported concurrently,
 * the export is the filtered list with formula cells neutralised.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateHistory } from '../../mock-api/calls/generate.ts';
import { madridOffset } from '../../mock-api/calls/time.ts';
import { spokenSec } from '../../mock-api/calls/timings.ts';
import { CALL_ACCOUNTS } from '../../mock-api/seed.ts';
import type { CallBalance, CallDetail, CallPage, SpamReport } from '../../src/lib/calls.ts';
import { DEMO_PASSWORD, MockBusyUser, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let demo: string;
let other: string;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());
beforeEach(async () => {
  api.ctx.reset();
  demo = await api.login(MockUser.email, DEMO_PASSWORD);
  other = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
});

const page = async (query: string, token = demo): Promise<CallPage> => {
  const response = await api.request('GET', `/api/calls?${query}`, { token });
  expect(response.status, query).toBe(200);
  return (await response.json()) as CallPage;
};
const detail = async (id: string, token = demo) => (await (await api.request('GET', `/api/calls/${id}`, { token })).json()) as CallDetail;
const balance = async (token = demo) => (await (await api.request('GET', '/api/balance', { token })).json()) as CallBalance;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the seeded history', () => {
  it('gives the demo clinic 90 days of calls and the busy group over 10,000, reproducibly', async () => {
    const mine = await page('limit=1');
    expect(mine.total).toBeGreaterThan(500);
    const busy = await page('limit=1', await api.login(MockBusyUser.email, DEMO_PASSWORD));
    expect(busy.total).toBeGreaterThanOrEqual(10_000);
    const options = { ...CALL_ACCOUNTS[0]!, outbound: false, days: 90, end: Date.UTC(2026, 10, 20), spokenSec, madridOffset };
    expect(generateHistory(options)).toEqual(generateHistory(options));
    expect((await page('limit=1', other)).total).toBe(0);
  });

  it('has every outcome, inbound only on the Advanced plan, outbound on Custom', async () => {
    for (const outcome of ['appointment_booked', 'lead_qualified', 'information', 'transferred', 'voicemail', 'missed', 'spam']) {
      expect((await page(`limit=1&outcome=${outcome}`)).total, outcome).toBeGreaterThan(0);
    }
    expect((await page('limit=1&direction=outbound')).total).toBe(0);
    expect((await page('limit=1&direction=outbound', await api.login(MockBusyUser.email, DEMO_PASSWORD))).total).toBeGreaterThan(100);
  });

  it('gives each call a transcript with times inside its recording, in Spanish', async () => {
    const [first] = (await page('limit=1&outcome=appointment_booked')).items;
    const call = await detail(first!.id);
    expect(call.transcript.length).toBeGreaterThan(2);
    expect(call.transcript[0]).toMatchObject({ speaker: 'agent', startMs: 0 });
    expect(call.transcript[0]!.text).toContain('Clínica Dental Sonrisa');
    for (const [index, turn] of call.transcript.entries()) {
      expect(turn.endMs).toBeGreaterThan(turn.startMs);
      if (index > 0) expect(turn.startMs).toBeGreaterThanOrEqual(call.transcript[index - 1]!.endMs);
    }
    expect(call.extracted.map((field) => field.field)).toContain('reason');
  });

  it('names the part of the setup each agent line came from; a question no answer covered is followed by `no_answer`', async () => {
    const [booked] = (await page('limit=1&outcome=appointment_booked')).items;
    const call = await detail(booked!.id);
    for (const turn of call.transcript) {
      if (turn.speaker === 'agent') expect(turn.source?.kind).toMatch(/^(instructions|booking)$/);
      else expect(turn.source).toBeUndefined();
    }
    expect(call.transcript.some((turn) => turn.source?.kind === 'booking')).toBe(true);
    const [lead] = (await page('limit=1&outcome=lead_qualified')).items;
    const unanswered = (await detail(lead!.id)).transcript;
    const index = unanswered.findIndex((turn) => turn.source?.kind === 'no_answer');
    expect(unanswered[index - 1]).toMatchObject({ speaker: 'caller' });
    expect(unanswered[index - 1]!.text).toContain('implantes dentales');
  });
});

describe('filters, sort and pages run on the server', () => {
  it('filters by outcome and the last 7 days, newest first', async () => {
    const result = await page(`outcome=appointment_booked&from=${day(-6)}&to=${day(0)}&limit=200`);
    expect(result.items.length).toBeGreaterThan(0);
    for (const call of result.items) {
      expect(call.outcome).toBe('appointment_booked');
      expect(Date.parse(call.startedAt)).toBeGreaterThan(Date.now() - 8 * 86_400_000);
    }
    const times = result.items.map((call) => Date.parse(call.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with a cursor: every call once, none twice, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let total = 0;
    while (cursor !== null) {
      const result: CallPage = await page(`outcome=lead_qualified&sort=durationSec&order=asc&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      total = result.total;
      seen.push(...result.items.map((call) => `${call.durationSec}:${call.id}`));
      cursor = result.nextCursor;
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    const durations = seen.map((entry) => Number(entry.split(':')[0]));
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('finds by number, name or summary words', async () => {
    const [call] = (await page('limit=1&outcome=information')).items;
    expect((await page(`q=${encodeURIComponent(call!.callerNumber)}`)).items.map((c) => c.id)).toContain(call!.id);
    expect((await page(`q=${encodeURIComponent(call!.callerNumber.slice(3))}`)).items.map((c) => c.id)).toContain(call!.id);
    const words = await page('q=limpieza%20jueves&limit=200');
    expect(words.total).toBeGreaterThan(0);
    for (const found of words.items) expect(found.summary.toLowerCase()).toContain('limpieza');
    expect((await page('q=%25%25%25')).total).toBe(0);
  });

  it.each([
    ['outcome=won', /Unknown outcome/],
    ['direction=up', /Unknown direction/],
    [`from=${day(0)}&to=${day(-3)}`, /start date must be on or before the end date/],
    ['from=2026-02-31', /YYYY-MM-DD/],
    ['q=<10,000 characters>', /too long/],
    ['limit=0', /page size/],
    ['limit=201', /page size/],
    ['to=2026-13-01', /YYYY-MM-DD/],
    ['order=sideways', /cannot be sorted/],
    ['cursor=abc', /expired/],
    ['sort=password', /cannot be sorted/],
  ])('refuses %s with a clear message', async (query, message) => {
    const sent = query.replace('<10,000 characters>', 'a'.repeat(10_000));
    const response = await api.request('GET', `/api/calls?${sent}`, { token: demo });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});

describe('another account', () => {
  it('reaches none of the calls, recordings or exports (404, as an unknown id)', async () => {
    const [call] = (await page('limit=1&outcome=appointment_booked')).items;
    const id = call!.id;
    const mine = await detail(id);
    for (const [method, url, json] of [
      ['GET', `/api/calls/${id}`, undefined],
      ['GET', `/api/calls/${id}/recording`, undefined],
      ['POST', `/api/calls/${id}/spam`, undefined],
      ['PUT', `/api/calls/${id}/rating`, { rating: 'down' }],
      ['POST', `/api/calls/${id}/callback`, undefined],
    ] as const) {
      const response = await api.request(method, url, { token: other, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const csv = await (await api.request('GET', '/api/calls/export', { token: other })).text();
    expect(csv.trim().split('\r\n')).toHaveLength(1);
    expect(csv).not.toContain(id);
    // A signed URL is for its call only: another call's id with this signature is refused.
    const [second] = (await page('limit=1&outcome=information')).items;
    const signed = new URL(mine.recordingUrl!, 'http://x');
    expect((await api.request('GET', `/api/calls/${second!.id}/recording${signed.search}`)).status).toBe(404);
    expect((await api.request('GET', `${signed.pathname}${signed.search}`)).status).toBe(200);
    // Nothing changed on the owner's side.
    expect(await detail(id)).toMatchObject({ reportedSpam: false, rating: null });
  });

  it('json-server does not serve the call store', async () => {
    for (const url of ['/api/calls.sqlite', '/api/db', '/api/credits', '/api/voices/1/calls']) {
      expect((await api.request('GET', url, { token: demo })).status, url).toBe(404);
    }
  });
});

describe('the recording', () => {
  it('answers range requests so the player can seek', async () => {
    const [call] = (await page('limit=1&outcome=appointment_booked')).items;
    const { recordingUrl } = await detail(call!.id);
    const whole = await api.request('GET', recordingUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await api.request('GET', recordingUrl!, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(1000);
  });

  it('expires', async () => {
    const [call] = (await page('limit=1&outcome=appointment_booked')).items;
    const { recordingUrl } = await detail(call!.id);
    api.advance(2 * 60 * 60 * 1000);
    expect((await api.request('GET', recordingUrl!)).status).toBe(404);
  });
});

describe('actions', () => {
  it('credits a spam report once, even when reported ten times at once', async () => {
    const [call] = (await page('limit=1&outcome=spam')).items;
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.request('POST', `/api/calls/${call!.id}/spam`, { token: demo })),
    );
    const reports = (await Promise.all(answers.map((answer) => answer.json()))) as SpamReport[];
    expect(reports.map((report) => report.creditedMinutes).filter((minutes) => minutes > 0)).toEqual([call!.billedMinutes]);
    const after = await balance();
    expect(after.remainingMinutes).toBe(before.remainingMinutes + call!.billedMinutes);
    expect(await detail(call!.id)).toMatchObject({ reportedSpam: true, billedMinutes: 0 });
  });

  it('refuses a rating that is not up, down or null, and a note over 500 characters (the contract)', async () => {
    const [call] = (await page('limit=1')).items;
    for (const [json, message] of [
      [{ rating: 'sideways' }, /up, down or null/],
      [{ rating: 'up', note: 'x'.repeat(501) }, /too long/],
    ] as const) {
      const response = await api.request('PUT', `/api/calls/${call!.id}/rating`, { token: demo, json });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(await detail(call!.id)).toMatchObject({ rating: call!.rating });
  });

  it('keeps a rating and its note; null clears both', async () => {
    const [call] = (await page('limit=1')).items;
    const rated = await api.request('PUT', `/api/calls/${call!.id}/rating`, {
      token: demo,
      json: { rating: 'down', note: '  Should have offered Friday.  ' },
    });
    expect(rated.status).toBe(200);
    expect(await detail(call!.id)).toMatchObject({ rating: 'down', ratingNote: 'Should have offered Friday.' });
    await api.request('PUT', `/api/calls/${call!.id}/rating`, { token: demo, json: { rating: null, note: 'ignored' } });
    expect(await detail(call!.id)).toMatchObject({ rating: null, ratingNote: null });
  });

  it('has the agent call back only on a plan with outbound calls; the call appears later', async () => {
    const [call] = (await page('limit=1')).items;
    const refused = await api.request('POST', `/api/calls/${call!.id}/callback`, { token: demo });
    expect(refused.status).toBe(403);
    const busy = await api.login(MockBusyUser.email, DEMO_PASSWORD);
    const [theirs] = (await page('limit=1&direction=inbound', busy)).items;
    const scheduled = await api.request('POST', `/api/calls/${theirs!.id}/callback`, { token: busy });
    expect(scheduled.status).toBe(202);
    const { callId } = (await scheduled.json()) as { callId: string };
    expect((await api.request('GET', `/api/calls/${callId}`, { token: busy })).status).toBe(404);
    api.advance(3 * 60_000);
    const callback = await detail(callId, busy);
    expect(callback).toMatchObject({ direction: 'outbound', callerNumber: theirs!.callerNumber, callbackOf: theirs!.id });
    // The busy group's seeded calls keep arriving too: the count is of every call after `since`.
    const since = Date.parse(callback.startedAt) - 1;
    const arrived = (await page('limit=50', busy)).items.filter((item) => Date.parse(item.startedAt) > since);
    expect(arrived.map((item) => item.id)).toContain(callId);
    const updates = (await (
      await api.request('GET', `/api/calls/updates?since=${new Date(since).toISOString()}`, { token: busy })
    ).json()) as { count: number };
    expect(updates.count).toBe(arrived.length);
  });

  it('exports the filtered list as CSV, formula cells neutralised', async () => {
    const query = `outcome=appointment_booked&from=${day(-6)}&to=${day(0)}`;
    const listed = await page(`${query}&limit=200`);
    const response = await api.request('GET', `/api/calls/export?${query}`, { token: demo });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await response.text()).trim().split('\r\n');
    expect(rows[0]).toBe(
      'id,startedAt,direction,callerNumber,callerName,durationSec,outcome,summary,sentiment,reportedSpam,rating,billedMinutes',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(listed.items.map((call) => call.id));
    for (const row of rows.slice(1)) expect(row.split(',')[3]).toMatch(/^'\+\d+$/);
  });
});
