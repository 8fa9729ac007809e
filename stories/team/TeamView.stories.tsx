import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TeamView, type TeamViewProps } from '@/features/team/TeamView';
import { formatDateTime } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import { LOCALE_INFO, type Locale } from '@/lib/locale';
import { textMessage } from '@/lib/message';
import type { Role } from '@/lib/roles';
import type { Invitation, Team, TeamAction } from '@/lib/team';
import { INVITATION_EXPIRED, INVITATION_PENDING, MEMBER_ADMIN, MEMBER_OWNER, MEMBER_STAFF, STORY_TEAM, teamSeenBy } from '../fixtures/team';
import { atRest, restFocus } from '../support/atRest';
import { field } from '../support/fields';
import { heldAnswers } from '../support/heldAnswer';
import { storyIsolate, t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta, saved, saveFailed, saving } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { inLocale, onMobile } from '../support/variants';

/** The teams a designer can show. */
const TEAMS = {
  'Owner, admin, staff and two invitations': loaded(STORY_TEAM),
  'Seen by the admin': loaded(teamSeenBy(MEMBER_ADMIN)),
  'Seen by the staff member': loaded(teamSeenBy(MEMBER_STAFF)),
  'Only the owner': loaded({ members: [MEMBER_OWNER], invitations: [] }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Team>>;

/** What the page may be doing to a row. */
const ACTIONS = {
  None: null,
  'Removing Marta': { kind: 'remove', id: MEMBER_ADMIN.id, state: saving },
  'Removing Marta failed': { kind: 'remove', id: MEMBER_ADMIN.id, state: saveFailed() },
  'Resending the expired invitation': { kind: 'resend', id: INVITATION_EXPIRED.id, state: saving },
  "Changing Omar's role failed": { kind: 'role', id: MEMBER_STAFF.id, state: saveFailed() },
} satisfies Record<string, TeamAction | null>;

const ROLES: Record<string, Role> = { Owner: 'owner', Admin: 'admin', Staff: 'staff' };

const meta = {
  title: 'Portal/Team/Members',
  component: TeamView,
  ...portalViewMeta({
    state: choice(TEAMS, 'Owner, admin, staff and two invitations'),
    role: 'owner',
    invite: choice(SAVE_CHOICES, 'Not saved yet'),
    onInvite: fn(),
    action: choice(ACTIONS, 'None'),
    onResend: fn(),
    onRevoke: fn(),
    onChangeRole: fn(),
    onRemove: fn(),
    onEndSessions: fn(),
    handover: choice(SAVE_CHOICES, 'Not saved yet'),
    onHandOver: fn(),
  }),
  argTypes: {
    state: namedChoices(TEAMS, 'The team: loading, failed, or loaded (its members and the invitations waiting).'),
    role: { control: 'select', options: Object.values(ROLES), description: "The viewer's role: only the owner manages the team." },
    invite: namedChoices(SAVE_CHOICES, 'Sending an invitation: not yet, under way, sent or failed.'),
    action: namedChoices(ACTIONS, 'What is being (or was last) done to one member or invitation, and how it went.'),
    handover: namedChoices(SAVE_CHOICES, 'Handing the account to an admin: not yet, under way, done or refused.'),
  },
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the page answers in a live story: after a moment, with this outcome. */
interface LiveParameters {
  outcome?: SaveState;
  /** Keep each answer until the play lets it through (`teamAnswers.release`), to look at the state in between. */
  held?: boolean;
}

/** The answers of a held live story. */
const teamAnswers = heldAnswers();

const LATER_MS = 150;
const NEW_INVITATION = (email: string, input: Pick<Invitation, 'role' | 'language'>): Invitation => ({
  id: 99,
  email,
  ...input,
  sentAt: '2026-11-30T10:00:00.000Z',
  expiresAt: '2026-12-07T10:00:00.000Z',
  expired: false,
});

/**
 * The view as the page drives it: each press calls the story's spy, shows the action under way,
 * and after a moment its outcome (`parameters.outcome`, a success unless said); a success changes
 * the team as the server would (the invitation added, the row gone, the role changed).
 */
function LiveTeam({ outcome, held, ...args }: TeamViewProps & { outcome: SaveState; held: boolean }) {
  const [team, setTeam] = useState(args.state);
  const [invite, setInvite] = useState(args.invite);
  const [action, setAction] = useState(args.action);
  const [handover, setHandover] = useState(args.handover);
  const [role, setRole] = useState(args.role);
  const change = (update: (team: Team) => Team) => {
    if (outcome.status === 'success') setTeam((current) => (current.status === 'loaded' ? loaded(update(current.data)) : current));
  };
  const later = (answer: () => void) => {
    if (held) void teamAnswers.hold().then(answer);
    else setTimeout(answer, LATER_MS);
  };
  const act = (kind: TeamAction['kind'], id: number, update: (team: Team) => Team) => {
    setAction({ kind, id, state: saving });
    later(() => {
      change(update);
      setAction({ kind, id, state: outcome });
    });
  };
  return (
    <TeamView
      {...args}
      state={team}
      role={role}
      invite={invite}
      action={action}
      handover={handover}
      onHandOver={(input) => {
        args.onHandOver(input);
        setHandover(saving);
        later(() => {
          // Handed over, the page loads the team and the session again: the viewer is an admin.
          change((current) => ({
            ...current,
            members: current.members.map((member) =>
              member.id === input.memberId ? { ...member, role: 'owner' } : member.you ? { ...member, role: 'admin' } : member,
            ),
          }));
          setHandover(outcome);
          if (outcome.status === 'success') setRole('admin');
        });
      }}
      onInvite={(input) => {
        args.onInvite(input);
        setInvite(saving);
        later(() => {
          change((current) => ({ ...current, invitations: [...current.invitations, NEW_INVITATION(input.email, input)] }));
          setInvite(outcome);
        });
      }}
      onResend={(id) => {
        args.onResend(id);
        act('resend', id, (current) => ({
          ...current,
          invitations: current.invitations.map((invitation) =>
            invitation.id === id ? { ...NEW_INVITATION(invitation.email, invitation), id } : invitation,
          ),
        }));
      }}
      onRevoke={(id) => {
        args.onRevoke(id);
        act('revoke', id, (current) => ({ ...current, invitations: current.invitations.filter((invitation) => invitation.id !== id) }));
      }}
      onChangeRole={(id, role) => {
        args.onChangeRole(id, role);
        act('role', id, (current) => ({
          ...current,
          members: current.members.map((member) => (member.id === id ? { ...member, role } : member)),
        }));
      }}
      onRemove={(id) => {
        args.onRemove(id);
        act('remove', id, (current) => ({ ...current, members: current.members.filter((member) => member.id !== id) }));
      }}
      onEndSessions={(id) => {
        args.onEndSessions(id);
        act('signOut', id, (current) => current);
      }}
    />
  );
}

/** A story driven by {@link LiveTeam}. */
const live = (outcome: SaveState = saved, held = false): Pick<Story, 'render' | 'parameters'> => ({
  render: (args, { parameters }) => {
    const given = parameters as LiveParameters;
    return <LiveTeam {...args} outcome={given.outcome ?? saved} held={given.held ?? false} />;
  },
  parameters: { outcome, held } satisfies LiveParameters,
});

const localeOf = (globals: Record<string, unknown>) => (globals.locale ?? 'en') as Locale;
const canvasOf = (el: HTMLElement) => within(el);
const memberRows = (el: HTMLElement) => within(el).getAllByTestId('team-member');
const invitationRows = (el: HTMLElement) => within(el).queryAllByTestId('team-invitation');
const heading = (el: HTMLElement, key: 'team:members.title' | 'team:invitations.title' | 'team:invite.title') =>
  within(el).getByRole('heading', { level: 2, name: t(key) });
const roleOf = (el: HTMLElement, name: string) =>
  within(el).getByRole('combobox', { name: t('team:members.roleOf', { name: storyIsolate(name) }) });
const removeButton = (el: HTMLElement, name: string) =>
  within(el).getByRole('button', { name: t('team:members.removeNamed', { name: storyIsolate(name) }) });
const resendButton = (el: HTMLElement, email: string) =>
  within(el).getByRole('button', { name: t('team:invitations.resendNamed', { email: storyIsolate(email) }) });
const revokeButton = (el: HTMLElement, email: string) =>
  within(el).getByRole('button', { name: t('team:invitations.revokeNamed', { email: storyIsolate(email) }) });
const emailField = (el: HTMLElement) => field(el, t('team:invite.email'));
const roleField = (el: HTMLElement) => field(el, t('team:invite.role'));
const languageField = (el: HTMLElement) => field(el, t('team:invite.language'));
const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('team:invite.submit') });
/** The removal's question, asked in place on the member's row (a group named by the question): none while closed. */
const removeQuestionName = (name: string) => t('team:remove.title', { name: storyIsolate(name) });
const removeQuestion = (el: HTMLElement, name: string) => within(el).findByRole('group', { name: removeQuestionName(name) });
const noRemoveQuestion = (el: HTMLElement) => within(el).queryByTestId('team-remove-question');
const confirmButton = (question: HTMLElement) => within(question).getByRole('button', { name: t('team:remove.confirm') });
const cancelButton = (question: HTMLElement) => within(question).getByRole('button', { name: t('team:remove.cancel') });
/** The member's row: the question opens there, not over the page. */
const rowOf = (el: HTMLElement, email: string) => {
  const row = memberRows(el).find((member) => member.textContent?.includes(email));
  if (!row) throw new Error(`the row of ${email} expected`);
  return row;
};

/**
 * The owner's view: the three people, each with their role (the owner's own row marked You and
 * without controls), what each role can do, the two invitations (the expired one marked) and the
 * invitation form, its language the page's.
 */
export const OwnerLoaded: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const locale = localeOf(globals);
    const canvas = canvasOf(canvasElement);
    await step('three sections, each a level 2 heading', async () => {
      await expect(heading(canvasElement, 'team:members.title')).toBeVisible();
      await expect(heading(canvasElement, 'team:invitations.title')).toBeVisible();
      await expect(heading(canvasElement, 'team:invite.title')).toBeVisible();
      await expect(canvas.queryByTestId('team-read-only')).toBeNull();
    });
    await step('the members: the owner first, marked You, without controls', async () => {
      const [owner, admin, staff] = memberRows(canvasElement);
      if (!owner || !admin || !staff) throw new Error('three members expected');
      await expect(owner).toHaveTextContent(MEMBER_OWNER.name);
      await expect(owner).toHaveTextContent(MEMBER_OWNER.email);
      await expect(owner).toHaveTextContent(t('team:roles.owner'));
      await expect(owner).toHaveTextContent(t('team:members.you'));
      await expect(owner).toHaveTextContent(
        t('team:members.joined', { date: formatDateTime(MEMBER_OWNER.joinedAt, locale, { dateStyle: 'medium' }) }),
      );
      await expect(within(owner).queryByRole('button')).toBeNull();
      await expect(within(owner).queryByRole('combobox')).toBeNull();
      await expect(admin).toHaveTextContent(MEMBER_ADMIN.email);
      await expect(admin).not.toHaveTextContent(t('team:members.you'));
      await expect(roleOf(admin, MEMBER_ADMIN.name)).toHaveValue('admin');
      await expect(removeButton(admin, MEMBER_ADMIN.name)).toBeEnabled();
      await expect(roleOf(staff, MEMBER_STAFF.name)).toHaveValue('staff');
      await expect(removeButton(staff, MEMBER_STAFF.name)).toBeEnabled();
    });
    await step('what each role can do', async () => {
      const terms = canvas.getAllByRole('term').map((term) => term.textContent);
      await expect(terms).toEqual([t('team:roles.owner'), t('team:roles.admin'), t('team:roles.staff')]);
      const definitions = canvas.getAllByRole('definition').map((definition) => definition.textContent);
      await expect(definitions).toEqual([t('team:roleHelp.owner'), t('team:roleHelp.admin'), t('team:roleHelp.staff')]);
    });
    await step('the invitations: language, sent and expiry dates; the expired one marked', async () => {
      const [pending, expired] = invitationRows(canvasElement);
      if (!pending || !expired) throw new Error('two invitations expected');
      await expect(pending).toHaveTextContent(INVITATION_PENDING.email);
      await expect(pending).toHaveTextContent(LOCALE_INFO.es.nativeName);
      await expect(pending).toHaveTextContent(t('team:invitations.sent', { date: formatDateTime(INVITATION_PENDING.sentAt, locale) }));
      await expect(pending).toHaveTextContent(
        t('team:invitations.expires', { date: formatDateTime(INVITATION_PENDING.expiresAt, locale) }),
      );
      await expect(pending).not.toHaveTextContent(t('team:invitations.expired'));
      await expect(expired).toHaveTextContent(t('team:invitations.expired'));
      await expect(expired).toHaveTextContent(
        t('team:invitations.expiredOn', { date: formatDateTime(INVITATION_EXPIRED.expiresAt, locale) }),
      );
      await expect(resendButton(expired, INVITATION_EXPIRED.email)).toBeEnabled();
      await expect(revokeButton(pending, INVITATION_PENDING.email)).toBeEnabled();
    });
    await step('the form: Staff and the page’s language by default; an address reads left to right', async () => {
      await expect(emailField(canvasElement)).toHaveValue('');
      await expect(emailField(canvasElement)).toBeRequired();
      await expect(getComputedStyle(emailField(canvasElement)).direction).toBe('ltr');
      await expect(roleField(canvasElement)).toHaveValue('staff');
      await expect(languageField(canvasElement)).toHaveValue(locale);
    });
  },
};
export const OwnerLoadedSpanish: Story = inLocale(OwnerLoaded, 'es');
export const OwnerLoadedArabic: Story = inLocale(OwnerLoaded, 'ae', { play: true });
export const OwnerLoadedMobile: Story = onMobile(OwnerLoaded, 'en', { play: true });

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

