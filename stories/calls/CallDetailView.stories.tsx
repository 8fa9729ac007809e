import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import recording from '../../mock-api/calls/recordings/booking-cleaning.mp3?url';
import { CallDetailView } from '@/features/calls/CallDetailView';
import { callDetail } from '../fixtures/calls';
import { inLocale, onMobile } from '../support/variants';
import { t } from '../support/i18n';
import { choice } from '../support/named';
import { loadErrorPlay } from '../support/loadState';
import { restFocus } from '../support/atRest';
import { CALLS, callDetailMeta, OUTCOME_CALLS, outcomePlay, scheduledText } from './callDetailMeta';

const meta = {
  title: 'Portal/Call detail/States',
  component: CallDetailView,
  ...callDetailMeta(),
} satisfies Meta<typeof CallDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const withOutcome = (outcome: keyof typeof OUTCOME_CALLS): Story => ({
  args: { state: choice(CALLS, OUTCOME_CALLS[outcome]) },
  play: outcomePlay(outcome),
});

/** A call that booked an appointment: summary, recording (to play, or to download), transcript and the booking. */
export const AppointmentBooked: Story = {
  play: async (context) => {
    await outcomePlay('appointment_booked')?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: t('calls:player.play') })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: t('calls:player.position') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('calls:player.speed') })).toHaveValue('1');
    // Saved as a file through the same signed link, asking for a download (an export the audit log records).
    const download = canvas.getByRole('link', { name: t('calls:player.download') });
    await expect(download).toHaveAttribute('href', expect.stringMatching(/\.mp3\?download=1$/));
    await expect(download).toHaveAttribute('download');
    const lines = within(canvas.getByTestId('transcript')).getAllByRole('listitem');
    await expect(lines.length).toBeGreaterThan(3);
    await expect(lines[0]).toHaveAttribute('data-speaker', 'agent');
    await expect(canvas.getByText(t('calls:detail.fields.reason'))).toBeVisible();
  },
};
export const AppointmentBookedSpanish: Story = inLocale(AppointmentBooked, 'es');
export const AppointmentBookedArabic: Story = inLocale(AppointmentBooked, 'ae');

/**
 * In Arabic: the caller's number in the heading and the call-back button is isolated (its `+`
 * stays in front), the Spanish transcript and extracted values carry `lang="es"`, and the seek
 * slider speaks "0:00 من 2:05", in seconds.
 */
const unnamedCaller: Story = { args: { state: choice(CALLS, 'Caller without a name') } };
export const ArabicIsolatesNumbersAndMarksSpanish: Story = {
  ...inLocale(unnamedCaller, 'ae', { play: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = callDetail('appointment_booked', recording).callerNumber;
    await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe(t('calls:detail.title', { caller: `\u2068${number}\u2069` }));
    await expect(canvas.getByRole('link', { name: /^الاتصال/ }).textContent).toContain(`\u2068${number}\u2069`);
    const lines = canvas.getAllByTestId('transcript-text');
    for (const line of lines) await expect(line).toHaveAttribute('lang', 'es');
    await expect(lines[0]).toHaveAttribute('dir', 'ltr');
    const slider = canvas.getByRole('slider', { name: t('calls:player.position') });
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:00 من \d+:\d\d$/));
    await expect(Number(slider.getAttribute('aria-valuemax'))).toBeLessThan(3600);
  },
};

/** In Spanish (the call's language) nothing needs marking; the player is in seconds and pages by 10 s. */
export const SpanishNeedsNoLangAndSliderPages: Story = {
  ...inLocale({} as Story, 'es'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const line of canvas.getAllByTestId('transcript-text')) await expect(line).not.toHaveAttribute('lang');
    const slider = canvas.getByRole('slider', { name: t('calls:player.position') });
    slider.focus();
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '10'));
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:10 de \d+:\d\d$/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    restFocus();
  },
};
export const AppointmentBookedMobile: Story = onMobile(AppointmentBooked, 'en');
export const AppointmentBookedMobileArabic: Story = onMobile(AppointmentBooked, 'ae');
/** A call that qualified a lead: its summary, recording and transcript. */
export const LeadQualified: Story = withOutcome('lead_qualified');
/** A call where the assistant answered a question: its summary, recording and transcript. */
export const InformationGiven: Story = withOutcome('information');
/** A call passed on to a person: its summary, recording and transcript. */
export const Transferred: Story = withOutcome('transferred');
/** A call that ended in a voicemail: the message left, its recording and transcript. */
export const Voicemail: Story = withOutcome('voicemail');
/** A call taken for spam: its outcome badge and the button to report it. */
export const Spam: Story = withOutcome('spam');

/** A missed call: nobody spoke, so no recording and no transcript. */
export const MissedNoRecording: Story = {
  args: { state: choice(CALLS, 'Missed (nobody spoke)') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:detail.noRecording'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('calls:player.play') })).toBeNull();
    await expect(canvas.queryByTestId('transcript')).toBeNull();
  },
};
export const MissedNoRecordingArabic: Story = inLocale(MissedNoRecording, 'ae');

