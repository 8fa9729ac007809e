import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvitationView, type InvitationViewProps } from '@/features/team/InvitationView';
import type { SaveState } from '@/lib/loadState';
import { localizePath } from '@/lib/locale';
import { textMessage } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import type { InvitationOffer } from '@/lib/team';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import { restFocus } from '../support/atRest';
import { field } from '../support/fields';
import { storyIsolate, t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta, saved, saveFailed, saving } from '../support/loadState';
import { choice, namedChoices } from '../support/named';
import { inLocale, onMobile, pageLocale } from '../support/variants';

/** Nora is invited as an admin of the demo account's clinic, Pablo as a staff member. */
const ADMIN_OFFER: InvitationOffer = { email: 'nora@example.com', company: 'Clínica Dental Sonrisa', role: 'admin', language: 'en' };
const STAFF_OFFER: InvitationOffer = { email: 'pablo@example.com', company: 'Clínica Dental Sonrisa', role: 'staff', language: 'es' };

/** The invitation a designer can show. */
const STATES = {
  'Admin invitation': loaded(ADMIN_OFFER),
  'Staff invitation': loaded(STAFF_OFFER),
  Expired: { status: 'gone', reason: 'expired' },
  'Not valid (used, revoked or unknown)': { status: 'gone', reason: 'invalid' },
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, InvitationViewProps['state']>;

/** The server's refusal of a password, on its field. */
const PASSWORD_REFUSED: SaveState = {
  status: 'error',
  message: textMessage('This password is too common. Choose another one.'),
  field: 'password',
};

/** Joining as a designer picks it. */
const SUBMITS = {
  'Not sent yet': { status: 'idle' },
  Joining: saving,
  Joined: saved,
  'Failed (network)': saveFailed(),
  'Password refused': PASSWORD_REFUSED,
} satisfies Record<string, SaveState>;

const meta = {
  title: 'Portal/Team/Invitation',
  component: InvitationView,
  ...portalViewMeta({
    state: choice(STATES, 'Admin invitation'),
    submit: choice(SUBMITS, 'Not sent yet'),
    onAccept: fn(),
  }),
  argTypes: {
    state: namedChoices(STATES, 'The invitation: loading, loaded (admin or staff), expired, not valid, or failed to load.'),
    submit: namedChoices(SUBMITS, 'Joining: not yet, under way, done, or failed (on the whole form or on one field).'),
  },
} satisfies Meta<typeof InvitationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Nora Salem';
const PASSWORD = 'calls-all-day-2026';

const heading = (el: HTMLElement) => within(el).getByRole('heading', { level: 1 });
const nameField = (el: HTMLElement) => field(el, t('auth:invitation.name'));
const passwordField = (el: HTMLElement) => field(el, t('auth:invitation.password'));
const confirmField = (el: HTMLElement) => field(el, t('auth:invitation.confirmPassword'));
const joinButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('auth:invitation.submit') });

/** Name, password and its repeat, typed with the keyboard from the name field on (Tab between them), then Enter. */
async function joinWithKeyboard(el: HTMLElement, name: string, password: string, repeat = password) {
  nameField(el).focus();
  if (name) await userEvent.keyboard(name);
  await userEvent.tab();
  await expect(passwordField(el)).toHaveFocus();
  if (password) await userEvent.keyboard(password);
  await userEvent.tab();
  await expect(confirmField(el)).toHaveFocus();
  if (repeat) await userEvent.keyboard(repeat);
  await userEvent.keyboard('{Enter}');
}

/** The page shows who invites whom, with which role, and what that role may do. */
const offerPlay = (offer: InvitationOffer) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    const company = storyIsolate(offer.company);
    await expect(heading(canvasElement)).toHaveTextContent(t('auth:invitation.title', { company }));
    await expect(
      canvas.getByText(
        t('auth:invitation.invited', { company, email: storyIsolate(offer.email), role: t(`auth:invitation.roles.${offer.role}`) }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t(`auth:invitation.roleInfo.${offer.role}`))).toBeVisible();
    await expect(nameField(canvasElement)).toBeRequired();
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordField(canvasElement)).toHaveAccessibleDescription(t('auth:invitation.passwordHint', { min: MIN_PASSWORD_LENGTH }));
    await expect(confirmField(canvasElement)).toHaveAttribute('autocomplete', 'new-password');
    await expect(joinButton(canvasElement)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  };

