import { Alert, Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { Message } from '@/lib/message';
import { MEMBER_ROLES, type MemberRole, type Role } from '@/lib/roles';
import type { HandOverInput, InvitationInput, Team, TeamAction } from '@/lib/team';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useIsolate } from '@/ui/ForeignText';
import { useMessageText } from '@/ui/MessageText';
import { RetryButton } from '@/ui/RetryButton';
import { HandOverForm } from './HandOverForm';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { MemberRow } from './MemberRow';
import { INVITATION_KINDS, MEMBER_KINDS, RowList } from './TeamRows';

export interface TeamViewProps {
  /** The team (its members, the owner first, and the invitations waiting): loading, failed, or loaded. */
  state: LoadState<Team>;
  /** The viewer's role: only the owner manages the team. */
  role: Role;
  /** Sending an invitation: idle, under way, sent (the form empties) or refused (what was typed stays). */
  invite: SaveState;
  /** "Send invitation" pressed with a valid address, the role given and the language of the e-mail. */
  onInvite: (input: InvitationInput) => void;
  /** What is being (or was last) done to one member or invitation, and how it went; null before the first. */
  action: TeamAction | null;
  /** Resend pressed on an invitation (a new link, valid 7 more days). */
  onResend: (id: number) => void;
  /** Revoke pressed on an invitation (its link stops working). */
  onRevoke: (id: number) => void;
  /** Another role chosen for a member. */
  onChangeRole: (id: number, role: MemberRole) => void;
  /** Removing a member confirmed (their sessions end at once). */
  onRemove: (id: number) => void;
  /** "Sign out everywhere" pressed on a member (a lost phone): their sessions end, they stay in the team. */
  onEndSessions: (id: number) => void;
  /** Handing the account to an admin: idle, under way, done (the viewer is an admin from then on) or refused (what was typed stays). */
  handover: SaveState;
  /** "Hand over the account" pressed with an admin chosen and the owner's password. */
  onHandOver: (input: HandOverInput) => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

const MEMBERS_TITLE = 'team-members-title';
const INVITATIONS_TITLE = 'team-invitations-title';
const INVITE_TITLE = 'team-invite-title';
const HANDOVER_TITLE = 'team-handover-title';

/**
 * The team page's content (`/dashboard/team`, under the page's h1): the people who share the
 * account, each with their role; the invitations waiting (resend, revoke); and a form to invite
 * someone with a role and the language of their e-mail. Only the owner changes the team: anyone
 * else sees it read-only, told why once, with no controls. A member's removal is confirmed in
 * place, on their row (their sessions end at once): Remove gives way to the question, its confirm
 * button focused; Cancel or Escape puts Remove back, focused. When a removed member's row or a
 * revoked invitation leaves the list with the focused button, the focus goes to the section's heading.
 * Last, the owner may hand the account to an admin (confirmed with their password): once done,
 * the Members section says so, and takes the focus as the form leaves with the viewer's new role.
 */
export function TeamView({ state, role, onRetry, ...actions }: TeamViewProps) {
  const { t } = useTranslation('team');
  const messageText = useMessageText();

  if (state.status === 'loading')
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')} role="status">
        <Skeleton height={28} width="30%" />
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert role="alert">{t('loadError', { reason: messageText(state.message) })}</ErrorAlert>
        <RetryButton
          variant="light"
          onRetry={onRetry}
          retrying={state.retrying === true}
          focusAfter={() => document.getElementById(MEMBERS_TITLE)}
        />
      </Stack>
    );
  return <TeamSections {...actions} team={state.data} manage={role === 'owner'} />;
}

type SectionsProps = Omit<TeamViewProps, 'state' | 'role' | 'onRetry'> & { team: Team; manage: boolean };