/** Omar made an admin: the select says so while it saves, and the status once done. */
export const RoleChanged: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(roleOf(canvasElement, MEMBER_STAFF.name), 'admin');
    await expect(args.onChangeRole).toHaveBeenCalledOnce();
    await expect(args.onChangeRole).toHaveBeenCalledWith(MEMBER_STAFF.id, 'admin');
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toHaveValue('admin');
    await waitFor(() =>
      expect(within(canvasElement).getByText(t('team:members.roleChanged', { name: storyIsolate(MEMBER_STAFF.name) }))).toBeVisible(),
    );
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toHaveValue('admin');
    restFocus();
  },
};

/** A lost phone: Omar is signed out everywhere with the keyboard; he stays in the team and the page says so. */
export const SignedOutEverywhere: Story = {
  ...live(),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: t('team:members.signOutNamed', { name: storyIsolate(MEMBER_STAFF.name) }),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEndSessions).toHaveBeenCalledWith(MEMBER_STAFF.id);
    await waitFor(() =>
      expect(within(canvasElement).getByText(t('team:members.signedOut', { name: storyIsolate(MEMBER_STAFF.name) }))).toBeVisible(),
    );
    await expect(rowOf(canvasElement, MEMBER_STAFF.email)).toBeVisible();
    await expect(button).toHaveFocus();
    restFocus();
  },
};

