import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import recording from '../../mock-api/calls/recordings/booking-cleaning.mp3?url';
import { CallDetailView } from '@/features/calls/CallDetailView';
import { callDetail } from '../fixtures/calls';
import { inLocale, onMobile } from '../support/variants';
import { t } from '../support/i18n';
import { choice } from '../support/named';
import { saveFailed } from '../support/loadState';
import { addAnswerHref, sourceHref } from '@/lib/studio/sources';
import { formatClock } from '@/lib/format';
import { restFocus } from '../support/atRest';
import { CALLS, callDetailMeta, fromCall, lineItems, questionAtMs, SETUP } from './callDetailMeta';

/**
 * From a call to a fix: beside each agent line, the part of the setup it came from, linking to it;
 * "Add answer" beside a question no answer covered; "Turn into a scenario".
 */
const meta = {
  title: 'Portal/Call detail/From a call to a fix',
  component: CallDetailView,
  ...callDetailMeta(),
} satisfies Meta<typeof CallDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booked call: every agent line names its source (instructions, booking rule) and links to that section. */
export const SourcesBesideAgentLines: Story = {
  args: { ...fromCall, state: choice(CALLS, 'Appointment booked') },
  play: async ({ canvasElement }) => {
    const lines = lineItems(canvasElement);
    const call = callDetail('appointment_booked', recording);
    for (const [index, line] of lines.entries()) {
      const turn = call.transcript[index];
      const links = within(line).queryAllByRole('link');
      if (turn?.speaker !== 'agent' || !turn.source) {
        await expect(links).toHaveLength(0);
        continue;
      }
      await expect(links).toHaveLength(1);
      await expect(links[0]).toHaveTextContent(t(`dashboard:studio.test.source.${turn.source.kind}`));
      await expect(links[0]).toHaveAttribute('href', sourceHref(SETUP, turn.source));
    }
    const booking = within(canvasElement).getAllByRole('link', { name: t('dashboard:studio.test.source.booking') });
    await expect(booking.length).toBeGreaterThan(0);
    await expect(booking[0]).toHaveAttribute('href', '/dashboard/bot-config#studio-actions');
    // No question went unanswered: no "Add answer".
    await expect(within(canvasElement).queryByRole('link', { name: t('calls:detail.addAnswer') })).toBeNull();
  },
};
export const SourcesBesideAgentLinesSpanish: Story = inLocale(SourcesBesideAgentLines, 'es');
export const SourcesBesideAgentLinesArabic: Story = inLocale(SourcesBesideAgentLines, 'ae');
export const SourcesBesideAgentLinesMobileArabic: Story = onMobile(SourcesBesideAgentLines, 'ae');

/**
 * A question no answer covered (implant prices): the agent's line says so and links to the
 * answers; "Add answer" beside the question opens the answer editor with it filled in.
 */
export const UnansweredQuestionAddAnswer: Story = {
  args: { ...fromCall, state: choice(CALLS, 'Lead qualified') },
  play: async ({ canvasElement }) => {
    const call = callDetail('lead_qualified', recording);
    const question = call.transcript.findIndex(
      (turn, index) => turn.speaker === 'caller' && call.transcript[index + 1]?.source?.kind === 'no_answer',
    );
    await expect(question).toBeGreaterThan(0);
    const lines = lineItems(canvasElement);
    const asked = within(lines[question] as HTMLElement);
    await expect(asked.getByText(t('calls:detail.unanswered'))).toBeVisible();
    const add = asked.getByRole('link', { name: t('calls:detail.addAnswer') });
    await expect(add).toHaveAttribute('href', addAnswerHref(SETUP, call.transcript[question]?.text ?? '', 'es'));
    await expect(new URL(add.getAttribute('href') ?? '', 'http://x').searchParams.get('question')).toBe(call.transcript[question]?.text);
    const reply = within(lines[question + 1] as HTMLElement).getByRole('link', { name: t('calls:detail.source.noAnswer') });
    await expect(reply).toHaveAttribute('href', '/dashboard/bot-config#studio-answers');
    // Only that question gets one.
    await expect(within(canvasElement).getAllByRole('link', { name: t('calls:detail.addAnswer') })).toHaveLength(1);
  },
};
export const UnansweredQuestionAddAnswerSpanish: Story = inLocale(UnansweredQuestionAddAnswer, 'es');
export const UnansweredQuestionAddAnswerArabic: Story = inLocale(UnansweredQuestionAddAnswer, 'ae');
export const UnansweredQuestionAddAnswerMobile: Story = onMobile(UnansweredQuestionAddAnswer, 'en');

