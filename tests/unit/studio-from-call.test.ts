/** "Turn into a scenario" from a call and the links to the setup's sections (from a call to a fix). */
import { describe, expect, it } from 'vitest';
import { NO_ANSWER_PHRASE, scenarioFromCall, studioLanguageOf } from '../../src/lib/studio/fromCall.ts';
import { addAnswerHref, sourceHref } from '../../src/lib/studio/sources.ts';
import { CALL_SCRIPTS } from '../../mock-api/calls/scripts.ts';

const call = (scriptId: string, outcome = CALL_SCRIPTS.find((script) => script.id === scriptId)!.outcome) => ({
  startedAt: '2026-11-24T10:00:00.000Z',
  language: 'es',
  outcome,
  transcript: CALL_SCRIPTS.find((script) => script.id === scriptId)!.lines,
});

describe('scenarioFromCall', () => {
  it('replays the caller lines at the call’s moment, in its language', () => {
    const scenario = scenarioFromCall(call('booking-cleaning'));
    expect(scenario.language).toBe('es');
    expect(scenario.at).toBe('2026-11-24T10:00:00.000Z');
    expect(scenario.turns).toEqual([
      'Hola, quería pedir cita para una limpieza dental.',
      'El jueves a las diez, perfecto.',
      'Muy bien, muchas gracias.',
    ]);
  });

  it('expects what the call did: booked, transferred, took a message', () => {
    expect(scenarioFromCall(call('booking-cleaning')).expectations).toEqual([{ kind: 'books' }]);
    expect(scenarioFromCall(call('transfer-invoice')).expectations).toEqual([{ kind: 'transfers' }]);
    expect(scenarioFromCall(call('voicemail-callback')).expectations).toEqual([{ kind: 'takes_message' }]);
  });

  it('expects an answer where the call had none, never the message taken instead', () => {
    const scenario = scenarioFromCall(call('lead-implant'));
    expect(scenario.expectations).toEqual([{ kind: 'never_says', phrase: 'no tengo respuesta' }]);
  });

  it('names the answers and the closed hours a call came from', () => {
    const scenario = scenarioFromCall({
      startedAt: '2026-11-24T10:00:00.000Z',
      language: 'en',
      outcome: 'information',
      transcript: [
        { speaker: 'caller', text: 'Where can I park?' },
        {
          speaker: 'agent',
          text: 'Calle de Alcalá 118.',
          source: { kind: 'answer', answerId: 'a-parking', label: '¿Dónde se puede aparcar?' },
        },
        { speaker: 'caller', text: 'Are you open now?' },
        { speaker: 'agent', text: 'We are closed right now.', source: { kind: 'hours', closed: true } },
      ],
    });
    expect(scenario.language).toBe('en');
    expect(scenario.expectations).toEqual([{ kind: 'answers_from', answerId: 'a-parking' }, { kind: 'says_closed' }]);
  });

  it('always has an expectation (the agent never falls back), and at most 30 turns of at most 1,000 characters', () => {
    const scenario = scenarioFromCall({
      startedAt: '2026-11-24T10:00:00.000Z',
      language: 'ar',
      outcome: 'information',
      transcript: Array.from({ length: 40 }, () => ({ speaker: 'caller' as const, text: 'x'.repeat(1200) })),
    });
    expect(scenario.expectations).toEqual([{ kind: 'never_says', phrase: NO_ANSWER_PHRASE.ar }]);
    expect(scenario.turns).toHaveLength(30);
    expect(scenario.turns[0]).toHaveLength(1000);
  });

  it('maps a call’s language to the studio’s', () => {
    expect(studioLanguageOf('es-ES')).toBe('es');
    expect(studioLanguageOf('ar')).toBe('ar');
    expect(studioLanguageOf('EN')).toBe('en');
    expect(studioLanguageOf('fr')).toBe('es');
  });
});

describe('links to the setup', () => {
  it('a source links to its section; "Add answer" fills in the question', () => {
    expect(sourceHref('/es/dashboard/bot-config', { kind: 'hours' })).toBe('/es/dashboard/bot-config#studio-hours');
    expect(sourceHref('/dashboard/bot-config', { kind: 'instructions' })).toBe('/dashboard/bot-config');
    expect(sourceHref('/dashboard/bot-config', { kind: 'no_answer' })).toBe('/dashboard/bot-config#studio-answers');
    const href = new URL(addAnswerHref('/dashboard/bot-config', '¿Cuánto cuesta un implante? & más', 'es'), 'http://x');
    expect(href.pathname).toBe('/dashboard/bot-config');
    expect(href.searchParams.get('question')).toBe('¿Cuánto cuesta un implante? & más');
    expect(href.searchParams.get('language')).toBe('es');
    expect(href.hash).toBe('#studio-answers');
  });
});
