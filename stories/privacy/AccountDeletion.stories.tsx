import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDeletion, type AccountDeletionProps } from '@/features/privacy/AccountDeletion';
import { DeletionPendingNotice } from '@/features/privacy/DeletionPendingNotice';
import { formatDateTime } from '@/lib/format';
import type { SaveState } from '@/lib/loadState';
import type { Locale } from '@/lib/locale';
import { textMessage } from '@/lib/message';
import { restFocus } from '../support/atRest';
import { asMainContent } from '../support/decorators';
import { field } from '../support/fields';
import { heldAnswers } from '../support/heldAnswer';
import { t } from '../support/i18n';
import { saveFailed, saving } from '../support/loadState';
import { inLocale, onMobile } from '../support/variants';

/** The day the stories' deletion is due: 14 days after the stories' "today". */
const DUE = '2026-12-14T10:00:00.000Z';
const idle: SaveState = { status: 'idle' };
const answers = heldAnswers();

/**
 * The section as the privacy page drives it: a press calls the story's spy and shows it under
 * way; once the play lets the answer through, a success schedules (or cancels) the deletion.
 */
function LiveDeletion(args: AccountDeletionProps) {
  const [scheduledFor, setScheduledFor] = useState(args.scheduledFor);
  const [request, setRequest] = useState(args.request);
  const [cancel, setCancel] = useState(args.cancel);
  return (
    <AccountDeletion
      {...args}
      scheduledFor={scheduledFor}
      request={request}
      cancel={cancel}
      onRequest={(password) => {
        args.onRequest(password);
        setRequest(saving);
        void answers.hold().then(() => {
          setRequest({ status: 'success' });
          setScheduledFor(DUE);
        });
      }}
      onCancel={() => {
        args.onCancel();
        setCancel(saving);
        void answers.hold().then(() => {
          setCancel({ status: 'success' });
          setScheduledFor(null);
        });
      }}
    />
  );
}

const meta = {
  title: 'Portal/Privacy/Deleting the account',
  component: AccountDeletion,
  decorators: [asMainContent],
  args: { scheduledFor: null, lockedReason: null, request: idle, onRequest: fn(), cancel: idle, onCancel: fn() },
  argTypes: {
    scheduledFor: { control: 'text', description: 'When the account is deleted (ISO), or null when nothing is scheduled.' },
    lockedReason: { control: 'text', description: 'Why the viewer cannot delete the account (not the owner), or null.' },
    request: {
      control: 'object',
      description: 'Asking for the deletion: idle, saving, saved or failed (a wrong password names `password`).',
    },
    cancel: { control: 'object', description: 'Cancelling it: idle, saving, saved or failed.' },
  },
} satisfies Meta<typeof AccountDeletion>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordField = (el: HTMLElement) => field(el, t('privacy:deletion.password'));
const deleteButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('privacy:deletion.submit') });
const cancelButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('privacy:deletion.cancel') });
const dueDay = (locale: Locale) => formatDateTime(DUE, locale, { dateStyle: 'long' });

/**
 * The owner deletes the account with the keyboard: the section says what goes and what stays,
 * the password is typed and Enter pressed; the button is busy while it goes, then the section says
 * the day and takes the focus, and the deletion can be cancelled from there, which brings the form
 * back with the focus on the password.
 */