/** "Turn into a scenario" asks the page to save one; a failure is said beside it. */
export const TurnIntoScenario: Story = {
  args: { ...fromCall, onTurnIntoScenario: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:actions.toScenarioHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.toScenario') }));
    await expect(args.onTurnIntoScenario).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const TurnIntoScenarioArabic: Story = inLocale(TurnIntoScenario, 'ae');
/** Turning the call into a test scenario failed: the error shows by its button. */
export const TurnIntoScenarioFailed: Story = {
  args: { ...fromCall, scenario: saveFailed() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('calls:actions.toScenario') })).toBeEnabled();
    await expect(canvas.getByText(t('errors:network'))).toBeVisible();
  },
};
export const TurnIntoScenarioFailedSpanish: Story = inLocale(TurnIntoScenarioFailed, 'es');

/**
 * A staff member's call: their role may not make scenarios, so "Turn into a scenario" is disabled
 * with the reason under it (its description), nor download the recording (an export: disabled,
 * with its reason); playing and rating the call still work.
 */
export const ScenarioLockedForStaff: Story = {
  args: { ...fromCall, onTurnIntoScenario: fn() },
  // The reason in the story's language, as the page gives it (src/state/roleLock.ts).
  render: (args) => (
    <CallDetailView {...args} scenarioLocked={t('dashboard:roles.reasons.manage')} downloadLocked={t('dashboard:roles.reasons.exports')} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reason = t('dashboard:roles.reasons.manage');
    const scenario = canvas.getByRole('button', { name: t('calls:actions.toScenario') });
    await expect(scenario).toBeDisabled();
    await expect(scenario).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.queryByText(t('calls:actions.toScenarioHint'))).toBeNull();
    await expect(args.onTurnIntoScenario).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('link', { name: t('calls:player.download') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('calls:player.download') })).toBeDisabled();
    await expect(canvas.getByRole('note')).toHaveTextContent(t('dashboard:roles.reasons.exports'));
    await expect(canvas.getByRole('button', { name: t('calls:player.play') })).toBeEnabled();
    const up = canvas.getByRole('button', { name: t('calls:actions.rateUp') });
    await userEvent.click(up);
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.saveRating') }));
    await expect(args.onRate).toHaveBeenCalledWith('up', '');
    restFocus();
  },
};
export const ScenarioLockedForStaffArabic: Story = inLocale(ScenarioLockedForStaff, 'ae');

/** Opened at the moment the caller asked (the questions inbox's link, `?t=`): that line is the highlighted one, said above the transcript. */
export const OpenedAtTheQuestion: Story = {
  args: { ...fromCall, state: choice(CALLS, 'Lead qualified'), initialTimeMs: questionAtMs(), scrollToInitial: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = lineItems(canvasElement);
    await expect(lines.filter((line) => line.getAttribute('aria-current') === 'true')).toEqual([lines[1]]);
    await expect(lines[1]).toHaveAttribute('data-speaker', 'caller');
    await expect(questionAtMs()).toBeGreaterThan(0);
    await expect(canvas.getByText(t('calls:detail.openedAt', { time: formatClock(questionAtMs() / 1000) }))).toBeVisible();
  },
};
export const OpenedAtTheQuestionArabic: Story = inLocale(OpenedAtTheQuestion, 'ae');
