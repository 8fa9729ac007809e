/**
 * The call detail's stories, their support (CallDetailView.stories.tsx keeps the title, the
 * component and the stories): the calls a designer opens in Controls, the args every story starts
 * from, the play every outcome's story runs, and what the "from a call to a fix" stories share.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import recording from '../../mock-api/calls/recordings/booking-cleaning.mp3?url';
import type { CallDetailView } from '@/features/calls/CallDetailView';
import type { CallDetail, CallOutcome } from '@/lib/calls';
import type { LoadState } from '@/lib/loadState';
import { addAnswerHref, sourceHref } from '@/lib/studio/sources';
import { callDetail } from '../fixtures/calls';
import { storyIsolate, t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { loaded, loadFailed, loading, portalViewMeta } from '../support/loadState';

type Story = StoryObj<typeof CallDetailView>;

/** The calls a designer can open: one per outcome, the special cases, loading and not found. */
export const CALLS = {
  'Appointment booked': loaded(callDetail('appointment_booked', recording)),
  'Lead qualified': loaded(callDetail('lead_qualified', recording)),
  'Information given': loaded(callDetail('information', recording)),
  Transferred: loaded(callDetail('transferred', recording)),
  Voicemail: loaded(callDetail('voicemail', recording)),
  Spam: loaded(callDetail('spam', recording)),
  'Spam, already reported': loaded(callDetail('spam', recording, { reportedSpam: true, billedMinutes: 0 })),
  'Missed (nobody spoke)': loaded(callDetail('missed', recording)),
  'Caller erased (privacy)': loaded(
    callDetail('appointment_booked', null, {
      callerErased: true,
      hasRecording: false,
      callerNumber: 'anon-5c1e09a7',
      callerName: null,
      summary: '',
      extracted: [],
      transcript: [],
      recordingUrl: null,
    }),
  ),
  'Recording deleted (retention)': loaded(
    callDetail('appointment_booked', null, { recordingDeleted: true, hasRecording: false, transcript: [], recordingUrl: null }),
  ),
  'Caller without a name': loaded(callDetail('appointment_booked', recording, { callerName: null })),
  'Recording missing': loaded(callDetail('information', '/missing-recording.mp3')),
  'Call-back scheduled': loaded(
    callDetail('appointment_booked', recording, { pendingCallback: { scheduledAt: '2026-11-20T09:32:00Z', callId: 'c-pending' } }),
  ),
  Loading: loading,
  'Not found': loadFailed('errors:calls.notFound'),
} satisfies Record<string, LoadState<CallDetail>>;
export const OUTCOME_CALLS = {
  lead_qualified: 'Lead qualified',
  information: 'Information given',
  transferred: 'Transferred',
  voicemail: 'Voicemail',
  spam: 'Spam',
} as const;

/** The meta of the call detail's stories but their title and component: every callback a spy, the call by its option's name. */
export function callDetailMeta() {
  return {
    ...portalViewMeta({
      state: choice(CALLS, 'Appointment booked'),
      backHref: '/dashboard/calls',
      canAgentCallBack: false,
      spam: { status: 'idle' },
      rating: { status: 'idle' },
      callback: { status: 'idle' },
      onReportSpam: fn(),
      onRate: fn(),
      onAgentCallBack: fn(),
    }),
    argTypes: {
      state: namedChoices(CALLS, 'The call: loading, not found, or loaded (summary, recording, transcript, outcome).'),
    },
  } satisfies Meta<typeof CallDetailView>;
}

/** The outcome's story play: the call's heading, its outcome, the way back to the list and a call-back link to a phone number. */
export const outcomePlay =
  (outcome: CallOutcome): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/./);
    await expect(canvas.getAllByText(t(`calls:outcome.${outcome}`))[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('calls:detail.back') })).toHaveAttribute('href', '/dashboard/calls');
    await expect(canvas.getByRole('link', { name: /^Call back|^Llamar a|^الاتصال/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
  };

/** The page's notice (CallDetailPage), translated as the story renders, its number isolated in Arabic. */
export const scheduledText = () => t('calls:actions.agentCallBackScheduled', { number: storyIsolate('+34699887766'), time: '10:32' });

/** The agent setup's page, where a call's fixes lead. */
export const SETUP = '/dashboard/bot-config';
/** The args of a call opened to fix the setup: the source of each agent line, "Add answer", "Turn into a scenario". */
export const fromCall = {
  sourceHref: (source: { kind: Parameters<typeof sourceHref>[1]['kind'] }) => sourceHref(SETUP, source),
  addAnswerHref: (question: string) => addAnswerHref(SETUP, question, 'es'),
  scenario: { status: 'idle' },
  onTurnIntoScenario: fn(),
} as const;
/** The transcript's lines. */
export const lineItems = (canvasElement: HTMLElement) => within(within(canvasElement).getByTestId('transcript')).getAllByRole('listitem');

/** Where the lead call's first caller line (its question) starts in the recording. */
export const questionAtMs = () => callDetail('lead_qualified', recording).transcript[1]?.startMs ?? 0;