/** An admin's invitation: the clinic, the e-mail invited, what an admin may do, and the form to join. */
export const LoadedAdmin: Story = { play: offerPlay(ADMIN_OFFER) };
export const LoadedAdminSpanish: Story = inLocale(LoadedAdmin, 'es');
export const LoadedAdminArabic: Story = inLocale(LoadedAdmin, 'ae', { play: true });
export const LoadedAdminMobile: Story = onMobile(LoadedAdmin, 'en', { play: true });

/** A staff member's invitation: what staff may do (calls, the test chat, the questions). */
export const LoadedStaff: Story = { args: { state: choice(STATES, 'Staff invitation') }, play: offerPlay(STAFF_OFFER) };
export const LoadedStaffArabic: Story = inLocale(LoadedStaff, 'ae');

/** Joining with the keyboard alone: the name, the password twice, Enter; the name is sent trimmed. */
export const JoinWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await joinWithKeyboard(canvasElement, `  ${NAME} `, PASSWORD);
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith({ name: NAME, password: PASSWORD });
    restFocus();
  },
};

/** Presses "Join the team" with the keyboard and expects the form to refuse: each message shown, the focus on the first invalid field. */
async function refused(el: HTMLElement, messages: string[], focused: () => HTMLElement) {
  joinButton(el).focus();
  await userEvent.keyboard('{Enter}');
  for (const message of messages) await expect(await within(el).findByText(message)).toBeVisible();
  await waitFor(() => expect(focused()).toHaveFocus());
}

/** Empty, a blank name, a short password, a repeat that differs: a message under each field, nothing sent, nothing typed lost. */
export const RefusedInBrowser: Story = {
  play: async ({ canvasElement, args, step }) => {
    const el = canvasElement;
    await step('empty: every field asked for', async () => {
      await refused(
        el,
        [t('auth:invitation.nameRequired'), t('auth:invitation.passwordRequired'), t('auth:invitation.confirmRequired')],
        () => nameField(el),
      );
    });
    await step('a blank name, a short password, another repeat', async () => {
      await joinWithKeyboard(el, '   ', 'short', 'shorter');
      await expect(await within(el).findByText(t('auth:invitation.nameRequired'))).toBeVisible();
      await expect(within(el).getByText(t('auth:invitation.passwordTooShort', { min: MIN_PASSWORD_LENGTH }))).toBeVisible();
      await expect(within(el).getByText(t('auth:invitation.passwordMismatch'))).toBeVisible();
      await waitFor(() => expect(nameField(el)).toHaveFocus());
      await expect(passwordField(el)).toHaveValue('short');
      await expect(confirmField(el)).toHaveValue('shorter');
    });
    await step('a name and a long password, repeated wrong', async () => {
      await userEvent.keyboard(NAME);
      passwordField(el).focus();
      await userEvent.keyboard(PASSWORD.slice('short'.length));
      await refused(el, [t('auth:invitation.passwordMismatch')], () => confirmField(el));
      await expect(passwordField(el)).not.toHaveAttribute('aria-invalid');
      await expect(nameField(el)).toHaveValue(`   ${NAME}`);
      await expect(passwordField(el)).toHaveValue(`short${PASSWORD.slice('short'.length)}`);
    });
    await expect(args.onAccept).not.toHaveBeenCalled();
    restFocus();
  },
};

/** Joining: the button says so and is busy (it keeps the focus, a press sends nothing twice). */
export const Joining: Story = {
  args: { submit: choice(SUBMITS, 'Joining') },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: t('auth:invitation.submitting') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};

