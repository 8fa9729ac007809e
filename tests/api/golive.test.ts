import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTED_CALLS_SQL } from '../../mock-api/billing/guarantee.ts';
import { NUMBER_POOL } from '../../mock-api/golive/pool.ts';
import { STUDIO_COLLECTIONS } from '../../mock-api/studio/store.ts';
import { collection } from '../../mock-api/store.ts';
import type { Schema } from '../../src/lib/contract.ts';
import { GOLIVE_COUNTRIES } from '../../src/lib/golive/rules.ts';
import { DEMO_PASSWORD, MockRejectedUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { FRESH_PASSWORD, freshAccounts } from './goliveAccounts.ts';
import { inParallel, startTestApi, useTestApi } from './helpers.ts';

type GoLive = Schema<'GoLive'>;
const api = useTestApi({ reset: true });

const SPANISH_MOBILE = {
  country: 'ES',
  lineKind: 'mobile',
  carrier: 'movistar',
  mode: 'conditional',
  conditions: ['busy', 'no_answer'],
  noAnswerSec: 15,
  businessNumber: '+34 622 33 44 55',
  pbxTarget: null,
};

async function owner(options?: Parameters<typeof freshAccounts>[2]) {
  const [user] = await freshAccounts(api, 1, options);
  if (!user) throw new Error('no account');
  const token = await api.login(user.email, FRESH_PASSWORD);
  const get = async () => (await (await api.request('GET', '/api/golive', { token })).json()) as GoLive;
  return { user, token, get };
}

const inbound = (body: Record<string, unknown>) => api.request('POST', '/api/dev/telephony/inbound', { json: body });

describe('the agent number', () => {
  it('the demo clinic has its number, live since its test call, every step done', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    const response = await api.request('GET', '/api/golive', { token });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/passwordHash|scrypt/);
    const golive = JSON.parse(text) as GoLive;
    expect(golive.agentNumber).toBe(NUMBER_POOL.ES[0]);
    expect(golive).toMatchObject({ state: 'live', detectedReason: 'no_answer', warnings: [] });
    expect(golive.checklist).toMatchObject({
      planPaid: true,
      identityApproved: true,
      agentPublished: true,
      lineConnected: true,
      testPassed: true,
    });
    // "See the test call" opens that call: in the history, marked, not billed, the greeting in its transcript.
    const call = await api.request('GET', `/api/calls/${golive.lastTest?.callId}`, { token });
    expect(call.status).toBe(200);
    expect(await call.json()).toMatchObject({
      testCall: true,
      billedMinutes: 0,
      hasRecording: true,
      transcript: [expect.objectContaining({ speaker: 'agent', text: expect.stringContaining('llamada de prueba') })],
    });
  });

  it('every number of every pool is a valid number of its country', () => {
    for (const country of GOLIVE_COUNTRIES) {
      for (const number of NUMBER_POOL[country]) {
        expect(isValidPhoneNumber(number), number).toBe(true);
        expect(parsePhoneNumber(number).country).toBe(country);
      }
    }
  });

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/golive')).status).toBe(401);
  });

  it('is not given before the identity is approved, and nothing can be connected without it', async () => {
    const token = await api.login(MockRejectedUser.email, DEMO_PASSWORD);
    const golive = (await (await api.request('GET', '/api/golive', { token })).json()) as GoLive;
    expect(golive.agentNumber).toBeNull();
    expect(golive.checklist.identityApproved).toBe(false);
    expect((await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE })).status).toBe(409);
  });

  it('is not given before the plan is paid', async () => {
    const { get } = await owner({ paid: false });
    expect((await get()).agentNumber).toBeNull();
  });

  it('comes from the pool of the account’s country, in E.164', async () => {
    const mexican = await owner({ phone: '+525512000000' });
    const golive = await mexican.get();
    expect(golive.country).toBe('MX');
    expect(golive.agentNumber).toMatch(/^\+52\d{10}$/);
    expect(NUMBER_POOL.MX).toContain(golive.agentNumber);
    expect(golive.state).toBe('not_connected');
  });

  it('is never given to two accounts, even when thirty ask at once', async () => {
    const accounts = await freshAccounts(api, 30);
    const tokens = await inParallel(
      6,
      accounts.map((user) => () => api.login(user.email, FRESH_PASSWORD)),
    );
    const answers = await Promise.all(
      tokens.map(async (token) => ((await (await api.request('GET', '/api/golive', { token })).json()) as GoLive).agentNumber),
    );
    const demo = NUMBER_POOL.ES.slice(0, 3);
    expect(answers.every((number) => typeof number === 'string')).toBe(true);
    expect(new Set([...answers, ...demo]).size).toBe(answers.length + demo.length);
  });
});

