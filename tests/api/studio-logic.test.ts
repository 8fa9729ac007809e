/**
 * The studio's pure logic: the hours checks, the change summary in plain words, text
 * normalisation, Spain's holidays, and the stand-in agent over a large setup (500 answers).
 */
import { describe, expect, it } from 'vitest';
import { describeChange, diffSetups } from '../../src/lib/studio/changes.ts';
import { actionsProblem, hoursProblem, rangesProblem } from '../../src/lib/studio/limits.ts';
import { normalizeText } from '../../src/lib/studio/text.ts';
import type { StudioSetup } from '../../src/lib/studio/types.ts';
import { prepareAgent } from '../../mock-api/studio/agent.ts';
import { spanishHolidays } from '../../mock-api/studio/holidays.ts';
import { check, replay } from '../../mock-api/studio/scenarios.ts';
import { defaultSetup, demoDraftSetup, demoPublishedSetup } from '../../mock-api/studio/seed.ts';
import { MockUser } from '../../mock-api/fixtures/users.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('opening hours', () => {
  it('finds ranges that end before they start, overlap, or are too many', () => {
    expect(
      rangesProblem([
        { start: '09:00', end: '14:00' },
        { start: '16:00', end: '20:00' },
      ]),
    ).toBeNull();
    expect(rangesProblem([{ start: '14:00', end: '09:00' }])).toBe('studioRangeEndsBeforeStart');
    expect(rangesProblem([{ start: '09:00', end: '09:00' }])).toBe('studioRangeEndsBeforeStart');
    expect(
      rangesProblem([
        { start: '16:00', end: '20:00' },
        { start: '09:00', end: '16:30' },
      ]),
    ).toBe('studioRangesOverlap');
    expect(rangesProblem([{ start: '9:00', end: '14:00' }])).toBe('studioRangeInvalid');
    expect(
      rangesProblem([
        { start: '08:00', end: '09:00' },
        { start: '10:00', end: '11:00' },
        { start: '12:00', end: '13:00' },
      ]),
    ).toBe('studioTooManyRanges');
  });

  it('refuses new exceptions in the past but keeps old ones, and one date twice', () => {
    const hours = demoPublishedSetup(NOW).hours;
    const past = { id: 'new', date: '2026-01-01', kind: 'holiday' as const, label: '', ranges: [] };
    expect(hoursProblem({ ...hours, exceptions: [past] }, '2026-11-24')).toEqual({
      key: 'studioExceptionInPast',
      where: '2026-01-01',
      field: 'exceptions.0',
    });
    expect(hoursProblem({ ...hours, exceptions: [past] }, '2026-11-24', [past])).toBeNull();
    expect(
      hoursProblem(
        {
          ...hours,
          exceptions: [
            { ...past, date: '2026-12-31' },
            { ...past, id: 'b', date: '2026-12-31' },
          ],
        },
        '2026-11-24',
      ),
    ).toEqual({ key: 'studioExceptionTwice', where: '2026-12-31', field: 'exceptions.1' });
    expect(hoursProblem({ ...hours, timeZone: 'Mars/Olympus' }, '2026-11-24')?.key).toBe('studioInvalidTimeZone');
  });

  it('gates the transfer on the Custom plan and a valid number', () => {
    const actions = {
      ...defaultSetup(MockUser).actions,
      transfer: { enabled: true, number: '+34600111222', when: ['on_request' as const], urgencyWords: [] },
    };
    expect(actionsProblem(actions, false, () => true)).toBe('studioTransferNotInPlan');
    expect(actionsProblem(actions, true, () => false)).toBe('studioTransferNumberInvalid');
    expect(actionsProblem({ ...actions, transfer: { ...actions.transfer, when: [] } }, true, () => true)).toBe('studioTransferNoTrigger');
    expect(actionsProblem(actions, true, () => true)).toBeNull();
    expect(actionsProblem({ ...actions, transfer: { ...actions.transfer, enabled: false } }, false, () => false)).toBeNull();
  });
});

describe('the change summary', () => {
  it('says what changed in plain words, per language', () => {
    const changes = diffSetups(demoPublishedSetup(NOW), demoDraftSetup(NOW));
    expect(changes.map((c) => describeChange(c, 'en'))).toEqual(['Saturday: closed → 10:00–14:00', 'Answer added: ¿Aceptan seguros?']);
    expect(changes.map((c) => describeChange(c, 'es'))).toEqual(['Sábado: cerrado → 10:00–14:00', 'Respuesta añadida: ¿Aceptan seguros?']);
    expect(diffSetups(demoDraftSetup(NOW), demoDraftSetup(NOW))).toEqual([]);
  });

  it('covers facts, services, exceptions and actions', () => {
    const before = demoPublishedSetup(NOW);
    const after: StudioSetup = structuredClone(before);
    after.facts.website = 'https://new.example';
    after.facts.services = after.facts.services.slice(1);
    after.hours.exceptions = [];
    after.actions.booking.lengthMinutes = 45;
    expect(diffSetups(before, after).map((c) => describeChange(c, 'en'))).toEqual([
      'Website: https://clinicasonrisa.example → https://new.example',
      'Service removed: Limpieza dental',
      `Date removed: ${before.hours.exceptions[0]?.date} Nochebuena`,
      `Date removed: ${before.hours.exceptions[1]?.date} Navidad`,
      'Booking: 30 min, 30 d → 45 min, 30 d',
    ]);
  });
});