/** An older call under the account's retention setting: the outcome, the duration and the fields stay; the recording and transcript are gone, and the page says why. */
export const RecordingDeleted: Story = {
  args: { state: choice(CALLS, 'Recording deleted (retention)') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:detail.recordingDeleted'))).toBeVisible();
    await expect(canvas.queryByText(t('calls:detail.noRecording'))).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('calls:player.play') })).toBeNull();
    await expect(canvas.queryByTestId('transcript')).toBeNull();
    await expect(canvas.getAllByText(t('calls:outcome.appointment_booked'))[0]).toBeVisible();
  },
};
export const RecordingDeletedSpanish: Story = inLocale(RecordingDeleted, 'es');

/** A caller erased at their request: the pseudonym instead of the number, nothing they said, and no way to call them back. */
export const CallerErased: Story = {
  args: { state: choice(CALLS, 'Caller erased (privacy)'), canAgentCallBack: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:detail.recordingErased'))).toBeVisible();
    await expect(canvas.getByTestId('caller-erased')).toHaveTextContent(t('calls:detail.callerErased'));
    await expect(canvas.queryByRole('link', { name: /anon-5c1e09a7/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('calls:actions.agentCallBack') })).toBeNull();
    await expect(canvas.getAllByText('anon-5c1e09a7')[0]).toBeVisible();
    await expect(canvas.queryByTestId('transcript')).toBeNull();
  },
};
export const CallerErasedArabic: Story = inLocale(CallerErased, 'ae');
export const RecordingDeletedArabic: Story = inLocale(RecordingDeleted, 'ae');

/** Playback at the third line: it is the highlighted one; a click on a line moves there. */
export const PlayingHighlightedLine: Story = {
  args: { initialTimeMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = within(canvas.getByTestId('transcript')).getAllByRole('listitem');
    await expect(lines.filter((line) => line.getAttribute('aria-current') === 'true')).toHaveLength(0);
    const third = within(lines[2] as HTMLElement).getByRole('button');
    // Muted: the test seeks and plays without sound.
    (canvasElement.querySelector('audio') as HTMLAudioElement).muted = true;
    await userEvent.click(third);
    await waitFor(() => expect(lines[2]).toHaveAttribute('aria-current', 'true'));
    canvasElement.querySelector('audio')?.pause();
    restFocus();
  },
};
export const PlayingHighlightedLineArabic: Story = inLocale(PlayingHighlightedLine, 'ae');

/** The audio cannot be loaded: the player says so, the transcript stays. */
export const RecordingUnavailable: Story = {
  args: { state: choice(CALLS, 'Recording missing') },
  parameters: { expectedMissing: ['/missing-recording.mp3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('calls:player.error')), { timeout: 5000 });
    await expect(canvas.getByTestId('transcript')).toBeVisible();
  },
};

/** A spam call already reported: not billed, and it cannot be reported again. */
export const SpamReported: Story = {
  args: {
    state: choice(CALLS, 'Spam, already reported'),
  },
  // The credit notice is translated as the story renders, in the story's (or toolbar's) language.
  render: (args) => <CallDetailView {...args} spam={{ status: 'success', text: t('calls:actions.spamCredited', { count: 2 }) }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:detail.spamReported'))).toBeVisible();
    await expect(canvas.getByText(t('calls:actions.spamCredited', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('calls:actions.reportSpam') })).toBeDisabled();
  },
};
export const SpamReportedArabic: Story = inLocale(SpamReported, 'ae');

/** Reporting a call as spam (asked first) and rating the answer. */
export const ReportSpamAndRate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Reporting asks first (it cannot be undone); Cancel gives the focus back to the button.
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.reportSpam') }));
    await expect(canvas.getByText(t('calls:actions.spamConfirm'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: t('calls:actions.spamConfirmYes') })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.spamCancel') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t('calls:actions.reportSpam') })).toHaveFocus());
    await expect(args.onReportSpam).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.reportSpam') }));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.spamConfirmYes') }));
    await expect(args.onReportSpam).toHaveBeenCalledOnce();
    // The focus moves to where the result is said, not to the page's body.
    await expect(canvas.getByTestId('spam-result')).toHaveFocus();
    const down = canvas.getByRole('button', { name: t('calls:actions.rateDown') });
    await userEvent.click(down);
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: t('calls:actions.note') }), 'Should have offered Friday.');
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.saveRating') }));
    await expect(args.onRate).toHaveBeenCalledWith('down', 'Should have offered Friday.');
    restFocus();
  },
};

/** On the Custom plan the agent can call back; the scheduled call is confirmed. */
export const AgentCallBack: Story = {
  args: { canAgentCallBack: true },
  render: (args) => <CallDetailView {...args} callback={{ status: 'success', text: scheduledText() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('calls:actions.agentCallBack') })).toBeDisabled();
    await expect(canvas.getByText(scheduledText())).toBeVisible();
  },
};

