/**
 * The setup sections' stories, their support (StudioSections.stories.tsx keeps the title, the
 * component and the stories): the named states a designer picks in Controls, the args every story
 * starts from, and the queries the play functions find a section and its controls with.
 */
import type { Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { StudioSections, type StudioSectionsProps } from '@/features/studio/StudioSections';
import { textMessage } from '@/lib/message';
import { defaultSetup } from '@/lib/studio/defaults';
import type { Weekday } from '@/lib/studio/types';
import { DEFAULT_VOICE_ID } from '@/lib/dashboard';
import { MockBusyStudioSetup, MockStudioSetup } from '../../mock-api/fixtures/studio';
import { MockUser } from '../../mock-api/fixtures/users';
import { t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta, saved, saving } from '../support/loadState';
import { choice, namedChoices } from '../support/named';
import { studioOverview } from './handlers';

/** The moment the stories are at: a Friday in November 2026. */
const NOW = Date.parse('2026-11-27T10:00:00Z');
const TODAY = '2026-11-27';

const HOLIDAYS: StudioSectionsProps['holidays'] = [
  { date: '2026-12-06', name: { en: 'Constitution Day', es: 'Día de la Constitución', ar: 'يوم الدستور' } },
  { date: '2026-12-08', name: { en: 'Immaculate Conception', es: 'Inmaculada Concepción', ar: 'عيد الحبل بلا دنس' } },
  { date: '2026-12-25', name: { en: 'Christmas Day', es: 'Navidad', ar: 'عيد الميلاد' } },
];

const noSave = { status: 'idle' } as const;

type Props = StudioSectionsProps;
/* What a designer can pick in Controls (each story gives it by its option's name). */
export const STATES = {
  'Demo clinic (draft)': loaded(studioOverview(MockStudioSetup(NOW, 'draft'))),
  'New account (defaults)': loaded(studioOverview(defaultSetup(MockUser, DEFAULT_VOICE_ID), { unpublished: false, live: null })),
  'Busy group (Custom plan, transfer on)': loaded(studioOverview(MockBusyStudioSetup(), { transferAllowed: true })),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, Props['state']>;
export const SAVES = {
  'Nothing saving': { facts: noSave, hours: noSave, answers: noSave, actions: noSave },
  'Facts saving': { facts: saving, hours: noSave, answers: noSave, actions: noSave },
  'Facts saved': { facts: saved, hours: noSave, answers: noSave, actions: noSave },
  'Actions refused by the server': {
    facts: noSave,
    hours: noSave,
    answers: noSave,
    actions: { status: 'error', message: textMessage('The transfer number is not a valid phone number.') },
  },
  // The server names the field at fault (`field`, a path into the body it was sent).
  'Facts: the phone refused by the server': {
    facts: { status: 'error', message: textMessage('Enter a valid phone number in international format.'), field: 'facts.phone' },
    hours: noSave,
    answers: noSave,
    actions: noSave,
  },
  'Hours: Monday refused by the server': {
    facts: noSave,
    hours: { status: 'error', message: textMessage('Monday: the opening ranges overlap.'), field: 'hours.week.mon' },
    answers: noSave,
    actions: noSave,
  },
  'Facts: draft changed elsewhere': {
    facts: { status: 'error', message: textMessage('The draft was changed since you opened it.') },
    hours: noSave,
    answers: noSave,
    actions: noSave,
  },
  // The server answers in the request's language (mock-api/routes/studio.ts).
  'Facts: draft changed elsewhere (Arabic)': {
    facts: { status: 'error', message: textMessage('تغيّرت المسودة منذ فتحتها (في علامة تبويب أخرى أو من قِبل شخص آخر).') },
    hours: noSave,
    answers: noSave,
    actions: noSave,
  },
} satisfies Record<string, Props['saves']>;
export const NEW_QUESTIONS = {
  None: null,
  'A caller’s question (implants, Spanish)': { question: '¿Cuánto cuestan los implantes?', language: 'es' },
} satisfies Record<string, Props['newQuestion']>;
export const LINES = {
  'No line yet': null,
  'Business line +34 910 555 001 forwarding to the agent': { agentNumber: '+34910000123', businessNumber: '+34910555001' },
} satisfies Record<string, Props['line']>;
/** The option's name of a mapped value (the sections' forms read the draft once: another choice starts them again). */
const nameOf = (options: object, value: unknown) => Object.entries(options).find(([, option]) => option === value)?.[0] ?? 'custom';

/** The meta of the sections' stories but their title and component: every callback a spy, each datum by its option's name. */
export function studioSectionsMeta() {
  return {
    ...portalViewMeta({
      state: choice(STATES, 'Demo clinic (draft)'),
      saves: choice(SAVES, 'Nothing saving'),
      conflict: false,
      holidays: HOLIDAYS,
      today: TODAY,
      upgradeHref: '/pricing',
      line: choice(LINES, 'No line yet'),
      goLiveHref: '/dashboard/go-live',
      testHref: '/dashboard/bot-config/test',
      versionsHref: '/dashboard/bot-config/versions',
      questionsHref: '/dashboard/bot-config/questions',
      onSaveFacts: fn(),
      onSaveHours: fn(),
      onSaveActions: fn(),
      onSaveAnswer: fn(),
      onDeleteAnswer: fn(),
      onDirtyChange: fn(),
      onReload: fn(),
      newQuestion: choice(NEW_QUESTIONS, 'None'),
    }),
    argTypes: {
      state: namedChoices(STATES),
      saves: namedChoices(SAVES),
      // Used only once “Add public holidays” is pressed: the December ones of the stories.
      holidays: { control: false },
      newQuestion: namedChoices(NEW_QUESTIONS),
      line: namedChoices(LINES),
      onSaveFacts: { control: false },
      onSaveHours: { control: false },
      onSaveActions: { control: false },
      onSaveAnswer: { control: false },
      onDeleteAnswer: { control: false },
      onDirtyChange: { control: false },
      onReload: { control: false },
      onRetry: { control: false },
    },
    render: (args) => <StudioSections key={`${nameOf(STATES, args.state)}|${nameOf(NEW_QUESTIONS, args.newQuestion)}`} {...args} />,
  } satisfies Meta<typeof StudioSections>;
}

/** Queries inside a setup section, found by its heading. */
export const section = (canvasElement: HTMLElement, key: 'facts' | 'hours' | 'answers' | 'actions') =>
  within(within(canvasElement).getByRole('region', { name: t(`dashboard:studio.${key}.title`) }));
/** A section's "Save draft", named after its section. */
export const saveDraft = (canvasElement: HTMLElement, key: 'facts' | 'hours' | 'actions') =>
  section(canvasElement, key).getByRole('button', {
    name: t('dashboard:studio.saveDraftNamed', { section: t(`dashboard:studio.${key}.title`) }),
  });
/** A weekday's name in the story's language. */
export const day = (name: Weekday) => t(`dashboard:studio.days.${name}`);