/**
 * Removing Marta: Remove asks first, in place on her row (no dialog): the question, what it does
 * and that her sessions end at once, the confirm button focused. Cancel or Escape keeps her and
 * puts Remove back, focused; confirmed, Remove is busy, her row leaves and the focus goes to the
 * Members heading.
 */
export const RemoveWithConfirmation: Story = {
  ...live(saved, true),
  play: async ({ canvasElement, args, step }) => {
    const row = rowOf(canvasElement, MEMBER_ADMIN.email);
    await step('Remove gives way to the question on her row, its confirm button focused', async () => {
      removeButton(canvasElement, MEMBER_ADMIN.name).focus();
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await expect(question).toBeVisible();
      await expect(question).toHaveTextContent(
        t('team:remove.text', { name: storyIsolate(MEMBER_ADMIN.name), email: storyIsolate(MEMBER_ADMIN.email) }),
      );
      await expect(question).toHaveTextContent(t('team:remove.consequence'));
      await expect(within(document.body).queryByRole('dialog')).toBeNull();
      await expect(
        within(row).queryByRole('button', { name: t('team:members.removeNamed', { name: storyIsolate(MEMBER_ADMIN.name) }) }),
      ).toBeNull();
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await expect(confirmButton(question)).toHaveAccessibleDescription(
        `${t('team:remove.text', { name: storyIsolate(MEMBER_ADMIN.name), email: storyIsolate(MEMBER_ADMIN.email) })} ${t('team:remove.consequence')}`,
      );
    });
    await step('Cancel leaves Marta in the team and gives the focus back to Remove', async () => {
      await userEvent.tab();
      await expect(cancelButton(await removeQuestion(row, MEMBER_ADMIN.name))).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await expect(args.onRemove).not.toHaveBeenCalled();
      await expect(memberRows(canvasElement)).toHaveLength(3);
    });
    await step('Escape closes it too, from the confirm button or from Cancel', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(async () => expect(confirmButton(await removeQuestion(row, MEMBER_ADMIN.name))).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await userEvent.tab();
      await expect(cancelButton(question)).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(noRemoveQuestion(canvasElement)).toBeNull());
      await waitFor(() => expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveFocus());
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
    await step('confirmed: Remove busy with the focus, then the row gone and the focus on the Members heading', async () => {
      await userEvent.keyboard('{Enter}');
      const question = await removeQuestion(row, MEMBER_ADMIN.name);
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onRemove).toHaveBeenCalledOnce();
      await expect(args.onRemove).toHaveBeenCalledWith(MEMBER_ADMIN.id);
      await expect(noRemoveQuestion(canvasElement)).toBeNull();
      const busy = removeButton(canvasElement, MEMBER_ADMIN.name);
      await expect(busy).toHaveAttribute('aria-disabled', 'true');
      await expect(busy).toHaveFocus();
      teamAnswers.release();
      await waitFor(() => expect(memberRows(canvasElement)).toHaveLength(2));
      await expect(within(canvasElement).getByText(t('team:members.removed'))).toBeVisible();
      await waitFor(() => expect(heading(canvasElement, 'team:members.title')).toHaveFocus());
    });
    restFocus();
  },
};

