import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionsView } from '@/features/dashboard/SessionsView';
import { formatDateTime, formatRegion } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { Locale } from '@/lib/locale';
import { textMessage } from '@/lib/message';
import type { SessionSummary } from '@/lib/sessions';
import { SESSION_HERE, SESSION_PHONE, STORY_SESSIONS } from '../fixtures/sessions';
import { restFocus } from '../support/atRest';
import { storyIsolate, t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta, saved, saveFailed, saving } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { inLocale, onMobile } from '../support/variants';

/** The sessions a designer can show. */
const SESSIONS = {
  'Here, a phone and an unknown device': loaded(STORY_SESSIONS),
  'Only here': loaded([SESSION_HERE]),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<SessionSummary[]>>;

const meta = {
  title: 'Portal/Profile/Sessions',
  component: SessionsView,
  ...portalViewMeta({
    state: choice(SESSIONS, 'Here, a phone and an unknown device'),
    ending: choice(SAVE_CHOICES, 'Not saved yet'),
    endingWhich: null,
    onEnd: fn(),
    onEndOthers: fn(),
  }),
  argTypes: {
    state: namedChoices(SESSIONS, "The member's sessions: loading, failed, or loaded."),
    ending: namedChoices(SAVE_CHOICES, 'Ending a session, or all the others: not yet, under way, done or failed.'),
    endingWhich: { control: 'text', description: "What is being (or was last) ended: a session's id, `others`, or null." },
  },
} satisfies Meta<typeof SessionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => within(el).getAllByRole('listitem');
const phoneName = () => t('dashboard:sessions.device', { browser: storyIsolate('Safari'), system: storyIsolate('iPhone') });
const endPhone = (el: HTMLElement) => within(el).getByRole('button', { name: t('dashboard:sessions.endNamed', { device: phoneName() }) });
const endOthers = (el: HTMLElement) => within(el).getByRole('button', { name: t('dashboard:sessions.endOthers') });
const localeOf = (globals: Record<string, unknown>) => (globals.locale ?? 'en') as Locale;

/** Three sessions: this one first and marked, a phone in Madrid, an unknown device; each other one can be ended with the keyboard. */
export const Loaded: Story = {
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('dashboard:sessions.title') })).toBeVisible();
    await step('this device first, without an End button', async () => {
      const [here, phone, unknown] = rows(canvasElement);
      if (!here || !phone || !unknown) throw new Error('three sessions expected');
      await expect(here).toHaveTextContent(t('dashboard:sessions.thisDevice'));
      await expect(here).toHaveTextContent(t('dashboard:sessions.activeNow'));
      await expect(within(here).queryByRole('button')).toBeNull();
      await expect(phone).toHaveTextContent(phoneName());
      await expect(phone).toHaveTextContent(
        t('dashboard:sessions.place', { city: storyIsolate('Madrid'), country: formatRegion('ES', locale) }),
      );
      await expect(phone).toHaveTextContent(t('dashboard:sessions.lastSeen', { time: formatDateTime(SESSION_PHONE.lastSeenAt, locale) }));
      await expect(unknown).toHaveTextContent(t('dashboard:sessions.unknownDevice'));
      await expect(unknown).toHaveTextContent(formatRegion('AE', locale));
    });
    await step('End on the phone, with the keyboard', async () => {
      endPhone(canvasElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onEnd).toHaveBeenCalledWith(SESSION_PHONE.id);
    });
    await step('or every other one at once', async () => {
      endOthers(canvasElement).focus();
      await userEvent.keyboard(' ');
      await expect(args.onEndOthers).toHaveBeenCalledOnce();
    });
    restFocus();
  },
};
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae', { play: true });
export const LoadedMobile: Story = onMobile(Loaded, 'en', { play: true });

/** Signed in only here: nothing to end, and the section says so. */
export const OnlyHere: Story = {
  args: { state: SESSIONS['Only here'] },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByText(t('dashboard:sessions.onlyHere'))).toBeVisible();
  },
};
export const OnlyHereArabic: Story = inLocale(OnlyHere, 'ae');

/** Loading: the status says so; no list yet. */
export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t('dashboard:sessions.loading') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The list failed to load: the reason, and Try again asks again. */
export const LoadFailed: Story = {
  args: { state: loadFailed() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('dashboard:sessions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const LoadFailedArabic: Story = inLocale(LoadFailed, 'ae');

/** Ending the phone's session: its button is busy and keeps the focus; the others wait. */
export const Ending: Story = {
  args: { ending: saving, endingWhich: SESSION_PHONE.id },
  play: async ({ canvasElement }) => {
    await expect(endPhone(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(endPhone(canvasElement)).toHaveAttribute('data-loading', 'true');
    await expect(endOthers(canvasElement)).toBeDisabled();
  },
};

/** Ended: the phone is gone from the list, the status says so and the heading holds the focus. */
export const Ended: Story = {
  args: { state: loaded([SESSION_HERE, STORY_SESSIONS[2] as SessionSummary]), ending: saved, endingWhich: SESSION_PHONE.id },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('dashboard:sessions.ended'));
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveFocus();
    restFocus();
  },
};

/** Ending failed: the server's reason, the list as it was, and End can be pressed again. */
export const EndFailed: Story = {
  args: { ending: saveFailed(), endingWhich: SESSION_PHONE.id },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(rows(canvasElement)).toHaveLength(3);
    await userEvent.click(endPhone(canvasElement));
    await expect(args.onEnd).toHaveBeenCalledWith(SESSION_PHONE.id);
    restFocus();
  },
};

/** Already ended elsewhere: the server's message, as it says it. */
export const AlreadyEnded: Story = {
  args: { ending: { status: 'error', message: textMessage('This session has already ended.') }, endingWhich: SESSION_PHONE.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This session has already ended.');
    restFocus();
  },
};
