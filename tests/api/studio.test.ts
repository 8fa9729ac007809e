/**
 * The agent studio on the mock API: the draft with its version check, the limits and
 * their messages, publishing (one version for two publishes at once), compare and restore, the
 * test chat's stand-in agent and its sources, scenarios, and the questions the agent couldn't
 * answer, from the demo account's seed.
 */
import { describe, expect, it } from 'vitest';
import type { ChatLine, ChatState, StudioSetup } from '../../src/lib/studio/types.ts';
import { collection } from '../../mock-api/store.ts';
import type { DraftRecord } from '../../mock-api/studio/store.ts';
import { DEMO_PASSWORD, MockBusyUser, MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';

const api = useTestApi({ reset: true });

interface Overview {
  revision: number;
  draft: StudioSetup;
  live: { number: number; summary: string[] } | null;
  unpublished: boolean;
  summary: string[];
  transferAllowed: boolean;
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const demo = () => api.login(MockUser.email, DEMO_PASSWORD);
const busy = () => api.login(MockBusyUser.email, DEMO_PASSWORD);
const studio = async (token: string, lang = 'en') =>
  json<Overview>(await api.request('GET', '/api/studio', { token, headers: { 'accept-language': lang } }));
/** A Tuesday at 11:00 in Madrid. */
const TUESDAY_11 = '2026-11-24T10:00:00Z';

async function chat(token: string, messages: string[], at = TUESDAY_11, language = 'es'): Promise<ChatLine[]> {
  let state: ChatState | null = null;
  const lines: ChatLine[] = [];
  for (const message of messages) {
    const response = await api.request('POST', '/api/studio/chat', { token, json: { message, language, state, at } });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await json<{ lines: ChatLine[]; state: ChatState }>(response);
    lines.push(...body.lines);
    state = body.state;
  }
  return lines;
}

describe('the draft', () => {
  it('shows the demo seed: version 1 live, an unpublished change summarised in plain words', async () => {
    const token = await demo();
    const en = await studio(token);
    expect(en.live?.number).toBe(1);
    expect(en.unpublished).toBe(true);
    expect(en.summary).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(en.transferAllowed).toBe(false);
    expect((await studio(token, 'es')).summary).toEqual(['Sábado: cerrado → 10:00–14:00', 'Respuesta añadida: ¿Aceptan seguros?']);
    expect((await studio(token, 'ar')).summary[0]).toBe('السبت: مغلق → 10:00–14:00');
  });

  it('keeps /api/bot-config working: it is the voice section of the draft', async () => {
    const token = await demo();
    const put = await api.request('PUT', '/api/bot-config', {
      token,
      json: { voiceId: 'es-m2', prompt: 'Saludo: Clínica Sonrisa, dígame.' },
    });
    expect(put.status).toBe(200);
    const overview = await studio(token);
    expect(overview.draft.voice).toEqual({ voiceId: 'es-m2', instructions: 'Saludo: Clínica Sonrisa, dígame.' });
    expect((await chat(token, ['']))[0]).toEqual({ speaker: 'agent', text: 'Clínica Sonrisa, dígame.', source: { kind: 'instructions' } });
    const saved = await api.request('PUT', '/api/studio/draft/voice', {
      token,
      json: { revision: overview.revision, voiceId: 'es-f2', instructions: 'Be brief.' },
    });
    expect(saved.status).toBe(200);
    expect(await json(await api.request('GET', '/api/bot-config', { token }))).toEqual({ voiceId: 'es-f2', prompt: 'Be brief.' });
  });

  it('answers 409 to a save with a stale revision and changes nothing (two tabs)', async () => {
    const token = await demo();
    const opened = await studio(token);
    const facts = { ...opened.draft.facts, website: 'https://first.example' };
    const first = await api.request('PUT', '/api/studio/draft/facts', { token, json: { revision: opened.revision, facts } });
    expect(first.status).toBe(200);
    expect((await json<Overview>(first)).revision).toBe(opened.revision + 1);
    // A shape the contract refuses names its field too, as a path into the body.
    const tooLong = await api.request('PUT', '/api/studio/draft/facts', {
      token,
      json: { revision: opened.revision + 1, facts: { ...facts, name: 'x'.repeat(5000) } },
    });
    expect(tooLong.status).toBe(400);
    expect((await json<{ field: string }>(tooLong)).field).toBe('facts.name');
    const second = await api.request('PUT', '/api/studio/draft/facts', {
      token,
      json: { revision: opened.revision, facts: { ...facts, website: 'https://second.example' } },
    });
    expect(second.status).toBe(409);
    expect((await json<{ error: string }>(second)).error).toMatch(/changed since you opened it/);
    expect((await studio(token)).draft.facts.website).toBe('https://first.example');
  });

  it("refuses opening ranges that overlap or end before they start, and exceptions in the past, in the caller's language", async () => {
    const token = await demo();
    const { revision, draft } = await studio(token);
    const save = (hours: StudioSetup['hours'], lang = 'en') =>
      api.request('PUT', '/api/studio/draft/hours', { token, json: { revision, hours }, headers: { 'accept-language': lang } });
    const week = (mon: { start: string; end: string }[]) => ({ ...draft.hours, week: { ...draft.hours.week, mon } });
    const overlap = await save(
      week([
        { start: '09:00', end: '14:00' },
        { start: '13:00', end: '18:00' },
      ]),
    );
    expect(overlap.status).toBe(400);
    // The answer names the field at fault, which the portal marks invalid and focuses.
    expect(await json<{ error: string; field: string }>(overlap)).toEqual({
      error: 'Monday: the opening ranges overlap.',
      field: 'hours.week.mon',
    });
    const outOfDay = await save(week([{ start: '09:00', end: '25:99' }]));
    expect(outOfDay.status).toBe(400);
    expect((await json<{ field: string }>(outOfDay)).field).toBe('hours.week.mon');
    const inverted = await save(week([{ start: '14:00', end: '09:00' }]), 'es');
    expect((await json<{ error: string }>(inverted)).error).toBe('Lunes: un tramo de horario termina antes de empezar.');
    const past = await save({
      ...draft.hours,
      exceptions: [...draft.hours.exceptions, { id: '', date: '2020-01-01', kind: 'holiday', label: 'Año Nuevo', ranges: [] }],
    });
    expect(past.status).toBe(400);
    expect(await json<{ error: string; field: string }>(past)).toEqual({
      error: '2020-01-01: the date is in the past.',
      field: `hours.exceptions.${draft.hours.exceptions.length}`,
    });
    const ok = await save(
      week([
        { start: '08:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ]),
    );
    expect(ok.status).toBe(200);
    expect((await json<Overview>(ok)).summary).toContain('Monday: 09:00–14:00, 16:00–20:00 → 08:00–13:00, 15:00–19:00');
  });

  it("offers Spain's public holidays of a year", async () => {
    const body = await json<{ holidays: { date: string; name: { es: string } }[] }>(
      await api.request('GET', '/api/studio/holidays?year=2027', { token: await demo() }),
    );
    expect(body.holidays.map((h) => h.date)).toContain('2027-03-26');
    expect(body.holidays.find((h) => h.date === '2027-12-25')?.name.es).toBe('Navidad');
  });

  it('gates the transfer to a person on the Custom plan and checks its number', async () => {
    const demoToken = await demo();
    const mine = await studio(demoToken);
    const transfer = { enabled: true, number: '+34 600 111 222', when: ['on_request'], urgencyWords: [] };
    const refused = await api.request('PUT', '/api/studio/draft/actions', {
      token: demoToken,
      json: { revision: mine.revision, actions: { ...mine.draft.actions, transfer } },
    });
    expect(refused.status).toBe(403);
    expect((await json<{ error: string }>(refused)).error).toBe('Transfer to a person is included in the Custom plan only.');
    const busyToken = await busy();
    const theirs = await studio(busyToken);
    expect(theirs.transferAllowed).toBe(true);
    const bad = await api.request('PUT', '/api/studio/draft/actions', {
      token: busyToken,
      json: { revision: theirs.revision, actions: { ...theirs.draft.actions, transfer: { ...transfer, number: '12345' } } },
    });
    expect(bad.status).toBe(400);
    const badBody = await json<{ error: string; field: string }>(bad);
    expect(badBody.error).toMatch(/not a valid phone number/);
    expect(badBody.field).toBe('actions.transfer.number');
    const good = await api.request('PUT', '/api/studio/draft/actions', {
      token: busyToken,
      json: { revision: theirs.revision, actions: { ...theirs.draft.actions, transfer } },
    });
    expect(good.status).toBe(200);
    expect((await json<Overview>(good)).draft.actions.transfer.number).toBe('+34600111222');
  });
});

describe('answers', () => {
  it('adds, searches (accents and case ignored), edits and deletes', async () => {
    const token = await demo();
    const added = await api.request('POST', '/api/studio/answers', {
      token,
      json: {
        language: 'es',
        question: '¿Hacen implantes?',
        answer: 'Sí, colocamos implantes de titanio.',
        phrasings: ['¿Cuánto cuestan los implantes?'],
      },
    });
    expect(added.status).toBe(201);
    const search = await json<{ answers: { id: string; question: string }[] }>(
      await api.request('GET', '/api/studio/answers?q=IMPLANTES', { token }),
    );
    expect(search.answers.map((a) => a.question)).toEqual(['¿Hacen implantes?']);
    const id = search.answers[0]?.id as string;
    const edited = await api.request('PUT', `/api/studio/answers/${id}`, {
      token,
      json: { language: 'es', question: '¿Ponen implantes?', answer: 'Sí.', phrasings: [] },
    });
    expect(edited.status).toBe(200);
    expect((await json<{ answers: unknown[] }>(await api.request('GET', '/api/studio/answers?q=ponen', { token }))).answers).toHaveLength(
      1,
    );
    expect((await api.request('DELETE', `/api/studio/answers/${id}`, { token })).status).toBe(200);
    expect((await api.request('DELETE', `/api/studio/answers/${id}`, { token })).status).toBe(404);
  });

  it('limits an answer to 2,000 characters, 20 phrasings, and the agent to 1,000 answers', async () => {
    const token = await demo();
    const add = (body: object, lang = 'en') =>
      api.request('POST', '/api/studio/answers', {
        token,
        json: { language: 'es', question: 'Q?', answer: 'A.', ...body },
        headers: { 'accept-language': lang },
      });
    const long = await add({ answer: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await json<{ error: string }>(long)).error).toBe('An answer can have at most 2000 characters.');
    expect((await json<{ error: string }>(await add({ answer: 'x'.repeat(2001) }, 'es'))).error).toBe(
      'Una respuesta puede tener como máximo 2000 caracteres.',
    );
    expect((await add({ answer: 'x'.repeat(2000) })).status).toBe(201);
    const phrasings = await add({ phrasings: Array.from({ length: 21 }, (_, i) => `p${i}`) });
    expect((await json<{ error: string }>(phrasings)).error).toMatch(/at most 20 alternative phrasings/);
    api.ctx.db.mutate(() => {
      const draft = collection<DraftRecord>(api.ctx.db, 'studioDrafts').find((d) => d.userId === MockUser.id) as DraftRecord;
      while (draft.setup.answers.length < 1000)
        draft.setup.answers.push({
          id: `bulk-${draft.setup.answers.length}`,
          language: 'en',
          question: `Question ${draft.setup.answers.length}?`,
          answer: 'Yes.',
          phrasings: [],
        });
    });
    const full = await add({});
    expect(full.status).toBe(400);
    expect((await json<{ error: string }>(full)).error).toBe('The agent can have at most 1000 answers.');
  });
});

describe("the test chat answers from the draft and names each line's source", () => {
  it('greets, answers from an answer ignoring accents and case, and from a draft-only answer', async () => {
    const lines = await chat(await demo(), ['', 'DONDE se puede aparcar', '¿trabajan con seguros dentales?']);
    expect(lines.map((l) => l.source?.kind)).toEqual(['instructions', 'answer', 'answer']);
    expect(lines[0]?.text).toBe('Hola, ha llamado a Clínica Dental Sonrisa. ¿En qué puedo ayudarle?');
    expect(lines[1]?.source?.answerId).toBe('a-parking');
    expect(lines[2]?.source).toEqual({ kind: 'answer', answerId: 'a-insurance', label: '¿Aceptan seguros?' });
  });

  it('says when it is open or closed, including holidays', async () => {
    const token = await demo();
    const [, open] = await chat(token, ['', '¿Están abiertos?']);
    expect(open).toMatchObject({ text: 'Ahora estamos abiertos, hasta las 14:00.', source: { kind: 'hours', closed: false } });
    const [, sunday] = await chat(token, ['', '¿Están abiertos ahora?'], '2026-11-29T10:00:00Z');
    expect(sunday?.source).toEqual({ kind: 'hours', closed: true });
    expect(sunday?.text).toMatch(/^Ahora mismo estamos cerrados\. Volvemos a abrir lunes, 30 de noviembre, 09:00\.$/);
    const [, christmas] = await chat(token, ['', 'are you open?'], '2026-12-25T10:00:00Z', 'en');
    expect(christmas?.source).toEqual({ kind: 'hours', closed: true, label: 'Navidad' });
    expect(christmas?.text).toMatch(/closed right now \(Navidad\)/);
  });

  it('books inside opening hours', async () => {
    const lines = await chat(await demo(), ['', 'Quería pedir cita', 'la segunda']);
    expect(lines[1]?.source).toEqual({ kind: 'booking' });
    expect(lines[1]?.text).toBe(
      'Le puedo ofrecer: 1) martes, 24 de noviembre, 12:00, 2) miércoles, 25 de noviembre, 09:00, 3) jueves, 26 de noviembre, 09:00. ¿Cuál le viene mejor?',
    );
    expect(lines[2]?.source).toEqual({ kind: 'booking', booked: '2026-11-25T08:00:00.000Z' });
  });

  it('transfers by the rule, never outside hours, and only where the plan allows it', async () => {
    const busyLines = await chat(await busy(), ['', 'Quiero hablar con una persona']);
    expect(busyLines[1]?.source).toEqual({ kind: 'transfer', transferred: true });
    expect(busyLines[1]?.text).toBe('Le paso ahora mismo con una persona (+34910555001).');
    const night = await chat(await busy(), ['', 'Es urgente, sangrado'], '2026-11-24T23:00:00Z');
    expect(night[1]?.source).toEqual({ kind: 'transfer', transferred: false });
    const demoLines = await chat(await demo(), ['', 'Quiero hablar con una persona']);
    expect(demoLines[1]?.source).toEqual({ kind: 'transfer', transferred: false });
    expect(demoLines[2]?.source).toEqual({ kind: 'message' });
  });

  it('falls back politely and takes a message; never touches the minutes', async () => {
    const token = await demo();
    const before = await json<{ remainingMinutes: number }>(await api.request('GET', '/api/balance', { token }));
    const lines = await chat(token, ['', '¿Tienen tratamiento para el ronquido?', 'Soy Ana, 600 111 222']);
    expect(lines.slice(1).map((l) => l.source)).toEqual([{ kind: 'no_answer' }, { kind: 'message' }, { kind: 'message', taken: true }]);
    expect(await json<{ remainingMinutes: number }>(await api.request('GET', '/api/balance', { token }))).toEqual(before);
  });

  it('keeps text as data: markup in an answer comes back as the same plain text in JSON', async () => {
    const token = await demo();
    await api.request('POST', '/api/studio/answers', {
      token,
      json: { language: 'en', question: 'Is <b>this</b> safe?', answer: '<script>alert(1)</script>', phrasings: [] },
    });
    const response = await api.request('POST', '/api/studio/chat', {
      token,
      json: { message: 'is <b>this</b> safe', language: 'en', state: { turn: 0, pending: 'none', offered: [] }, at: TUESDAY_11 },
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await json<{ lines: ChatLine[] }>(response)).lines[0]?.text).toBe('<script>alert(1)</script>');
  });

  it('refuses a message over 1,000 characters with a clear message', async () => {
    const response = await api.request('POST', '/api/studio/chat', {
      token: await demo(),
      json: { message: 'x'.repeat(1001), language: 'es' },
      headers: { 'accept-language': 'es' },
    });
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toBe('Un mensaje puede tener como máximo 1000 caracteres.');
  });
});

describe('versions', () => {
  it('publishes the draft as version 2 with its summary; a second publish makes nothing', async () => {
    const token = await demo();
    const { revision } = await studio(token);
    const [first, second] = await Promise.all([0, 1].map(() => api.request('POST', '/api/studio/publish', { token, json: { revision } })));
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const list = await json<{ live: number; versions: { number: number; summary: string[]; publishedBy: { name: string } }[] }>(
      await api.request('GET', '/api/studio/versions', { token }),
    );
    expect(list.live).toBe(2);
    expect(list.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(list.versions[0]?.summary).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(list.versions[0]?.publishedBy.name).toBe(MockUser.name);
    expect((await studio(token)).unpublished).toBe(false);
  });

  it('refuses a publish with a stale revision', async () => {
    const token = await demo();
    const { revision } = await studio(token);
    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: revision - 1 } })).status).toBe(409);
    expect((await json<{ live: number }>(await api.request('GET', '/api/studio/versions', { token }))).live).toBe(1);
  });

  it('compares two versions, and restores an old one as the draft without rewriting history', async () => {
    const token = await demo();
    await api.request('POST', '/api/studio/publish', { token, json: { revision: (await studio(token)).revision } });
    const compared = await json<{ from: { number: number }; to: { number: number; setup: StudioSetup }; summary: string[] }>(
      await api.request('GET', '/api/studio/compare?from=1&to=2', { token }),
    );
    expect(compared.summary).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(compared.to.setup.hours.week.sat).toEqual([{ start: '10:00', end: '14:00' }]);
    const restored = await api.request('POST', '/api/studio/versions/1/restore', {
      token,
      json: { revision: (await studio(token)).revision },
    });
    expect(restored.status).toBe(200);
    const draft = await json<Overview>(restored);
    expect(draft.draft.hours.week.sat).toEqual([]);
    expect(draft.unpublished).toBe(true);
    expect(draft.summary).toEqual(['Saturday: 10:00–14:00 → closed', 'Answer removed: ¿Aceptan seguros?']);
    const published = await json<{ version: { number: number } }>(
      await api.request('POST', '/api/studio/publish', { token, json: { revision: draft.revision } }),
    );
    expect(published.version.number).toBe(3);
    expect((await json<{ versions: unknown[] }>(await api.request('GET', '/api/studio/versions', { token }))).versions).toHaveLength(3);
    expect((await api.request('GET', '/api/studio/compare?from=1&to=9', { token })).status).toBe(404);
  });
});

describe('scenarios', () => {
  it('runs the seeded scenarios against the draft: one fails, with the lines that prove it', async () => {
    const run = await json<{
      passed: number;
      failed: number;
      results: { name: string; passed: boolean; transcript: ChatLine[]; expectations: { passed: boolean; lines: number[] }[] }[];
    }>(await api.request('POST', '/api/studio/scenarios/run', { token: await demo() }));
    expect([run.passed, run.failed]).toEqual([3, 1]);
    const failing = run.results.find((r) => !r.passed);
    expect(failing?.name).toBe('Los sábados está cerrado');
    const proof = failing?.expectations[0]?.lines ?? [];
    expect(proof.length).toBe(1);
    expect(failing?.transcript[proof[0] as number]?.text).toMatch(/abrimos 10:00–14:00/);
  });

  it('saves a chat as a scenario, lists, runs and deletes it', async () => {
    const token = await demo();
    const saved = await api.request('POST', '/api/studio/scenarios', {
      token,
      json: {
        name: 'Parking',
        language: 'es',
        at: TUESDAY_11,
        turns: ['¿Hay parking?'],
        expectations: [
          { kind: 'answers_from', answerId: 'a-parking' },
          { kind: 'never_says', phrase: 'NO SÉ' },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const { id } = await json<{ id: string }>(saved);
    const run = await json<{ results: { scenarioId: string; passed: boolean }[] }>(
      await api.request('POST', '/api/studio/scenarios/run', { token }),
    );
    expect(run.results.find((r) => r.scenarioId === id)?.passed).toBe(true);
    expect(
      (
        await api.request('POST', '/api/studio/scenarios', {
          token,
          json: { name: 'x', language: 'es', turns: ['hola'], expectations: [{ kind: 'never_says' }] },
        })
      ).status,
    ).toBe(400);
    expect((await api.request('DELETE', `/api/studio/scenarios/${id}`, { token })).status).toBe(204);
    expect((await json<{ scenarios: unknown[] }>(await api.request('GET', '/api/studio/scenarios', { token }))).scenarios).toHaveLength(4);
  });
});

describe("questions the agent couldn't answer", () => {
  interface Groups {
    open: number;
    groups: {
      question: string;
      count: number;
      status: string;
      answerId: string | null;
      language: string;
      occurrences: { callId: string; atSec: number }[];
    }[];
  }

  it("groups the seeded calls' unanswered questions, linked to the call and the moment", async () => {
    const token = await demo();
    const body = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(body.open).toBeGreaterThanOrEqual(2);
    const insurance = body.groups.find((g) => g.question.includes('seguros'));
    expect(insurance).toMatchObject({ status: 'open', language: 'es', answerId: null });
    expect(insurance?.count).toBeGreaterThan(5);
    const occurrence = insurance?.occurrences[0];
    expect(occurrence?.atSec).toBeGreaterThan(0);
    expect((await api.request('GET', `/api/calls/${occurrence?.callId}`, { token })).status).toBe(200);
  });

  it('moves a group to answered once a published answer covers it', async () => {
    const token = await demo();
    const before = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    await api.request('POST', '/api/studio/publish', { token, json: { revision: (await studio(token)).revision } });
    const after = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(after.open).toBe(before.open - 1);
    expect(after.groups.find((g) => g.question.includes('seguros'))).toMatchObject({ status: 'answered', answerId: 'a-insurance' });
    expect(
      (await json<Groups>(await api.request('GET', '/api/studio/questions?status=open', { token }))).groups.every(
        (g) => g.status === 'open',
      ),
    ).toBe(true);
  });

  it('turns a group into an answer: add it with the question filled in, publish, the group is answered', async () => {
    const token = await demo();
    const before = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    const implants = before.groups.find((g) => g.question.includes('implantes'));
    expect(implants?.status).toBe('open');
    const added = await json<Overview>(
      await api.request('POST', '/api/studio/answers', {
        token,
        json: {
          language: implants?.language,
          question: implants?.question,
          answer: 'Desde 900 € por implante; la primera consulta es gratuita.',
        },
      }),
    );
    const lines = await chat(token, ['', implants?.question as string]);
    expect(lines[1]?.source?.kind).toBe('answer');
    expect((await api.request('POST', '/api/studio/publish', { token, json: { revision: added.revision } })).status).toBe(201);
    const after = await json<Groups>(await api.request('GET', '/api/studio/questions', { token }));
    expect(after.groups.find((g) => g.question === implants?.question)).toMatchObject({
      status: 'answered',
      answerId: lines[1]?.source?.answerId,
    });
    expect(after.open).toBe(before.open - 2);
  });
});