function TeamSections({
  team,
  manage,
  invite,
  onInvite,
  action,
  onResend,
  onRevoke,
  onChangeRole,
  onRemove,
  onEndSessions,
  handover,
  onHandOver,
}: SectionsProps) {
  const { t } = useTranslation('team');
  const isolate = useIsolate();
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const invitationsHeading = useRef<HTMLHeadingElement>(null);
  /** The member whose removal is being asked on their row: one question at a time. */
  const [asking, setAsking] = useState<number | null>(null);
  /** The admin the account was last handed to, named once it is done. */
  const [heir, setHeir] = useState<string | null>(null);
  const handedOver = handover.status === 'success' && heir !== null;

  // Handed over, the viewer is an admin and the form leaves with the focused button: the Members
  // section, which says so, takes the focus.
  useLayoutEffect(() => {
    if (!handedOver) return;
    const active = document.activeElement;
    if (!active || active === document.body) membersHeading.current?.focus();
  }, [handedOver, manage]);

  // A removed member's row, or a revoked invitation, leaves when the team loads again; its button
  // had the focus, which has then fallen to the page: the section's heading takes it.
  const listed = `${team.members.map((member) => member.id).join()}|${team.invitations.map((invitation) => invitation.id).join()}`;
  const actionKind = action?.kind;
  const actionId = action?.id;
  useLayoutEffect(() => {
    if (actionKind !== 'remove' && actionKind !== 'revoke') return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const [members = '', invitations = ''] = listed.split('|');
    const gone = (ids: string) => !ids.split(',').includes(String(actionId));
    if (actionKind === 'remove' && gone(members)) membersHeading.current?.focus();
    else if (actionKind === 'revoke' && gone(invitations)) invitationsHeading.current?.focus();
  }, [actionKind, actionId, listed]);

  const memberStatus = handedOver
    ? t('handover.done', { name: isolate(heir) })
    : action?.state.status === 'success' && MEMBER_KINDS.includes(action.kind)
      ? action.kind === 'remove'
        ? t('members.removed')
        : t(action.kind === 'signOut' ? 'members.signedOut' : 'members.roleChanged', {
            name: isolate(team.members.find((member) => member.id === action.id)?.name ?? ''),
          })
      : '';
  const resent = action?.kind === 'resend' ? team.invitations.find((invitation) => invitation.id === action.id) : undefined;
  const invitationStatus =
    action?.state.status === 'success' && INVITATION_KINDS.includes(action.kind)
      ? action.kind === 'revoke'
        ? t('invitations.revoked')
        : resent
          ? t('invitations.resent', { email: isolate(resent.email) })
          : ''
      : '';
  // A failed action on a row the list no longer has (removed meanwhile elsewhere): said by the section.
  const orphanError = (kinds: readonly TeamAction['kind'][], ids: number[]) =>
    action?.state.status === 'error' && kinds.includes(action.kind) && !ids.includes(action.id) ? action.state.message : null;
  const memberOrphan = orphanError(
    MEMBER_KINDS,
    team.members.map((member) => member.id),
  );
  const invitationOrphan = orphanError(
    INVITATION_KINDS,
    team.invitations.map((invitation) => invitation.id),
  );

  return (
    <Stack gap="lg">
      {!manage && (
        <Alert role="note" color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} data-testid="team-read-only">
          <Text size="sm">{t('readOnly')}</Text>
        </Alert>
      )}

      <Section id={MEMBERS_TITLE} title={t('members.title')} heading={membersHeading}>
        <Stack gap="md">
          <RowList>
            {team.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                manage={manage}
                action={action}
                onChangeRole={onChangeRole}
                asking={asking === member.id}
                onAsk={(open) => setAsking(open ? member.id : null)}
                onRemove={onRemove}
                onEndSessions={onEndSessions}
              />
            ))}
          </RowList>
          <SectionOutcome status={memberStatus} orphan={memberOrphan} />
          <RoleHelp />
        </Stack>
      </Section>

      <Section id={INVITATIONS_TITLE} title={t('invitations.title')} intro={t('invitations.intro')} heading={invitationsHeading}>
        <Stack gap="md">
          {team.invitations.length === 0 ? (
            <Text size="sm">{t('invitations.none')}</Text>
          ) : (
            <RowList>
              {team.invitations.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  manage={manage}
                  action={action}
                  onResend={onResend}
                  onRevoke={onRevoke}
                />
              ))}
            </RowList>
          )}
          <SectionOutcome status={invitationStatus} orphan={invitationOrphan} />
        </Stack>
      </Section>

      {manage && (
        <Section id={INVITE_TITLE} title={t('invite.title')} intro={t('invite.intro')}>
          <InviteForm invite={invite} onInvite={onInvite} />
        </Section>
      )}

      {manage && (
        <Section id={HANDOVER_TITLE} title={t('handover.title')} intro={t('handover.intro')}>
          <HandOverForm
            admins={team.members.filter((member) => member.role === 'admin')}
            state={handover}
            onHandOver={(input) => {
              setHeir(team.members.find((member) => member.id === input.memberId)?.name ?? null);
              onHandOver(input);
            }}
          />
        </Section>
      )}
    </Stack>
  );
}

function Section({
  id,
  title,
  intro,
  heading,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  heading?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} ref={heading} tabIndex={-1} mb={intro ? 4 : 'sm'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="md" maw={640}>
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** A section's outcome: the success said in a status that is always there, and a failure no row can hold. */
function SectionOutcome({ status, orphan }: { status: string; orphan: Message | null }) {
  const messageText = useMessageText();
  return (
    <>
      {orphan && <ErrorAlert role="alert">{messageText(orphan)}</ErrorAlert>}
      {/* There before its message, so that screen readers announce the message when it comes. */}
      <Text role="status" size="sm" fw={600}>
        {status}
      </Text>
    </>
  );
}

/** What each role gives, so that the owner knows before choosing one. */
function RoleHelp() {
  const { t } = useTranslation('team');
  return (
    <Box>
      <Title order={3} size="h5" mb="xs">
        {t('roleHelp.title')}
      </Title>
      <Box component="dl" m={0} maw={720}>
        {(['owner', ...MEMBER_ROLES] as const).map((role) => (
          <Box key={role} mb="xs">
            <Text component="dt" size="sm" fw={600}>
              {t(`roles.${role}`)}
            </Text>
            <Text component="dd" size="sm" c="dimmed" m={0}>
              {t(`roleHelp.${role}`)}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
