/**
 * The studio's logic the portal shares with the mock API (src/lib/studio): the opening-range
 * checks a form shows before saving, the change summary in plain words, text normalisation.
 */
import { describe, expect, it } from 'vitest';
import { describeChange, diffSetups } from '@/lib/studio/changes';
import { planHasFeature } from '@/lib/plans';
import { actionsProblem, formatRanges, rangesProblem, STUDIO_LIMITS } from '@/lib/studio/limits';
import { containsPhrase, normalizeText } from '@/lib/studio/text';
import type { StudioSetup } from '@/lib/studio/types';

const text = (value: string) => ({ en: value, es: value, ar: value });
const nine = [{ start: '09:00', end: '14:00' }];

function setup(): StudioSetup {
  return {
    voice: { voiceId: 'es-f1', instructions: 'Be kind.' },
    facts: { name: text('Clínica'), address: text(''), phone: '', website: '', services: [] },
    hours: { timeZone: 'Europe/Madrid', week: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: [], sun: [] }, exceptions: [] },
    answers: [],
    actions: {
      booking: { enabled: true, lengthMinutes: 30, aheadDays: 30, withinHours: true },
      message: { enabled: true },
      transfer: { enabled: false, number: '', when: ['on_request'], urgencyWords: [] },
    },
  };
}

describe('studio limits', () => {
  it('states the studio limits', () => {
    expect([STUDIO_LIMITS.answerLength, STUDIO_LIMITS.answers, STUDIO_LIMITS.phrasings, STUDIO_LIMITS.chatMessageLength]).toEqual([
      2000, 1000, 20, 1000,
    ]);
  });

  it("checks a day's ranges", () => {
    expect(rangesProblem([])).toBeNull();
    expect(rangesProblem([{ start: '10:00', end: '09:59' }])).toBe('studioRangeEndsBeforeStart');
    expect(
      rangesProblem([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ]),
    ).toBe('studioRangesOverlap');
    expect(
      rangesProblem([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
      ]),
    ).toBeNull();
    expect(
      formatRanges([
        { start: '09:00', end: '12:00' },
        { start: '16:00', end: '20:00' },
      ]),
    ).toBe('09:00–12:00, 16:00–20:00');
  });

  it('lets only a plan with human escalation (Custom) transfer to a person, to a valid number', () => {
    const actions = {
      ...setup().actions,
      transfer: { enabled: true, number: '+34600111222', when: ['on_request' as const], urgencyWords: [] },
    };
    const allowed = ['essential', 'advanced', 'custom'].map((plan) => planHasFeature(plan, 'humanEscalation'));
    expect(allowed).toEqual([false, false, true]);
    expect(allowed.map((ok) => actionsProblem(actions, ok, () => true))).toEqual([
      'studioTransferNotInPlan',
      'studioTransferNotInPlan',
      null,
    ]);
  });
});

describe('the change summary', () => {
  it('renders each change in en, es and ar', () => {
    const before = setup();
    const after = setup();
    after.hours.week.sat = [{ start: '10:00', end: '14:00' }];
    after.answers.push({ id: 'a1', language: 'es', question: '¿Aceptan seguros?', answer: 'Sí.', phrasings: [] });
    after.voice.instructions = 'Be brief.';
    const changes = diffSetups(before, after);
    expect(changes.map((c) => describeChange(c, 'en'))).toEqual([
      'Instructions changed',
      'Saturday: closed → 10:00–14:00',
      'Answer added: ¿Aceptan seguros?',
    ]);
    expect(changes.map((c) => describeChange(c, 'es'))).toEqual([
      'Instrucciones cambiadas',
      'Sábado: cerrado → 10:00–14:00',
      'Respuesta añadida: ¿Aceptan seguros?',
    ]);
    expect(describeChange(changes[1] as (typeof changes)[number], 'ar')).toBe('السبت: مغلق → 10:00–14:00');
    expect(diffSetups(after, before).map((c) => describeChange(c, 'en'))).toEqual([
      'Instructions changed',
      'Saturday: 10:00–14:00 → closed',
      'Answer removed: ¿Aceptan seguros?',
    ]);
  });

  it('keeps text from the setup as it is (the portal renders it as text)', () => {
    const after = setup();
    after.answers.push({ id: 'x', language: 'en', question: '<img src=x onerror=alert(1)>', answer: 'a', phrasings: [] });
    expect(describeChange(diffSetups(setup(), after)[0] as ReturnType<typeof diffSetups>[number], 'en')).toBe(
      'Answer added: <img src=x onerror=alert(1)>',
    );
  });
});

describe('normalised text', () => {
  it('ignores accents, case and punctuation, and matches whole words', () => {
    expect(normalizeText('¿Dónde APARCO?')).toBe('donde aparco');
    expect(containsPhrase(normalizeText('Le paso con recepción'), normalizeText('le paso'))).toBe(true);
    expect(containsPhrase(normalizeText('Le pasó'), normalizeText('paso con'))).toBe(false);
  });
});
