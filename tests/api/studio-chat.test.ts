/**
 * The agent studio's test chat on the mock API: the stand-in agent answers from the draft and
 * names each line's source (an answer, the hours, a booking, a transfer, a message); and the
 * scenarios, saved chats with expectations, run against the draft.
 */
import { describe, expect, it } from 'vitest';
import type { ChatLine } from '../../src/lib/studio/types.ts';
import { useTestApi } from './helpers.ts';
import { json, studioClient, TUESDAY_11 } from './studioClient.ts';

const api = useTestApi({ reset: true });
const { demo, busy, chat } = studioClient(api);

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