export const AskedThenCancelled: Story = {
  render: (args) => <LiveDeletion {...args} />,
  play: async ({ canvasElement, args, globals, step }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await step('what goes and what stays, then the password', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: t('privacy:deletion.title') })).toBeVisible();
      await expect(canvas.getByText(t('privacy:deletion.intro', { days: 14 }))).toBeVisible();
      await userEvent.click(passwordField(canvasElement));
      await userEvent.keyboard('Demo1234!{Enter}');
      await expect(args.onRequest).toHaveBeenCalledOnce();
      await expect(args.onRequest).toHaveBeenCalledWith('Demo1234!');
      await expect(deleteButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
      answers.release();
    });
    await step('scheduled: the day, with the focus; then cancelled', async () => {
      const scheduled = await canvas.findByText(t('privacy:deletion.scheduled', { date: dueDay(locale) }));
      await waitFor(() => expect(scheduled.closest('[tabindex="-1"]')).toHaveFocus());
      await userEvent.tab();
      await expect(cancelButton(canvasElement)).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledOnce();
      answers.release();
      await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
      await expect(passwordField(canvasElement)).toHaveValue('');
    });
    restFocus();
  },
};
export const AskedThenCancelledArabic: Story = inLocale(AskedThenCancelled, 'ae', { play: true });
export const AskedThenCancelledMobile: Story = onMobile(AskedThenCancelled, 'en', { play: true });

/** Without the password nothing is sent: the field says why and takes the focus. */
export const WithoutPassword: Story = {
  play: async ({ canvasElement, args }) => {
    deleteButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).not.toHaveBeenCalled();
    await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(t('privacy:deletion.passwordRequired'));
    restFocus();
  },
};

/** A wrong password: the server's reason under the field, which takes the focus; what was typed stays. */
export const WrongPassword: Story = {
  args: { request: { status: 'error', message: textMessage('Your password is incorrect.'), field: 'password' } },
  render: function Render(args) {
    // The refusal comes back for the password just sent, as the page shows it.
    const [request, setRequest] = useState<SaveState>(idle);
    return (
      <AccountDeletion
        {...args}
        request={request}
        onRequest={(password) => {
          args.onRequest(password);
          setRequest(saving);
          queueMicrotask(() => setRequest(args.request));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(passwordField(canvasElement), 'not-it{Enter}');
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await waitFor(() => expect(passwordField(canvasElement)).toHaveAccessibleDescription('Your password is incorrect.'));
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
    await expect(passwordField(canvasElement)).toHaveValue('not-it');
    await expect(deleteButton(canvasElement)).toBeEnabled();
    restFocus();
  },
};

/** Scheduled, as the owner finds it after logging in: the day and the cancel button; a failed cancel says why and can be tried again. */
export const ScheduledCancelFailed: Story = {
  args: { scheduledFor: DUE, cancel: saveFailed() },
  play: async ({ canvasElement, args, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('privacy:deletion.scheduled', { date: dueDay(locale) }))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(canvas.queryByRole('button', { name: t('privacy:deletion.submit') })).toBeNull();
    await userEvent.click(cancelButton(canvasElement));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const ScheduledCancelFailedSpanish: Story = inLocale(ScheduledCancelFailed, 'es');
export const ScheduledCancelFailedArabic: Story = inLocale(ScheduledCancelFailed, 'ae', { play: true });

/** An admin sees the section disabled, with the reason: only the owner deletes the account. */
export const NotTheOwner: Story = {
  args: { lockedReason: 'Only the owner can do this.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Only the owner can do this.');
    await expect(passwordField(canvasElement)).toBeDisabled();
    await expect(deleteButton(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(deleteButton(canvasElement));
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/**
 * The shell's notice on every other dashboard page while the deletion is scheduled (what logging
 * in offers): the day, what goes, the cancel button, busy while it goes.
 */
export const NoticeInTheShell: Story = {
  args: { scheduledFor: DUE, cancel: saving },
  render: (args) => <DeletionPendingNotice scheduledFor={args.scheduledFor ?? DUE} cancel={args.cancel} onCancel={args.onCancel} />,
  play: async ({ canvasElement, globals }) => {
    const locale = (globals.locale ?? 'en') as Locale;
    const notice = within(canvasElement).getByRole('note', { name: t('privacy:pending.title', { date: dueDay(locale) }) });
    await expect(notice).toHaveTextContent(t('privacy:pending.text'));
    await expect(within(notice).getByRole('button', { name: t('privacy:pending.cancel') })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const NoticeInTheShellArabic: Story = inLocale(NoticeInTheShell, 'ae', { play: true });