/** A call-back of this call is already scheduled: said, and the button cannot book a second one. */
export const AgentCallBackPending: Story = {
  args: {
    canAgentCallBack: true,
    state: choice(CALLS, 'Call-back scheduled'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('calls:actions.agentCallBack') })).toBeDisabled();
    const notice = canvas.getByTestId('callback-pending');
    await expect(notice).toBeVisible();
    // The translated notice (its words before the first placeholder), with the number and a time.
    await expect(notice).toHaveTextContent(t('calls:actions.agentCallBackPending').split('{{')[0]?.trim() ?? '');
    await expect(notice.textContent).toMatch(/\+34/);
  },
};
export const AgentCallBackPendingArabic: Story = inLocale(AgentCallBackPending, 'ae');

/** The call is loading: a loader in place of its details. */
export const Loading: Story = {
  args: { state: choice(CALLS, 'Loading') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('calls:detail.loading'))).toBeVisible();
  },
};

/** No call with this id: the error with a way back to the list. */
export const NotFound: Story = {
  args: { state: choice(CALLS, 'Not found') },
  play: loadErrorPlay({ message: () => t('errors:calls.notFound') }),
};
export const NotFoundArabic: Story = inLocale(NotFound, 'ae');

// Every state in Spanish and Arabic (right to left), and on a phone in English and Arabic.
export const LeadQualifiedSpanish: Story = inLocale(LeadQualified, 'es');
export const LeadQualifiedArabic: Story = inLocale(LeadQualified, 'ae');
export const LeadQualifiedMobile: Story = onMobile(LeadQualified, 'en');
export const LeadQualifiedMobileArabic: Story = onMobile(LeadQualified, 'ae');
export const InformationGivenSpanish: Story = inLocale(InformationGiven, 'es');
export const InformationGivenArabic: Story = inLocale(InformationGiven, 'ae');
export const InformationGivenMobile: Story = onMobile(InformationGiven, 'en');
export const InformationGivenMobileArabic: Story = onMobile(InformationGiven, 'ae');
export const TransferredSpanish: Story = inLocale(Transferred, 'es');
export const TransferredArabic: Story = inLocale(Transferred, 'ae');
export const TransferredMobile: Story = onMobile(Transferred, 'en');
export const TransferredMobileArabic: Story = onMobile(Transferred, 'ae');
export const VoicemailSpanish: Story = inLocale(Voicemail, 'es');
export const VoicemailArabic: Story = inLocale(Voicemail, 'ae');
export const VoicemailMobile: Story = onMobile(Voicemail, 'en');
export const VoicemailMobileArabic: Story = onMobile(Voicemail, 'ae');
export const SpamSpanish: Story = inLocale(Spam, 'es');
export const SpamArabic: Story = inLocale(Spam, 'ae');
export const SpamMobile: Story = onMobile(Spam, 'en');
export const SpamMobileArabic: Story = onMobile(Spam, 'ae');
export const MissedNoRecordingSpanish: Story = inLocale(MissedNoRecording, 'es');
export const MissedNoRecordingMobile: Story = onMobile(MissedNoRecording, 'en');
export const MissedNoRecordingMobileArabic: Story = onMobile(MissedNoRecording, 'ae');
export const PlayingHighlightedLineSpanish: Story = inLocale(PlayingHighlightedLine, 'es');
export const PlayingHighlightedLineMobile: Story = onMobile(PlayingHighlightedLine, 'en');
export const PlayingHighlightedLineMobileArabic: Story = onMobile(PlayingHighlightedLine, 'ae');
export const RecordingUnavailableSpanish: Story = inLocale(RecordingUnavailable, 'es');
export const RecordingUnavailableArabic: Story = inLocale(RecordingUnavailable, 'ae');
export const RecordingUnavailableMobile: Story = onMobile(RecordingUnavailable, 'en');
export const RecordingUnavailableMobileArabic: Story = onMobile(RecordingUnavailable, 'ae');
export const SpamReportedSpanish: Story = inLocale(SpamReported, 'es');
export const SpamReportedMobile: Story = onMobile(SpamReported, 'en');
export const SpamReportedMobileArabic: Story = onMobile(SpamReported, 'ae');
export const ReportSpamAndRateSpanish: Story = inLocale(ReportSpamAndRate, 'es');
export const ReportSpamAndRateArabic: Story = inLocale(ReportSpamAndRate, 'ae');
export const ReportSpamAndRateMobile: Story = onMobile(ReportSpamAndRate, 'en');
export const ReportSpamAndRateMobileArabic: Story = onMobile(ReportSpamAndRate, 'ae');
export const AgentCallBackSpanish: Story = inLocale(AgentCallBack, 'es');
export const AgentCallBackArabic: Story = inLocale(AgentCallBack, 'ae');
export const AgentCallBackMobile: Story = onMobile(AgentCallBack, 'en');
export const AgentCallBackMobileArabic: Story = onMobile(AgentCallBack, 'ae');
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading, 'en');
export const LoadingMobileArabic: Story = onMobile(Loading, 'ae');
export const NotFoundSpanish: Story = inLocale(NotFound, 'es');
export const NotFoundMobile: Story = onMobile(NotFound, 'en');
export const NotFoundMobileArabic: Story = onMobile(NotFound, 'ae');