describe('the business line', () => {
  it('is saved with the number in E.164', async () => {
    const { token } = await owner();
    const response = await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    expect(response.status).toBe(200);
    const golive = (await response.json()) as GoLive;
    expect(golive.line).toMatchObject({ ...SPANISH_MOBILE, businessNumber: '+34622334455' });
    expect(golive.checklist.lineConnected).toBe(true);
  });

  it.each([
    [{ businessNumber: '+1 212 555 0142' }, /businessNumber.*ES/],
    [{ businessNumber: '+34 12' }, /valid phone number/],
    [{ noAnswerSec: 40 }, /noAnswerSec/],
    [{ noAnswerSec: 12 }, /noAnswerSec/],
    [{ carrier: 'telcel' }, /carrier/],
    [{ mode: 'conditional', conditions: [] }, /conditions/],
    [{ lineKind: 'pbx', pbxTarget: null }, /pbxTarget/],
  ])('refuses %j with the field named', async (change, message) => {
    const { token } = await owner();
    const response = await api.request('PUT', '/api/golive/line', { token, json: { ...SPANISH_MOBILE, ...change } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it('refuses the agent’s own number as the business number', async () => {
    const { token, get } = await owner();
    const { agentNumber } = await get();
    const response = await api.request('PUT', '/api/golive/line', { token, json: { ...SPANISH_MOBILE, businessNumber: agentNumber } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/businessNumber.*agent/);
  });

  it('names a transfer to a person that forwards back to the agent', async () => {
    const { user, token } = await owner();
    await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    api.ctx.db.mutate(() => {
      collection<{ userId: number; setup: { actions: { transfer: { enabled: boolean; number: string } } } }>(
        api.ctx.db,
        STUDIO_COLLECTIONS.drafts,
      ).push({
        userId: user.id,
        setup: { actions: { transfer: { enabled: true, number: '+34622334455' } } },
      } as never);
    });
    const golive = (await (await api.request('GET', '/api/golive', { token })).json()) as GoLive;
    expect(golive.warnings.map((warning) => warning.code)).toEqual(['transferLoop']);
  });
});

describe('the test call', () => {
  it('waits five minutes; a direct call is told apart; the forwarded call makes the line live, in the history, not billed', async () => {
    const { user, token, get } = await owner();
    await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    const started = (await (await api.request('POST', '/api/golive/test', { token })).json()) as GoLive;
    expect(started.state).toBe('waiting');
    expect(Date.parse(started.waitingUntil ?? '') - Date.now()).toBeGreaterThan(4.9 * 60_000);
    const agent = started.agentNumber as string;
    const ledger = api.ctx.services.calls.ledger;
    const balance = ledger.balance(user.id);

    const direct = await inbound({ to: agent, from: '+34622334455', forwardedFrom: null, reason: null });
    expect(direct.status).toBe(201);
    const afterDirect = await get();
    expect(afterDirect.state).toBe('waiting');
    expect(afterDirect.lastTest).toMatchObject({ forwarded: false, reason: null });

    const forwarded = await inbound({ to: agent, from: '+34699887766', forwardedFrom: '+34622334455', reason: 'busy' });
    const { callId, testCall } = (await forwarded.json()) as { callId: string; testCall: boolean };
    expect(testCall).toBe(true);
    const live = await get();
    expect(live).toMatchObject({ state: 'live', detectedReason: 'busy', lastTest: { callId, forwarded: true, reason: 'busy' } });
    expect(live.log[0]).toMatchObject({ action: 'live', by: 'Vozly' });
    expect(live.checklist.testPassed).toBe(true);

    const call = (await (await api.request('GET', `/api/calls/${callId}`, { token })).json()) as {
      testCall?: boolean;
      billedMinutes: number;
      language: string;
      transcript: { speaker: string; text: string }[];
      recordingUrl: string | null;
    };
    expect(call).toMatchObject({ testCall: true, billedMinutes: 0, language: 'es' });
    // The agent answered with its short test greeting, in the account's call language, recorded.
    expect(call.transcript).toEqual([expect.objectContaining({ speaker: 'agent', text: expect.stringContaining('llamada de prueba') })]);
    const recording = await api.request('GET', call.recordingUrl!);
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/mpeg');
    expect(ledger.balance(user.id)).toBe(balance);
    const counted = api.ctx.services.calls.db
      .prepare(`SELECT COUNT(*) AS n FROM calls WHERE user_id = ? AND ${COUNTED_CALLS_SQL}`)
      .get(user.id) as { n: number };
    expect(counted.n).toBe(0);
  });

  it("the test greeting is in the account's call language", async () => {
    const { token } = await owner();
    const settings = (await (await api.request('GET', '/api/settings', { token })).json()) as Record<string, unknown>;
    expect((await api.request('PUT', '/api/settings', { token, json: { ...settings, language: 'en' } })).status).toBe(200);
    await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    const { agentNumber } = (await (await api.request('POST', '/api/golive/test', { token })).json()) as GoLive;
    const { callId } = (await (
      await inbound({ to: agentNumber, from: '+34699887766', forwardedFrom: '+34622334455', reason: 'unconditional' })
    ).json()) as { callId: string };
    const call = (await (await api.request('GET', `/api/calls/${callId}`, { token })).json()) as {
      language: string;
      summary: string;
      transcript: { text: string }[];
    };
    expect(call.language).toBe('en');
    expect(call.summary).toBe('Test call: the assistant answered the call forwarded from your line.');
    expect(call.transcript[0]?.text).toMatch(/^Hello, this is your virtual assistant\. This is your test call/);
  });

  it('a forwarded call after the five minutes is an ordinary call, and the line is not live', async () => {
    const { token, get } = await owner();
    await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    const { agentNumber } = (await (await api.request('POST', '/api/golive/test', { token })).json()) as GoLive;
    api.advance(5 * 60_000 + 1000);
    const answer = (await (
      await inbound({ to: agentNumber, from: '+34699887766', forwardedFrom: '+34622334455', reason: 'no_answer' })
    ).json()) as { testCall: boolean };
    expect(answer.testCall).toBe(false);
    expect((await get()).state).toBe('not_connected');
  });

  it('needs a saved line first', async () => {
    const { token } = await owner();
    expect((await api.request('POST', '/api/golive/test', { token })).status).toBe(409);
  });

  it('a line with no forwarded call for seven days is flagged and its step reopened', async () => {
    const { token, get } = await owner();
    await api.request('PUT', '/api/golive/line', { token, json: SPANISH_MOBILE });
    const { agentNumber } = (await (await api.request('POST', '/api/golive/test', { token })).json()) as GoLive;
    await inbound({ to: agentNumber, from: '+34699887766', forwardedFrom: '+34622334455', reason: 'unconditional' });
    api.advance(8 * 86_400_000);
    const golive = await get();
    expect(golive.warnings).toEqual([expect.objectContaining({ code: 'staleLine' })]);
    expect(golive.checklist.testPassed).toBe(false);
  });

  it('another account’s test call is not reachable', async () => {
    const first = await owner();
    await api.request('PUT', '/api/golive/line', { token: first.token, json: SPANISH_MOBILE });
    const { agentNumber } = (await (await api.request('POST', '/api/golive/test', { token: first.token })).json()) as GoLive;
    const { callId } = (await (
      await inbound({ to: agentNumber, from: '+34699887766', forwardedFrom: '+34622334455', reason: 'busy' })
    ).json()) as { callId: string };
    const second = await owner();
    expect((await api.request('GET', `/api/calls/${callId}`, { token: second.token })).status).toBe(404);
    const theirs = await second.get();
    expect(theirs.agentNumber).not.toBe(agentNumber);
    expect(theirs.lastTest).toBeNull();
  });
});

describe('the simulated carrier', () => {
  it('refuses a number no account has (404) and a body that is not a call (400)', async () => {
    expect((await inbound({ to: '+34910555199', from: '+34699887766', forwardedFrom: null, reason: null })).status).toBe(404);
    const bad = await inbound({ to: 'not a number', from: '+34699887766', forwardedFrom: null, reason: null });
    expect(bad.status).toBe(400);
    expect((await inbound({ to: NUMBER_POOL.ES[0], from: '+34699887766', forwardedFrom: null, reason: 'sideways' })).status).toBe(400);
  });

  it('does not exist without the development routes', async () => {
    const production = await startTestApi({ devRoutes: false });
    try {
      const response = await production.request('POST', '/api/dev/telephony/inbound', {
        json: { to: NUMBER_POOL.ES[0], from: '+34699887766', forwardedFrom: null, reason: null },
      });
      expect(response.status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});

describe('pause and resume', () => {
  it('are logged with who and when; a pause needs the message it plays', async () => {
    const token = await api.login(MockUser.email, DEMO_PASSWORD);
    expect((await api.request('POST', '/api/golive/pause', { token, json: { mode: 'message', message: '  ' } })).status).toBe(400);
    const paused = (await (
      await api.request('POST', '/api/golive/pause', {
        token,
        json: { mode: 'message', message: 'We are closed for holidays until Monday.' },
      })
    ).json()) as GoLive;
    expect(paused).toMatchObject({ state: 'paused', pause: { mode: 'message', message: 'We are closed for holidays until Monday.' } });
    expect(paused.log[0]).toMatchObject({ action: 'paused', by: MockUser.name });
    expect((await api.request('POST', '/api/golive/pause', { token, json: { mode: 'business', message: null } })).status).toBe(409);
    const resumed = (await (await api.request('POST', '/api/golive/resume', { token })).json()) as GoLive;
    expect(resumed.state).toBe('live');
    expect(resumed.log.slice(0, 2).map((entry) => entry.action)).toEqual(['resumed', 'paused']);
    expect((await api.request('POST', '/api/golive/resume', { token })).status).toBe(409);
  });
});
