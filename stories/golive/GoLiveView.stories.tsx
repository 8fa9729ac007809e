import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GoLiveView } from '@/features/golive/GoLiveView';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/format';
import { telHref } from '@/lib/golive/codes';
import type { GoLive, GoLiveLine } from '@/lib/golive/types';
import type { LoadState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import {
  STORY_AGENT_NUMBER,
  STORY_LINES,
  STORY_LOOP,
  STORY_NO_NUMBER,
  STORY_PAUSED,
  STORY_STALE,
  storyGoLive,
  storyLive,
  storyWaiting,
} from '../fixtures/golive';
import { atRest, restFocus } from '../support/atRest';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { choice, namedChoices } from '../support/named';
import { region } from '../support/queries';
import { inLocale, onMobile, pageLocale } from '../support/variants';

/** Go live (`/dashboard/go-live`), state by state. */
const STATES = {
  'Not connected, no line yet': loaded(storyGoLive()),
  'Spanish mobile, busy or unanswered': loaded(storyGoLive({ line: STORY_LINES.spanishMobile })),
  'Waiting for the test call': loaded(storyWaiting(STORY_LINES.spanishMobile)),
  'Live (busy detected)': loaded(storyLive(STORY_LINES.spanishMobile, 'busy')),
  Paused: loaded(STORY_PAUSED),
  'No number yet': loaded(STORY_NO_NUMBER),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<GoLive>>;

const meta = {
  title: 'Portal/Go live/States',
  component: GoLiveView,
  ...portalViewMeta({
    state: choice(STATES, 'Spanish mobile, busy or unanswered'),
    lineSave: { status: 'idle' },
    onSaveLine: fn(),
    test: { status: 'idle' },
    onStartTest: fn(),
    pauseAction: { status: 'idle' },
    onPause: fn(),
    onResume: fn(),
    stepHrefs: {
      planPaid: '/dashboard/usage',
      identityApproved: '/resubmit-kyc',
      agentPublished: '/dashboard/bot-config',
      lineConnected: '/dashboard/go-live#golive-line',
      testPassed: '/dashboard/go-live#golive-test',
      resultsDelivered: '/dashboard/delivery',
    },
    studioHref: '/dashboard/bot-config#studio-actions',
    callHref: (id: string) => `/dashboard/calls/${id}`,
  }),
  argTypes: {
    state: namedChoices(STATES, 'The account’s go-live state: loading, failed, or loaded.'),
    lineSave: { control: false },
    test: { control: false },
    pauseAction: { control: false },
    stepHrefs: { control: false },
    callHref: { control: false },
  },
} satisfies Meta<typeof GoLiveView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The codes shown to turn forwarding on, in order, each a `tel:` link that dials it. */
async function expectCodes(canvasElement: HTMLElement, activate: string[], cancel: string[]) {
  const how = region(canvasElement, t('golive:how.heading'));
  const on = within(how.getByRole('list', { name: t('golive:how.activateLabel') }));
  const off = within(how.getByRole('list', { name: t('golive:how.cancelLabel') }));
  await expect(on.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(activate.map(telHref));
  await expect(off.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(cancel.map(telHref));
  for (const code of activate) await expect(how.getByText(code, { selector: '[data-code]' })).toBeVisible();
}

const lineStory = (
  line: GoLiveLine,
  activate: string[],
  cancel: string[],
  extra?: (canvasElement: HTMLElement) => Promise<void>,
): Story => ({
  args: { state: loaded(storyGoLive({ line })) },
  play: async ({ canvasElement }) => {
    const form = region(canvasElement, t('golive:line.heading'));
    await expect(form.getByLabelText(t('golive:line.country'))).toHaveValue(line.country);
    await expect(form.getByLabelText(t('golive:line.kind'))).toHaveValue(line.lineKind);
    await expectCodes(canvasElement, activate, cancel);
    await extra?.(canvasElement);
  },
});

/** A Spanish mobile (Movistar), busy or unanswered after 15 s: GSM codes with the number in international form. */
export const SpanishMobile: Story = {
  ...lineStory(STORY_LINES.spanishMobile, ['**67*+34910555100#', '**61*+34910555100**15#'], ['##002#']),
  // The docs page's first story: its state one of the named choices, as Controls shows it.
  args: { state: choice(STATES, 'Spanish mobile, busy or unanswered') },
};
export const SpanishMobileSpanish: Story = inLocale(SpanishMobile, 'es');
export const SpanishMobileArabic: Story = inLocale(SpanishMobile, 'ae');
export const SpanishMobileMobile: Story = onMobile(SpanishMobile);
export const SpanishMobileMobileArabic: Story = onMobile(SpanishMobile, 'ae');

/** A Spanish landline, every call: the fixed line's codes with the national number. */
export const SpanishLandlineEveryCall: Story = lineStory(STORY_LINES.spanishLandline, ['*21*910555100#'], ['#21#']);
export const SpanishLandlineEveryCallArabic: Story = inLocale(SpanishLandlineEveryCall, 'ae');

/** A Mexican mobile, all three conditional cases: one code for all, then the no-answer timer. */
export const MexicanMobileAllCases: Story = {
  args: { state: loaded(storyGoLive({ country: 'MX', agentNumber: '+525512340100', line: STORY_LINES.mexicoMobile })) },
  play: async ({ canvasElement }) => expectCodes(canvasElement, ['**004*+525512340100#', '**61*+525512340100**20#'], ['##002#']),
};
export const MexicanMobileAllCasesSpanish: Story = inLocale(MexicanMobileAllCases, 'es');

/** An Emirates mobile, only when unreachable. */
export const EmiratesMobileUnreachable: Story = {
  args: { state: loaded(storyGoLive({ country: 'AE', agentNumber: '+97142340100', line: STORY_LINES.emiratesMobile })) },
  play: async ({ canvasElement }) => expectCodes(canvasElement, ['**62*+97142340100#'], ['##002#']),
};
export const EmiratesMobileUnreachableArabic: Story = inLocale(EmiratesMobileUnreachable, 'ae');

/** A US Verizon mobile, when busy: the carrier's own *71 (which also covers no answer and unreachable, as it says). */
export const UsVerizonBusy: Story = {
  args: { state: loaded(storyGoLive({ country: 'US', agentNumber: '+12125550100', line: STORY_LINES.usVerizon })) },
  play: async ({ canvasElement }) => {
    await expectCodes(canvasElement, ['*712125550100'], ['*73']);
    const cases = [t('golive:reasons.no_answer'), t('golive:reasons.unreachable')].join(', ');
    await expect(region(canvasElement, t('golive:how.heading')).getByText(t('golive:how.alsoCovers', { cases }))).toBeVisible();
  },
};

/** A US AT&T landline, busy or unanswered: *90 and *92, the ring time the exchange's. */
export const UsLandline: Story = {
  args: { state: loaded(storyGoLive({ country: 'US', agentNumber: '+12125550100', line: STORY_LINES.usLandline })) },
  play: async ({ canvasElement }) => {
    await expectCodes(canvasElement, ['*902125550100', '*922125550100'], ['*91', '*93']);
    await expect(region(canvasElement, t('golive:how.heading')).getByText(t('golive:how.timerIgnored'))).toBeVisible();
  },
};

/** A UK BT landline, every call: the national number with its 0. */
export const UkLandline: Story = {
  args: { state: loaded(storyGoLive({ country: 'GB', agentNumber: '+442079460100', line: STORY_LINES.ukLandline })) },
  play: async ({ canvasElement }) => expectCodes(canvasElement, ['*21*02079460100#'], ['#21#']),
};

/** A switchboard: the settings to enter instead of codes (target, case, timer). */
export const Switchboard: Story = {
  args: { state: loaded(storyGoLive({ line: STORY_LINES.spanishPbx })) },
  play: async ({ canvasElement }) => {
    const how = region(canvasElement, t('golive:how.heading'));
    await expect(how.getByRole('rowheader', { name: t('golive:how.pbx.target') })).toBeVisible();
    await expect(how.getByText(STORY_AGENT_NUMBER, { selector: '[data-code]' })).toBeVisible();
    await expect(how.getByText(t('golive:how.pbx.seconds', { seconds: 10 }))).toBeVisible();
    await expect(how.queryByRole('list', { name: t('golive:how.activateLabel') })).toBeNull();
  },
};
export const SwitchboardArabic: Story = inLocale(Switchboard, 'ae');

/** Nothing saved yet: the problems are told at their fields, and nothing is sent. */
export const LineProblems: Story = {
  args: { state: choice(STATES, 'Not connected, no line yet') },
  play: async ({ canvasElement, args }) => {
    const form = region(canvasElement, t('golive:line.heading'));
    await userEvent.click(form.getByRole('button', { name: t('golive:line.save') }));
    await expect(form.getByText(t('golive:line.errors.businessNumber'))).toBeVisible();
    await expect(args.onSaveLine).not.toHaveBeenCalled();
    const timer = form.getByLabelText(t('golive:line.timer'));
    await userEvent.clear(timer);
    await userEvent.type(timer, '40');
    await expect(form.getByText(t('golive:line.errors.timer'))).toBeVisible();
    await expect(timer).toHaveAttribute('aria-invalid', 'true');
    await expect(timer.getAttribute('aria-describedby') ?? '').not.toBe('');
    restFocus();
  },
};
export const LineProblemsArabic: Story = inLocale(LineProblems, 'ae');

/** The server refused the business number (its country): the message is said at the number, which has the focus. */
export const NumberRefusedByTheServer: Story = {
  args: {
    state: choice(STATES, 'Spanish mobile, busy or unanswered'),
    lineSave: {
      status: 'error',
      message: textMessage('The business number (businessNumber) is not a valid number for ES.'),
      field: 'businessNumber',
    },
  },
  // The required field's name ends with its asterisk.
  parameters: atRest({ focus: () => new RegExp(`^${t('golive:line.businessNumber')}`) }),
  play: async ({ canvasElement }) => {
    const form = region(canvasElement, t('golive:line.heading'));
    // The field itself, once its code has loaded (a disabled placeholder holds its place until then).
    const number = await waitFor(() => {
      const field = form.getByRole('textbox', { name: t('golive:line.businessNumber') });
      expect(field).toBeEnabled();
      return field;
    });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/is not a valid number for ES/);
    await waitFor(() => expect(number).toHaveFocus());
    // Said once, at its field: not again beside the button.
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** Waiting for the test call: the countdown, the business number isolated in the sentence. */
export const WaitingForTestCall: Story = {
  // Rendered with the deadline taken when the story renders (a module-level one runs out during a long test run).
  render: (args) => <GoLiveView {...args} state={loaded(storyWaiting(STORY_LINES.spanishMobile))} />,
  play: async ({ canvasElement }) => {
    const test = region(canvasElement, t('golive:test.heading'));
    await expect(test.getByTestId('test-result')).toHaveTextContent(
      t('golive:test.waiting', { number: isolate(STORY_LINES.spanishMobile.businessNumber, pageLocale()) }),
    );
    await expect(test.getByTestId('countdown')).toHaveTextContent(/[34]:\d\d/);
    await expect(test.queryByRole('button', { name: t('golive:test.start') })).toBeNull();
    await expect(within(canvasElement).getByText(t('golive:number.state.waiting'))).toBeVisible();
  },
};
export const WaitingForTestCallSpanish: Story = inLocale(WaitingForTestCall, 'es');
export const WaitingForTestCallArabic: Story = inLocale(WaitingForTestCall, 'ae');
export const WaitingForTestCallMobile: Story = onMobile(WaitingForTestCall);

/** The owner dialled the agent directly: explained, and the wait goes on. */
export const DirectCallExplained: Story = {
  render: (args) => (
    <GoLiveView
      {...args}
      state={loaded(
        storyWaiting(STORY_LINES.spanishMobile, 200, {
          lastTest: { callId: 'c_direct', at: new Date().toISOString(), forwarded: false, reason: null },
        }),
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, t('golive:test.heading')).getByTestId('test-result')).toHaveTextContent(t('golive:test.direct'));
  },
};
export const DirectCallExplainedSpanish: Story = inLocale(DirectCallExplained, 'es');
export const DirectCallExplainedArabic: Story = inLocale(DirectCallExplained, 'ae');

const passedStory = (reason: NonNullable<GoLive['detectedReason']>): Story => ({
  args: { state: loaded(storyLive(STORY_LINES.spanishMobile, reason)) },
  play: async ({ canvasElement }) => {
    const reasonText = t(`golive:reasons.${reason}`);
    await expect(region(canvasElement, t('golive:test.heading')).getByTestId('test-result')).toHaveTextContent(
      t('golive:test.passed', { reason: reasonText }),
    );
    await expect(region(canvasElement, t('golive:test.heading')).getByRole('link', { name: t('golive:test.viewCall') })).toHaveAttribute(
      'href',
      '/dashboard/calls/c_story_test',
    );
    await expect(within(canvasElement).getByText(t('golive:number.state.live'))).toBeVisible();
  },
});
/** Test passed, every call forwarded (unconditional). */
export const TestPassedAllCalls: Story = passedStory('unconditional');
/** Test passed, forwarded because the line was busy. */
export const TestPassedBusy: Story = passedStory('busy');
export const TestPassedBusyArabic: Story = inLocale(TestPassedBusy, 'ae');
/** Test passed, forwarded because nobody answered. */
export const TestPassedNoAnswer: Story = passedStory('no_answer');
export const TestPassedNoAnswerSpanish: Story = inLocale(TestPassedNoAnswer, 'es');
/** Test passed, forwarded because the phone was unreachable. */
export const TestPassedUnreachable: Story = passedStory('unreachable');

/** The studio's transfer number forwards back to the agent: named, with the way to fix it. */
export const TransferLoop: Story = {
  args: { state: loaded(STORY_LOOP) },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent(t('golive:warnings.transferLoop.text'));
    await expect(within(note).getByRole('link', { name: t('golive:warnings.transferLoop.link') })).toHaveAttribute(
      'href',
      '/dashboard/bot-config#studio-actions',
    );
  },
};
export const TransferLoopArabic: Story = inLocale(TransferLoop, 'ae');

/** No forwarded call for more than seven days: said, and the checklist's test step reopened. */
export const NoForwardedCallsLately: Story = {
  args: { state: loaded(STORY_STALE) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(t('golive:warnings.staleLine.title'));
    const step = canvasElement.querySelector('[data-step="testPassed"]') as HTMLElement;
    await expect(step).toHaveAttribute('data-done', 'false');
  },
};

/** Paused: what callers hear, the resume button, and who paused it when. */
export const PausedAgent: Story = {
  args: { state: choice(STATES, 'Paused') },
  play: async ({ canvasElement, args }) => {
    const pause = region(canvasElement, t('golive:pause.heading'));
    await expect(
      pause.getByText(t('golive:pause.playing', { message: isolate('Estamos de vacaciones hasta el lunes.', pageLocale()) })),
    ).toBeVisible();
    await expect(
      pause.getByText(
        t('golive:pause.entry.paused', {
          by: isolate('Lucía Fernández', pageLocale()),
          date: formatDateTime(STORY_PAUSED.log[0]?.at ?? '', pageLocale()),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(pause.getByRole('button', { name: t('golive:pause.resume') }));
    await waitFor(() => expect(args.onResume).toHaveBeenCalledOnce());
    restFocus();
  },
};
export const PausedAgentSpanish: Story = inLocale(PausedAgent, 'es');
export const PausedAgentArabic: Story = inLocale(PausedAgent, 'ae');
export const PausedAgentMobile: Story = onMobile(PausedAgent);

/** Live: pausing sends the mode and the message. */
export const PauseTheAgent: Story = {
  args: { state: choice(STATES, 'Live (busy detected)') },
  play: async ({ canvasElement, args }) => {
    const pause = region(canvasElement, t('golive:pause.heading'));
    await userEvent.click(pause.getByRole('radio', { name: t('golive:pause.modes.business') }));
    await userEvent.click(pause.getByRole('button', { name: t('golive:pause.pause') }));
    await expect(args.onPause).toHaveBeenCalledWith({ mode: 'business', message: null });
    restFocus();
  },
};

/** No number yet (identity not approved): said, and only the checklist shows. */
export const NoNumberYet: Story = {
  args: { state: choice(STATES, 'No number yet') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('golive:number.none'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: t('golive:line.heading') })).toBeNull();
  },
};
export const NoNumberYetArabic: Story = inLocale(NoNumberYet, 'ae');

/** The agent's number is read character by character and stays left to right in Arabic. */
export const NumberReadDigitByDigit: Story = {
  args: { state: choice(STATES, 'Live (busy detected)') },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByTestId('agent-number');
    await expect(number.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(number).toHaveTextContent(`${t('golive:code.plus')} 3 4 9 1 0 5 5 5 1 0 0`);
  },
};
export const NumberReadDigitByDigitArabic: Story = inLocale(NumberReadDigitByDigit, 'ae');

/** Loading: the status line. */
export const Loading: Story = { args: { state: loading }, play: loadingPlay(() => t('golive:loading')) };
/** The load failed: the alert and Retry. */
export const LoadFailed: Story = { args: { state: loadFailed() }, play: loadErrorPlay({ heading: () => t('golive:loadError') }) };
