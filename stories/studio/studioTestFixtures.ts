/** The test chat view's stories' data: a conversation, scenarios and their run, and what a designer can pick in Controls. */
import { type StudioTestViewProps } from '@/features/studio/StudioTestView';
import type { ActionState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import type { Schema } from '@/lib/contract';
import { MockStudioAnswers, MockStudioScenarios } from '../../mock-api/fixtures/studio';
import { loaded, loadFailed, loading, saved, saveFailed, saving } from '../support/loadState';

type Line = Schema<'StudioChatLine'>;

export const agent = (text: string, source: Line['source']): Line => ({ speaker: 'agent', text, source });
export const caller = (text: string): Line => ({ speaker: 'caller', text });

/** A conversation with a line of each kind of source; one caller line is HTML, shown as text. */
const CHAT: Line[] = [
  agent('Hola, ha llamado a Clínica Dental Sonrisa. ¿En qué puedo ayudarle?', { kind: 'instructions' }),
  caller('¿Trabajan con seguros dentales?'),
  agent(MockStudioAnswers.insurance.answer, {
    kind: 'answer',
    answerId: MockStudioAnswers.insurance.id,
    label: MockStudioAnswers.insurance.question,
  }),
  caller('¿Abren los sábados?'),
  agent('El sábado abrimos de 10:00 a 14:00.', { kind: 'hours' }),
  caller('Quiero una cita'),
  agent('Puedo ofrecerle: martes 10:00, miércoles 09:00 o jueves 09:00.', { kind: 'booking' }),
  caller('Páseme con una persona'),
  agent('No puedo pasarle con una persona, pero puedo tomar un mensaje.', { kind: 'transfer' }),
  caller('<b>¿Tratan el ronquido?</b>'),
  agent('Lo siento, no tengo una respuesta para eso.', { kind: 'no_answer' }),
];

export const results: Schema<'StudioScenarioResult'>[] = [
  {
    scenarioId: 'sc-booking',
    name: 'Pedir cita de limpieza',
    passed: true,
    transcript: [caller('Hola'), agent('Le he dado cita el martes a las 10:00.', { kind: 'booking', booked: '2026-11-24T09:00:00.000Z' })],
    expectations: [{ expectation: { kind: 'books' }, passed: true, lines: [1] }],
  },
  {
    scenarioId: 'sc-insurance',
    name: 'Seguros dentales',
    passed: true,
    transcript: [
      caller('¿Trabajan con seguros dentales?'),
      agent(MockStudioAnswers.insurance.answer, { kind: 'answer', label: MockStudioAnswers.insurance.question }),
    ],
    expectations: [{ expectation: { kind: 'answers_from', answerId: 'a-insurance' }, passed: true, lines: [1] }],
  },
  {
    scenarioId: 'sc-saturday',
    name: 'Los sábados está cerrado',
    passed: false,
    transcript: [caller('¿Abren los sábados?'), agent('El sábado abrimos de 10:00 a 14:00.', { kind: 'hours', closed: false })],
    expectations: [{ expectation: { kind: 'says_closed' }, passed: false, lines: [1] }],
  },
  {
    scenarioId: 'sc-message',
    name: 'Pregunta sin respuesta: deja un mensaje',
    passed: true,
    transcript: [caller('¿Ronquido?'), agent('Tomo nota de su mensaje.', { kind: 'message', taken: true })],
    expectations: [
      { expectation: { kind: 'takes_message' }, passed: true, lines: [1] },
      { expectation: { kind: 'never_says', phrase: 'le paso con' }, passed: true, lines: [] },
    ],
  },
];

export const INSURANCE = { id: 'sc-insurance', name: 'Seguros dentales' };

type Props = StudioTestViewProps;
/* What a designer can pick in Controls (each story gives it by its option's name). */
export const LINES = { 'Every kind of source': CHAT, 'No conversation yet': [] } satisfies Record<string, Line[]>;
export const SCENARIOS = {
  'Demo scenarios': loaded([...MockStudioScenarios]),
  'None saved': loaded([]),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, Props['scenarios']>;
export const RESULTS = { 'Not run yet': null, 'Last run: one scenario fails': results } satisfies Record<string, Props['results']>;
/** A request's state; a success shows nothing of its own (the chat's new lines, the run's results do). */
export const REQUEST = { Idle: { status: 'idle' }, 'Under way': saving, 'Network error': saveFailed() } satisfies Record<
  string,
  ActionState
>;
export const SAVE = {
  ...REQUEST,
  Saved: saved,
  // The server names the field at fault: the first expectation sent, a "never says" without its phrase.
  'Phrase refused by the server': {
    status: 'error',
    message: textMessage('Write the phrase the agent must never say.'),
    field: 'expectations.0.phrase',
  },
} satisfies Record<string, ActionState>;
export const DELETES = {
  None: null,
  'Deleting “Seguros dentales”': { ...INSURANCE, state: saving },
  'Delete failed': { ...INSURANCE, state: { status: 'error', message: textMessage('The server is not answering.') } },
  'Deleted “Seguros dentales”': { ...INSURANCE, state: saved },
} satisfies Record<string, Props['scenarioDelete']>;
