/**
 * The agent studio's draft on the mock API, from the demo account's seed: its sections with the
 * version check (a stale revision changes nothing), the limits and their messages in the
 * caller's language, the transfer gated by plan, and the answers the agent gives.
 */
import { describe, expect, it } from 'vitest';
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import { collection } from '../../mock-api/store.ts';
import type { DraftRecord } from '../../mock-api/studio/store.ts';
import { MockUser } from '../../mock-api/fixtures/users.ts';
import { useTestApi } from './helpers.ts';
import { json, studioClient, type Overview } from './studioClient.ts';

const api = useTestApi({ reset: true });
const { demo, busy, studio, chat } = studioClient(api);

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
