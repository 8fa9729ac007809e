import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type TeamView } from '@/features/team/TeamView';
import { textMessage } from '@/lib/message';
import { INVITATION_EXPIRED, INVITATION_PENDING } from '../fixtures/team';
import { restFocus } from '../support/atRest';
import { storyIsolate, t } from '../support/i18n';
import { saveFailed, saving } from '../support/loadState';
import {
  ACTIONS,
  canvasOf,
  emailField,
  heading,
  invitationRows,
  languageField,
  live,
  resendButton,
  revokeButton,
  roleField,
  submit,
  teamMeta,
  type TeamStory,
} from './teamStory';

/** The team page's invitations: inviting someone, and resending or revoking an invitation waiting. */
const meta = {
  title: 'Portal/Team/Invitations',
  ...teamMeta,
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = TeamStory;

/** Inviting with the keyboard: the address typed, Admin and Arabic chosen, the form sent with Enter. */
export const OwnerInviting: Story = {
  play: async ({ canvasElement, args }) => {
    emailField(canvasElement).focus();
    await userEvent.keyboard('ana@example.com');
    await userEvent.tab();
    await expect(roleField(canvasElement)).toHaveFocus();
    await userEvent.selectOptions(roleField(canvasElement), 'admin');
    // The role's description follows the choice.
    await expect(roleField(canvasElement)).toHaveAccessibleDescription(t('team:roleHelp.admin'));
    await userEvent.tab();
    await expect(languageField(canvasElement)).toHaveFocus();
    await userEvent.selectOptions(languageField(canvasElement), 'ae');
    await userEvent.tab();
    await expect(submit(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ana@example.com', role: 'admin', language: 'ae' });
    restFocus();
  },
};

/** An address the browser refuses: the message under the field, the field focused, what was typed kept, nothing sent. */
export const InvalidEmailRefused: Story = {
  play: async ({ canvasElement, args, step }) => {
    await step('nothing typed', async () => {
      emailField(canvasElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField(canvasElement)).toHaveAccessibleDescription(t('team:invite.emailRequired'));
    });
    await step('an address without its domain', async () => {
      await userEvent.keyboard('ana@example{Enter}');
      const message = t('team:invite.emailInvalid', { example: storyIsolate('name@company.com') });
      await expect(await canvasOf(canvasElement).findByText(message)).toBeVisible();
      await expect(emailField(canvasElement)).toHaveAccessibleDescription(message);
      await waitFor(() => expect(emailField(canvasElement)).toHaveFocus());
      await expect(emailField(canvasElement)).toHaveValue('ana@example');
      await expect(args.onInvite).not.toHaveBeenCalled();
    });
    restFocus();
  },
};

/** Sending: the button is busy (it keeps the focus) and what was typed stays. */
export const InviteSending: Story = {
  args: { invite: saving },
  play: async ({ canvasElement }) => {
    await expect(submit(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(submit(canvasElement)).toHaveAttribute('data-loading', 'true');
  },
};

/** Sent: the status names the address, the form is empty again, and the invitation waits in the list. */
export const InvitationSent: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.selectOptions(roleField(canvasElement), 'admin');
    await userEvent.type(emailField(canvasElement), 'ana@example.com{Enter}');
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'ana@example.com', role: 'admin', language: 'en' });
    await waitFor(() =>
      expect(canvas.getByText(t('team:invite.sentTo', { email: storyIsolate('ana@example.com') }))).toHaveAttribute('role', 'status'),
    );
    await expect(emailField(canvasElement)).toHaveValue('');
    await expect(roleField(canvasElement)).toHaveValue('staff');
    await expect(invitationRows(canvasElement)).toHaveLength(3);
    restFocus();
  },
};

/** The server refused the address: its message under the field, which is marked and focused; what was typed stays. */
export const InviteFailed: Story = {
  ...live({ status: 'error', message: textMessage('This address already signs in to Vozly.'), field: 'email' }),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(emailField(canvasElement), 'admin@example.com{Enter}');
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await waitFor(() => expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(emailField(canvasElement)).toHaveAccessibleDescription('This address already signs in to Vozly.');
    await waitFor(() => expect(emailField(canvasElement)).toHaveFocus());
    await expect(emailField(canvasElement)).toHaveValue('admin@example.com');
    restFocus();
  },
};

/** Sending failed for another reason (the network): an alert above the button; the form as it was. */
export const InviteFailedNetwork: Story = {
  args: { invite: saveFailed() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(emailField(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The expired invitation resent with the keyboard: a new link; the status says so and Resend keeps the focus. */
export const ExpiredInvitationResent: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    const button = resendButton(canvasElement, INVITATION_EXPIRED.email);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(args.onResend).toHaveBeenCalledWith(INVITATION_EXPIRED.id);
    await waitFor(() =>
      expect(
        within(canvasElement).getByText(t('team:invitations.resent', { email: storyIsolate(INVITATION_EXPIRED.email) })),
      ).toBeVisible(),
    );
    const [, renewed] = invitationRows(canvasElement);
    await expect(renewed).not.toHaveTextContent(t('team:invitations.expired'));
    await expect(resendButton(canvasElement, INVITATION_EXPIRED.email)).toHaveFocus();
    restFocus();
  },
};

/** Resending: its button busy (it keeps the focus); the other rows wait. */
export const Resending: Story = {
  args: { action: ACTIONS['Resending the expired invitation'] },
  play: async ({ canvasElement }) => {
    await expect(resendButton(canvasElement, INVITATION_EXPIRED.email)).toHaveAttribute('aria-disabled', 'true');
    await expect(revokeButton(canvasElement, INVITATION_EXPIRED.email)).toBeDisabled();
    await expect(revokeButton(canvasElement, INVITATION_PENDING.email)).toBeDisabled();
  },
};

/** An invitation revoked with the keyboard: its row leaves, the status says so and the focus goes to the section's heading. */
export const InvitationRevoked: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    revokeButton(canvasElement, INVITATION_PENDING.email).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(args.onRevoke).toHaveBeenCalledWith(INVITATION_PENDING.id);
    await waitFor(() => expect(invitationRows(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByText(t('team:invitations.revoked'))).toBeVisible();
    await waitFor(() => expect(heading(canvasElement, 'team:invitations.title')).toHaveFocus());
    restFocus();
  },
};