/**
 * The question open on Marta's row, as the owner sees it after pressing Remove: the question,
 * what the removal does, and the confirm button (focused) beside Cancel. One question at a time:
 * Omar's Remove closes Marta's question and opens his.
 */
export const RemoveAsked: Story = {
  parameters: atRest({ focus: () => t('team:remove.confirm') }),
  play: async ({ canvasElement, args, step }) => {
    await step('one question at a time', async () => {
      await userEvent.click(removeButton(canvasElement, MEMBER_STAFF.name));
      await removeQuestion(rowOf(canvasElement, MEMBER_STAFF.email), MEMBER_STAFF.name);
      await userEvent.click(removeButton(canvasElement, MEMBER_ADMIN.name));
      await expect(within(canvasElement).getAllByTestId('team-remove-question')).toHaveLength(1);
      await expect(removeButton(canvasElement, MEMBER_STAFF.name)).toBeVisible();
    });
    await step("Marta's question, its confirm button focused", async () => {
      const question = await removeQuestion(rowOf(canvasElement, MEMBER_ADMIN.email), MEMBER_ADMIN.name);
      await expect(question).toHaveTextContent(t('team:remove.consequence'));
      await waitFor(() => expect(confirmButton(question)).toHaveFocus());
      await expect(cancelButton(question)).toBeVisible();
      await expect(args.onRemove).not.toHaveBeenCalled();
    });
  },
};
export const RemoveAskedArabic: Story = inLocale(RemoveAsked, 'ae', { play: true });
export const RemoveAskedMobile: Story = onMobile(RemoveAsked, 'en', { play: true });