/** Joined: the status says so while the portal logs the new member in. */
export const Joined: Story = {
  args: { submit: choice(SUBMITS, 'Joined') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth:invitation.joined'));
    await expect(within(canvasElement).getByRole('button', { name: t('auth:invitation.submitting') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The view as its page drives it: a join goes on its way, then the server answers `outcome`. */
function Answering({ outcome, ...props }: InvitationViewProps & { outcome: SaveState }) {
  const [submit, setSubmit] = useState<SaveState>(props.submit);
  const answer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(answer.current), []);
  return (
    <InvitationView
      {...props}
      submit={submit}
      onAccept={(input) => {
        props.onAccept(input);
        setSubmit(saving);
        answer.current = setTimeout(() => setSubmit(outcome), 300);
      }}
    />
  );
}

/** Joining failed: the server's message is announced, everything typed stays, and the button can be pressed again. */
export const JoinFailed: Story = {
  render: (args) => <Answering {...args} outcome={saveFailed()} />,
  play: async ({ canvasElement, args }) => {
    await joinWithKeyboard(canvasElement, NAME, PASSWORD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(args.onAccept).toHaveBeenCalledWith({ name: NAME, password: PASSWORD });
    await expect(nameField(canvasElement)).toHaveValue(NAME);
    await expect(passwordField(canvasElement)).toHaveValue(PASSWORD);
    await expect(confirmField(canvasElement)).toHaveValue(PASSWORD);
    await expect(joinButton(canvasElement)).not.toHaveAttribute('aria-disabled');
    restFocus();
  },
};

/** The server refused the password: its message, the password field marked invalid and focused, described by it. */
export const JoinFailedOnField: Story = {
  render: (args) => <Answering {...args} outcome={PASSWORD_REFUSED} />,
  play: async ({ canvasElement }) => {
    await joinWithKeyboard(canvasElement, NAME, PASSWORD);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This password is too common. Choose another one.');
    await waitFor(() => expect(passwordField(canvasElement)).toHaveFocus());
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(canvasElement).getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await expect(nameField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(nameField(canvasElement)).toHaveValue(NAME);
    await expect(passwordField(canvasElement)).toHaveValue(PASSWORD);
    restFocus();
  },
};

/** The server refused the name (as the page shows it, straight away): the message, the name field marked invalid and described by it. */
export const NameRefused: Story = {
  args: { submit: { status: 'error', message: textMessage('Use your real name, not an e-mail address.'), field: 'name' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Use your real name, not an e-mail address.');
    await expect(nameField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(canvasElement)).toHaveAccessibleDescription('Use your real name, not an e-mail address.');
    await expect(passwordField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};
export const NameRefusedArabic: Story = inLocale(NameRefused, 'ae');

/** Past its 7 days: a heading that says so and a request to have it sent again; no form. */
export const Expired: Story = {
  args: { state: choice(STATES, 'Expired') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent(t('auth:invitation.expiredTitle'));
    await expect(canvas.getByText(t('auth:invitation.expiredBody'))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const ExpiredArabic: Story = inLocale(Expired, 'ae');

/** Used, revoked or unknown: a heading that says so, why it may be, and a link to log in (in the page's language). */
export const Invalid: Story = {
  args: { state: choice(STATES, 'Not valid (used, revoked or unknown)') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent(t('auth:invitation.invalidTitle'));
    await expect(canvas.getByText(t('auth:invitation.invalidBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth:invitation.login') })).toHaveAttribute(
      'href',
      localizePath(PATHS.login, pageLocale()),
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
export const InvalidSpanish: Story = inLocale(Invalid, 'es', { play: true });
export const InvalidArabic: Story = inLocale(Invalid, 'ae');

/** Loading: a busy status in the shape of the card; no form yet. */
export const Loading: Story = {
  args: { state: choice(STATES, 'Loading') },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: t('auth:invitation.loading') });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The invitation could not be loaded: the reason, and Retry (pressed with the keyboard) asks again. */
export const LoadFailed: Story = {
  args: { state: choice(STATES, 'Failed to load') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(t('auth:invitation.loadError'));
    await expect(alert).toHaveTextContent(t('errors:network'));
    canvas.getByRole('button', { name: t('common:actions.retry') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const LoadFailedArabic: Story = inLocale(LoadFailed, 'ae');
