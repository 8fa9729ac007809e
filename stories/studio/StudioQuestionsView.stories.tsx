import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudioQuestionsView, type StudioQuestionsViewProps } from '@/features/studio/StudioQuestionsView';
import type { Schema } from '@/lib/contract';
import { t, storyIsolate } from '../support/i18n';
import { loaded, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { choice, namedChoices } from '../support/named';

const group = (key: string, question: string, count: number, status: 'open' | 'answered' = 'open'): Schema<'StudioQuestionGroup'> => ({
  key,
  question,
  language: 'es',
  count,
  lastAskedAt: '2026-11-25T09:30:00.000Z',
  status,
  answerId: status === 'answered' ? 'a-insurance' : null,
  occurrences: [{ callId: `c-${key}`, atSec: 4.2, askedAt: '2026-11-25T09:30:00.000Z' }],
});

const OPEN = [
  group('implantes', '¿Cuánto cuestan los implantes?', 4),
  group('muela', 'Me duele mucho una muela', 2),
  group('html', '<script>alert(1)</script>', 1),
];

type QuestionsState = StudioQuestionsViewProps['state'];
/** The inbox a designer can pick in Controls (each story gives it by its option's name). */
const STATES = {
  'Three open questions': loaded({ open: 3, groups: OPEN }),
  'Nothing open': loaded({ open: 0, groups: [] }),
  'One answered question': loaded({ open: 2, groups: [group('seguros', '¿Aceptan seguros?', 5, 'answered')] }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, QuestionsState>;

const meta = {
  title: 'Portal/Agent studio/Unanswered questions',
  component: StudioQuestionsView,
  ...portalViewMeta({
    status: 'open',
    state: choice(STATES, 'Three open questions'),
    formatDate: (iso: string) => iso.slice(0, 10),
    callHref: (id: string, atSec: number) => `/dashboard/calls/${id}?t=${Math.floor(atSec)}`,
    addAnswerHref: (g: Schema<'StudioQuestionGroup'>) => `/dashboard/bot-config?question=${encodeURIComponent(g.question)}`,
    setupHref: '/dashboard/bot-config',
    onStatusChange: fn(),
  }),
  argTypes: {
    status: { options: ['open', 'answered'], control: { type: 'radio', labels: { open: 'Open', answered: 'Answered' } } },
    state: namedChoices(STATES),
    formatDate: { control: false },
    callHref: { control: false },
    addAnswerHref: { control: false },
    onStatusChange: { control: false },
    onRetry: { control: false },
  },
} satisfies Meta<typeof StudioQuestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three open groups: how many times, when last, the language, the call at that moment, Add answer; questions shown as text. */
export const FullInbox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:studio.questions.title') })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: t('dashboard:studio.questions.open') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const implants = within(list.getByRole('listitem', { name: '¿Cuánto cuestan los implantes?' }));
    await expect(
      implants.getByText(
        t('dashboard:studio.questions.meta', { count: 4, date: storyIsolate('2026-11-25'), language: t('dashboard:studio.languages.es') }),
      ),
    ).toBeVisible();
    await expect(implants.getByRole('link', { name: t('dashboard:studio.questions.listen') })).toHaveAttribute(
      'href',
      '/dashboard/calls/c-implantes?t=4',
    );
    // Named after its question: one "Add answer" per question on the page.
    await expect(
      implants.getByRole('link', { name: t('dashboard:studio.questions.addAnswerNamed', { question: '¿Cuánto cuestan los implantes?' }) }),
    ).toHaveAttribute('href', `/dashboard/bot-config?question=${encodeURIComponent('¿Cuánto cuestan los implantes?')}`);
    await expect(list.getByText('<script>alert(1)</script>')).toBeVisible();
    await userEvent.click(canvas.getByText(t('dashboard:studio.questions.answered')));
    await expect(args.onStatusChange).toHaveBeenCalledWith('answered');
    restFocus();
  },
};
export const FullInboxSpanish: Story = inLocale(FullInbox, 'es');
export const FullInboxArabic: Story = inLocale(FullInbox, 'ae');
export const FullInboxMobile: Story = onMobile(FullInbox, 'ae');

/** Every caller got an answer. */
export const EmptyInbox: Story = {
  args: { state: choice(STATES, 'Nothing open') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('dashboard:studio.questions.emptyOpen'))).toBeVisible();
  },
};
export const EmptyInboxArabic: Story = inLocale(EmptyInbox, 'ae');

/** The answered groups: no Add answer, a badge. */
export const Answered: Story = {
  args: { status: 'answered', state: choice(STATES, 'One answered question') },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('listitem', { name: '¿Aceptan seguros?' }));
    await expect(item.getByText(t('dashboard:studio.questions.answeredBadge'))).toBeVisible();
    await expect(
      item.queryByRole('link', { name: t('dashboard:studio.questions.addAnswerNamed', { question: '¿Aceptan seguros?' }) }),
    ).toBeNull();
  },
};

/** The inbox loading: a status line says so. */
export const Loading: Story = {
  args: { state: choice(STATES, 'Loading') },
  play: loadingPlay(() => t('dashboard:studio.questions.loading')),
};

/**
 * A staff member's inbox: their role may read the questions and listen to the calls, not add
 * answers. Each "Add answer" is a disabled button (not a link), described by the reason shown
 * under the intro in place of the link to the setup.
 */
export const AnswersLockedForStaff: Story = {
  // The reason in the story's language, as the page gives it (src/state/roleLock.ts).
  render: (args) => <StudioQuestionsView {...args} answersLocked={t('dashboard:roles.reasons.manage')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = t('dashboard:roles.reasons.manage');
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('dashboard:studio.test.backToSetup') })).toBeNull();
    const list = within(canvas.getByRole('list', { name: t('dashboard:studio.questions.open') }));
    for (const { key, question } of OPEN) {
      const item = within(list.getByRole('listitem', { name: question }));
      const name = t('dashboard:studio.questions.addAnswerNamed', { question });
      await expect(item.queryByRole('link', { name })).toBeNull();
      const add = item.getByRole('button', { name });
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription(reason);
      // Listening to the call at that moment is still theirs.
      await expect(item.getByRole('link', { name: t('dashboard:studio.questions.listen') })).toHaveAttribute(
        'href',
        `/dashboard/calls/c-${key}?t=4`,
      );
    }
  },
};
export const AnswersLockedForStaffArabic: Story = inLocale(AnswersLockedForStaff, 'ae');