/** Removing: Marta's Remove is busy (it keeps the focus); the other rows' controls wait. */
export const Removing: Story = {
  args: { action: ACTIONS['Removing Marta'] },
  play: async ({ canvasElement }) => {
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAttribute('aria-disabled', 'true');
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAttribute('data-loading', 'true');
    await expect(removeButton(canvasElement, MEMBER_STAFF.name)).toBeDisabled();
    await expect(roleOf(canvasElement, MEMBER_STAFF.name)).toBeDisabled();
  },
};

/** Removing Marta failed: the reason beside her row, which stays; Remove can be pressed again. */
export const ActionFailed: Story = {
  args: { action: ACTIONS['Removing Marta failed'] },
  play: async ({ canvasElement }) => {
    const [, admin] = memberRows(canvasElement);
    if (!admin) throw new Error('Marta’s row expected');
    await expect(within(admin).getByRole('alert')).toHaveTextContent(t('errors:network'));
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toHaveAccessibleDescription(t('errors:network'));
    await expect(removeButton(canvasElement, MEMBER_ADMIN.name)).toBeEnabled();
    await expect(memberRows(canvasElement)).toHaveLength(3);
  },
};
export const ActionFailedArabic: Story = inLocale(ActionFailed, 'ae');

/** Changing Omar's role failed: the reason beside his row, his role as it was, the select pointing at the reason. */
export const RoleChangeFailed: Story = {
  args: { action: ACTIONS["Changing Omar's role failed"] },
  play: async ({ canvasElement }) => {
    const select = roleOf(canvasElement, MEMBER_STAFF.name);
    await expect(select).toHaveValue('staff');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(t('errors:network'));
  },
};

