/**
 * The team view's stories' common ground (its three story files: members, invitations, handover):
 * the teams and actions a designer can pick, the view driven as its page drives it, and the
 * controls the plays look for.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { TeamView, type TeamViewProps } from '@/features/team/TeamView';
import type { LoadState, SaveState } from '@/lib/loadState';
import { type Locale } from '@/lib/locale';
import type { Role } from '@/lib/roles';
import type { Invitation, Team, TeamAction } from '@/lib/team';
import { INVITATION_EXPIRED, MEMBER_ADMIN, MEMBER_OWNER, MEMBER_STAFF, STORY_TEAM, teamSeenBy } from '../fixtures/team';
import { field } from '../support/fields';
import { heldAnswers } from '../support/heldAnswer';
import { storyIsolate, t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta, saved, saveFailed, saving } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';

/** The teams a designer can show. */
export const TEAMS = {
  'Owner, admin, staff and two invitations': loaded(STORY_TEAM),
  'Seen by the admin': loaded(teamSeenBy(MEMBER_ADMIN)),
  'Seen by the staff member': loaded(teamSeenBy(MEMBER_STAFF)),
  'Only the owner': loaded({ members: [MEMBER_OWNER], invitations: [] }),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Team>>;

/** What the page may be doing to a row. */
export const ACTIONS = {
  None: null,
  'Removing Marta': { kind: 'remove', id: MEMBER_ADMIN.id, state: saving },
  'Removing Marta failed': { kind: 'remove', id: MEMBER_ADMIN.id, state: saveFailed() },
  'Resending the expired invitation': { kind: 'resend', id: INVITATION_EXPIRED.id, state: saving },
  "Changing Omar's role failed": { kind: 'role', id: MEMBER_STAFF.id, state: saveFailed() },
} satisfies Record<string, TeamAction | null>;

export const ROLES: Record<string, Role> = { Owner: 'owner', Admin: 'admin', Staff: 'staff' };

/** What every story of the team view starts from: the owner's view of the whole team, nothing under way. */
export const teamMeta = {
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

export type TeamStory = StoryObj<typeof teamMeta>;

/** How the page answers in a live story: after a moment, with this outcome. */
export interface LiveParameters {
  outcome?: SaveState;
  /** Keep each answer until the play lets it through (`teamAnswers.release`), to look at the state in between. */
  held?: boolean;
}

/** The answers of a held live story. */
export const teamAnswers = heldAnswers();

export const LATER_MS = 150;
export const NEW_INVITATION = (email: string, input: Pick<Invitation, 'role' | 'language'>): Invitation => ({
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
export function LiveTeam({ outcome, held, ...args }: TeamViewProps & { outcome: SaveState; held: boolean }) {
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
export const live = (outcome: SaveState = saved, held = false): Pick<TeamStory, 'render' | 'parameters'> => ({
  render: (args, { parameters }) => {
    const given = parameters as LiveParameters;
    return <LiveTeam {...args} outcome={given.outcome ?? saved} held={given.held ?? false} />;
  },
  parameters: { outcome, held } satisfies LiveParameters,
});

export const localeOf = (globals: Record<string, unknown>) => (globals.locale ?? 'en') as Locale;
export const canvasOf = (el: HTMLElement) => within(el);
export const memberRows = (el: HTMLElement) => within(el).getAllByTestId('team-member');
export const invitationRows = (el: HTMLElement) => within(el).queryAllByTestId('team-invitation');
export const heading = (el: HTMLElement, key: 'team:members.title' | 'team:invitations.title' | 'team:invite.title') =>
  within(el).getByRole('heading', { level: 2, name: t(key) });
export const roleOf = (el: HTMLElement, name: string) =>
  within(el).getByRole('combobox', { name: t('team:members.roleOf', { name: storyIsolate(name) }) });
export const removeButton = (el: HTMLElement, name: string) =>
  within(el).getByRole('button', { name: t('team:members.removeNamed', { name: storyIsolate(name) }) });
export const resendButton = (el: HTMLElement, email: string) =>
  within(el).getByRole('button', { name: t('team:invitations.resendNamed', { email: storyIsolate(email) }) });
export const revokeButton = (el: HTMLElement, email: string) =>
  within(el).getByRole('button', { name: t('team:invitations.revokeNamed', { email: storyIsolate(email) }) });
export const emailField = (el: HTMLElement) => field(el, t('team:invite.email'));
export const roleField = (el: HTMLElement) => field(el, t('team:invite.role'));
export const languageField = (el: HTMLElement) => field(el, t('team:invite.language'));
export const submit = (el: HTMLElement) => within(el).getByRole('button', { name: t('team:invite.submit') });
/** The removal's question, asked in place on the member's row (a group named by the question): none while closed. */
export const removeQuestionName = (name: string) => t('team:remove.title', { name: storyIsolate(name) });
export const removeQuestion = (el: HTMLElement, name: string) => within(el).findByRole('group', { name: removeQuestionName(name) });
export const noRemoveQuestion = (el: HTMLElement) => within(el).queryByTestId('team-remove-question');
export const confirmButton = (question: HTMLElement) => within(question).getByRole('button', { name: t('team:remove.confirm') });
export const cancelButton = (question: HTMLElement) => within(question).getByRole('button', { name: t('team:remove.cancel') });
/** The member's row: the question opens there, not over the page. */
export const rowOf = (el: HTMLElement, email: string) => {
  const row = memberRows(el).find((member) => member.textContent?.includes(email));
  if (!row) throw new Error(`the row of ${email} expected`);
  return row;
};