describe('text and holidays', () => {
  it('ignores case, accents, Arabic diacritics and punctuation', () => {
    expect(normalizeText('¿Aceptan SEGUROS?')).toBe('aceptan seguros');
    expect(normalizeText('  Dónde   aparco… ')).toBe('donde aparco');
    expect(normalizeText('هَلْ تَقْبَلُونَ التأمين؟')).toBe(normalizeText('هل تقبلون التامين'));
  });

  it("lists Spain's national holidays, Good Friday included", () => {
    const dates = spanishHolidays(2026).map((h) => h.date);
    expect(dates).toHaveLength(10);
    expect(dates).toContain('2026-04-03');
    expect(dates[0]).toBe('2026-01-01');
  });
});

describe('the stand-in agent', () => {
  it('finds the right one of 500 answers by question or phrasing', () => {
    const setup = demoDraftSetup(NOW);
    for (let i = 0; i < 500; i++)
      setup.answers.push({
        id: `g-${i}`,
        language: 'es',
        question: `¿Tienen el producto número ${i} modelo ${i * 7}?`,
        answer: `Sí, el ${i}.`,
        phrasings: [`Quiero el artículo ${i}`],
      });
    const agent = prepareAgent(setup);
    expect(agent.match('tienen el producto NÚMERO 321 modelo 2247', 'es')?.id).toBe('g-321');
    expect(agent.match('quiero el artículo 42', 'es')?.id).toBe('g-42');
    expect(agent.match('¿trabajan con seguros dentales?', 'es')?.id).toBe('a-insurance');
    expect(agent.match('do you speak english', 'es')).toBeNull();
    expect(agent.match('do you speak english', 'en')?.id).toBe('a-english');
  });

  it('books only slots the rules allow, whatever state the client sends back', () => {
    const agent = prepareAgent(demoDraftSetup(NOW));
    const forged = { turn: 1, pending: 'booking' as const, offered: ['2026-11-29T03:00:00.000Z'] };
    const lines = agent.reply('la primera', 'es', forged, NOW).lines;
    expect(lines.some((line) => line.source?.booked)).toBe(false);
  });

  it('understands Arabic with its article and attached pronouns', () => {
    const agent = prepareAgent(demoDraftSetup(NOW));
    const { state } = agent.reply('', 'ar', null, NOW);
    const address = agent.reply('ما هو عنوانكم؟', 'ar', state, NOW).lines[0];
    expect(address).toEqual({ speaker: 'agent', text: 'عنواننا Calle de Alcalá 120، 28009 مدريد.', source: { kind: 'facts' } });
    expect(agent.reply('هل أنتم مفتوحون يوم السبت؟', 'ar', state, NOW).lines[0]?.source).toEqual({ kind: 'hours', closed: false });
    const offer = agent.reply('أريد حجز موعد', 'ar', state, NOW);
    expect(agent.reply('الأول', 'ar', offer.state, NOW).lines[0]?.source).toEqual({ kind: 'booking', booked: '2026-11-24T11:00:00.000Z' });
  });

  it('replays a scenario and proves each expectation with transcript lines', () => {
    const agent = prepareAgent(demoDraftSetup(NOW));
    const transcript = replay(agent, { language: 'es', at: '2026-11-24T10:00:00Z', turns: ['¿Abren los sábados?'] });
    expect(transcript.map((l) => l.speaker)).toEqual(['agent', 'caller', 'agent']);
    expect(check({ kind: 'says_closed' }, transcript)).toEqual({ expectation: { kind: 'says_closed' }, passed: false, lines: [2] });
    expect(check({ kind: 'never_says', phrase: 'ABRIMOS' }, transcript)).toMatchObject({ passed: false, lines: [2] });
    const published = replay(prepareAgent(demoPublishedSetup(NOW)), {
      language: 'es',
      at: '2026-11-24T10:00:00Z',
      turns: ['¿Abren los sábados?'],
    });
    expect(check({ kind: 'says_closed' }, published).passed).toBe(true);
  });
});