/** The team read-only, as someone who is not the owner sees it: the reason once, and no control to manage it. */
const readOnlyPlay =
  (you: typeof MEMBER_ADMIN) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getAllByText(t('team:readOnly'))).toHaveLength(1);
    await expect(canvas.getByRole('note')).toHaveTextContent(t('team:readOnly'));
    await expect(memberRows(canvasElement)).toHaveLength(3);
    await expect(invitationRows(canvasElement)).toHaveLength(2);
    const mine = memberRows(canvasElement).find((row) => row.textContent?.includes(you.email));
    await expect(mine).toHaveTextContent(t('team:members.you'));
    await expect(mine).toHaveTextContent(t(`team:roles.${you.role}`));
    // Nothing to press, choose or type: the controls are not there.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('team:invite.title') })).toBeNull();
    await expect(canvas.getByText(t('team:roleHelp.admin'))).toBeVisible();
  };

/** The admin sees the team and what each role can do, read-only, with the reason. */
export const AdminViewer: Story = {
  args: { role: 'admin', state: TEAMS['Seen by the admin'] },
  play: readOnlyPlay(MEMBER_ADMIN),
};
export const AdminViewerArabic: Story = inLocale(AdminViewer, 'ae', { play: true });

/** The staff member sees it the same way. */
export const StaffViewer: Story = {
  args: { role: 'staff', state: TEAMS['Seen by the staff member'] },
  play: readOnlyPlay(MEMBER_STAFF),
};

const handOverButton = (el: HTMLElement) => within(el).getByRole('button', { name: t('team:handover.submit') });
const newOwnerField = (el: HTMLElement) => field(el, t('team:handover.newOwner'));
const ownerPasswordField = (el: HTMLElement) => field(el, t('team:handover.password'));

/**
 * The owner hands the account to Marta, the one admin, with the keyboard: the admin is chosen
 * already, the password typed and Enter pressed (the focus stays in the field); the button is busy while it goes, then the
 * Members section says Marta owns the account, the viewer (now an admin) sees the team read-only
 * and the focus is on the Members heading.
 */
export const HandedOver: Story = {
  ...live(saved, true),
  play: async ({ canvasElement, args, step }) => {
    const canvas = canvasOf(canvasElement);
    await step('Marta is the admin to choose; the password confirms', async () => {
      await expect(canvas.getByRole('heading', { name: t('team:handover.title') })).toBeVisible();
      await expect(newOwnerField(canvasElement)).toHaveValue(String(MEMBER_ADMIN.id));
      await expect(
        within(newOwnerField(canvasElement))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([MEMBER_ADMIN.name]);
      await userEvent.click(ownerPasswordField(canvasElement));
      await userEvent.keyboard('Demo1234!{Enter}');
      await expect(args.onHandOver).toHaveBeenCalledOnce();
      await expect(args.onHandOver).toHaveBeenCalledWith({ memberId: MEMBER_ADMIN.id, password: 'Demo1234!' });
      await expect(handOverButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
      await expect(ownerPasswordField(canvasElement)).toHaveFocus();
      teamAnswers.release();
    });
    await step('done: said in the Members section, which takes the focus; the team is read-only now', async () => {
      await waitFor(() =>
        expect(canvas.getByText(t('team:handover.done', { name: storyIsolate(MEMBER_ADMIN.name) }))).toHaveAttribute('role', 'status'),
      );
      await waitFor(() => expect(heading(canvasElement, 'team:members.title')).toHaveFocus());
      await expect(canvas.getByRole('note')).toHaveTextContent(t('team:readOnly'));
      await expect(canvas.queryByRole('heading', { name: t('team:handover.title') })).toBeNull();
      await expect(rowOf(canvasElement, MEMBER_ADMIN.email)).toHaveTextContent(t('team:roles.owner'));
      await expect(rowOf(canvasElement, MEMBER_OWNER.email)).toHaveTextContent(t('team:roles.admin'));
    });
    restFocus();
  },
};
export const HandedOverArabic: Story = inLocale(HandedOver, 'ae', { play: true });

/** Without the password nothing is sent: the field says why and takes the focus. */
export const HandOverWithoutPassword: Story = {
  play: async ({ canvasElement, args }) => {
    handOverButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHandOver).not.toHaveBeenCalled();
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveFocus());
    await expect(ownerPasswordField(canvasElement)).toHaveAccessibleDescription(t('team:handover.passwordRequired'));
    restFocus();
  },
};

/** A wrong password: the server's reason under the field, which takes the focus; what was typed stays and the owner is still the owner. */
export const HandOverWrongPassword: Story = {
  ...live({ status: 'error', message: textMessage('Your password is incorrect.'), field: 'password' }),
  play: async ({ canvasElement, args }) => {
    await userEvent.type(ownerPasswordField(canvasElement), 'not-it{Enter}');
    await expect(args.onHandOver).toHaveBeenCalledOnce();
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(ownerPasswordField(canvasElement)).toHaveAccessibleDescription('Your password is incorrect.');
    await waitFor(() => expect(ownerPasswordField(canvasElement)).toHaveFocus());
    await expect(ownerPasswordField(canvasElement)).toHaveValue('not-it');
    await expect(handOverButton(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
    restFocus();
  },
};

/** Nobody to hand it to: only an admin can become the owner, and the section says so. */
export const HandOverWithoutAdmin: Story = {
  args: { state: loaded({ members: [MEMBER_OWNER, MEMBER_STAFF], invitations: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t('team:handover.noAdmin'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('team:handover.submit') })).toBeNull();
  },
};

/** Only the owner and nobody invited: the Invitations section says so. */
export const OnlyTheOwner: Story = {
  args: { state: TEAMS['Only the owner'] },
  play: async ({ canvasElement }) => {
    await expect(memberRows(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).getByText(t('team:invitations.none'))).toBeVisible();
  },
};

/** Loading: the busy status says so; no list yet. */
export const Loading: Story = {
  args: { state: loading },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: t('team:loading') });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The team failed to load: the reason, and Try again asks again. */
export const LoadFailed: Story = {
  args: { state: loadFailed() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors:network'));
    within(canvasElement)
      .getByRole('button', { name: t('common:actions.retry') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const LoadFailedArabic: Story = inLocale(LoadFailed, 'ae');
