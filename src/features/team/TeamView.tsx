import { Alert, Badge, Box, Button, Group, Loader, NativeSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { Message } from '@/lib/message';
import { LOCALE_INFO, LOCALES } from '@/lib/locale';
import { MEMBER_ROLES, type MemberRole, type Role } from '@/lib/roles';
import type { HandOverInput, Invitation, InvitationInput, Team, TeamAction, TeamMember } from '@/lib/team';
import { isEmail } from '@/lib/validation';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { Isolate, useIsolate, useLangProps } from '@/ui/ForeignText';
import { focusInvalidField } from '@/ui/forms';
import { useMessageText } from '@/ui/MessageText';
import { RetryButton } from '@/ui/RetryButton';
import { alsoDescribedBy } from '@/ui/serverField';
import { useLocale } from '@/ui/useLocale';
import { HandOverForm } from './HandOverForm';

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
/** The address the invalid e-mail message shows as an example. */
const EMAIL_EXAMPLE = 'name@company.com';

const MEMBER_KINDS: readonly TeamAction['kind'][] = ['role', 'remove', 'signOut'];
const INVITATION_KINDS: readonly TeamAction['kind'][] = ['resend', 'revoke'];

/** The action when it concerns this member or invitation (`kinds` tells which list the id is from). */
const actionOn = (action: TeamAction | null, kinds: readonly TeamAction['kind'][], id: number) =>
  action && kinds.includes(action.kind) && action.id === id ? action : null;

/** Whether an action runs, on any row: the other rows' controls wait. */
const anySaving = (action: TeamAction | null) => action?.state.status === 'saving';

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

/** The members' or the invitations' list: one {@link Row} each. */
function RowList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

const rowStyle = { borderTop: '1px solid var(--mantine-color-default-border)' };

/**
 * A member's or an invitation's row: who or what it is (`children`, beside the row's controls),
 * what may follow them (`below`: the removal's question), and the reason its last action failed.
 */
function Row({
  testId,
  errorId,
  failed,
  below,
  children,
}: {
  testId: string;
  errorId: string;
  failed: { message: Message } | null;
  below?: ReactNode;
  children: ReactNode;
}) {
  const messageText = useMessageText();
  return (
    <Box component="li" py="sm" style={rowStyle} data-testid={testId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {children}
      </Group>
      {below}
      {failed && (
        <ErrorAlert role="alert" mt="sm" p="xs" id={errorId}>
          {messageText(failed.message)}
        </ErrorAlert>
      )}
    </Box>
  );
}

function MemberRow({
  member,
  manage,
  action,
  onChangeRole,
  asking,
  onAsk,
  onRemove,
  onEndSessions,
}: {
  member: TeamMember;
  manage: boolean;
  action: TeamAction | null;
  onChangeRole: (id: number, role: MemberRole) => void;
  /** Whether the row asks, in place of its Remove button, to confirm the removal. */
  asking: boolean;
  /** Opens (Remove) or closes (confirm, Cancel, Escape) the question. */
  onAsk: (open: boolean) => void;
  onRemove: (id: number) => void;
  onEndSessions: (id: number) => void;
}) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const isolate = useIsolate();
  const [chosen, setChosen] = useState<MemberRole | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  /** A swap this row's buttons asked for (not another row's question taking over): the new button takes the focus. */
  const swapped = useRef(false);
  useLayoutEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (asking ? confirmButton : removeButton).current?.focus();
  }, [asking]);
  /** Opens or closes the question; closed, Remove (busy while a confirmed removal runs) has the focus again. */
  const swap = (open: boolean) => {
    swapped.current = true;
    onAsk(open);
  };
  const mine = actionOn(action, MEMBER_KINDS, member.id);
  const waiting = anySaving(action) && !mine;
  const roleBusy = mine?.kind === 'role' && mine.state.status === 'saving';
  const removeBusy = mine?.kind === 'remove' && mine.state.status === 'saving';
  const signOutBusy = mine?.kind === 'signOut' && mine.state.status === 'saving';
  const failed = mine?.state.status === 'error' ? mine.state : null;
  const errorId = `team-member-${member.id}-error`;
  // The role chosen shows while it is saved (and once saved, until the team loads again); a refusal puts the member's back.
  const shownRole = mine?.kind === 'role' && mine.state.status !== 'error' && chosen ? chosen : member.role;
  const editable = manage && member.role !== 'owner';
  const questionOpen = editable && asking;

  return (
    <Row
      testId="team-member"
      errorId={errorId}
      failed={failed}
      below={
        questionOpen && (
          <RemoveQuestion
            member={member}
            confirmRef={confirmButton}
            waiting={waiting}
            onConfirm={() => {
              swap(false);
              onRemove(member.id);
            }}
            onCancel={() => swap(false)}
          />
        )
      }
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>
            <Isolate>{member.name}</Isolate>
          </Text>
          {!editable && (
            <Badge variant="light" color={member.role === 'owner' ? 'teal.9' : 'blue.9'}>
              {t(`roles.${member.role}`)}
            </Badge>
          )}
          {member.you && (
            <Badge variant="outline" color="gray" c="dark.6">
              {t('members.you')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Isolate>{member.email}</Isolate>
        </Text>
        <Text size="xs" c="dimmed">
          {t('members.joined', { date: formatDateTime(member.joinedAt, locale, { dateStyle: 'medium' }) })}
        </Text>
      </Stack>
      {editable && (
        <Group gap="sm" align="center" wrap="wrap">
          <NativeSelect
            aria-label={t('members.roleOf', { name: isolate(member.name) })}
            aria-busy={roleBusy || undefined}
            value={shownRole}
            onChange={(event) => {
              if (roleBusy) return;
              const next = event.currentTarget.value as MemberRole;
              setChosen(next);
              onChangeRole(member.id, next);
            }}
            disabled={waiting}
            data={MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            rightSection={roleBusy ? <Loader size={14} aria-hidden /> : undefined}
            error={failed && mine?.kind === 'role' ? true : undefined}
            ref={alsoDescribedBy(failed && mine?.kind === 'role' ? errorId : undefined)}
            w={170}
          />
          <Button
            variant="default"
            aria-label={t('members.signOutNamed', { name: isolate(member.name) })}
            aria-describedby={failed && mine?.kind === 'signOut' ? errorId : undefined}
            onClick={() => onEndSessions(member.id)}
            {...busyButtonProps(signOutBusy, waiting)}
          >
            {t('members.signOut')}
          </Button>
          {!questionOpen && (
            <Button
              ref={removeButton}
              variant="outline"
              color="red.9"
              aria-label={t('members.removeNamed', { name: isolate(member.name) })}
              aria-describedby={failed && mine?.kind === 'remove' ? errorId : undefined}
              onClick={() => swap(true)}
              {...busyButtonProps(removeBusy, waiting)}
            >
              {t('members.remove')}
            </Button>
          )}
        </Group>
      )}
    </Row>
  );
}

/**
 * "Remove {name} from the team?", asked on the member's row in place of Remove (the product has
 * no centred dialog): what the removal does, then the red confirm button, which takes the focus
 * when the question opens, and Cancel. Escape on either button is Cancel.
 */
function RemoveQuestion({
  member,
  confirmRef,
  waiting,
  onConfirm,
  onCancel,
}: {
  member: TeamMember;
  confirmRef: Ref<HTMLButtonElement>;
  /** Another row's action runs: the removal waits for it. */
  waiting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('team');
  const isolate = useIsolate();
  const id = `team-member-${member.id}-remove-question`;
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  return (
    <Paper withBorder p="sm" radius="md" mt="sm" role="group" aria-labelledby={`${id}-title`} data-testid="team-remove-question">
      <Text id={`${id}-title`} size="sm" fw={600} mb={4}>
        {t('remove.title', { name: isolate(member.name) })}
      </Text>
      <Text id={`${id}-text`} size="sm">
        {t('remove.text', { name: isolate(member.name), email: isolate(member.email) })}
      </Text>
      <Text id={`${id}-consequence`} size="sm" fw={600} mb="xs">
        {t('remove.consequence')}
      </Text>
      <Group gap="sm">
        <Button
          ref={confirmRef}
          color="red.9"
          aria-describedby={`${id}-text ${id}-consequence`}
          onClick={onConfirm}
          onKeyDown={cancelOnEscape}
          disabled={waiting}
        >
          {t('remove.confirm')}
        </Button>
        <Button variant="default" onClick={onCancel} onKeyDown={cancelOnEscape}>
          {t('remove.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}

function InvitationRow({
  invitation,
  manage,
  action,
  onResend,
  onRevoke,
}: {
  invitation: Invitation;
  manage: boolean;
  action: TeamAction | null;
  onResend: (id: number) => void;
  onRevoke: (id: number) => void;
}) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const isolate = useIsolate();
  const languageProps = useLangProps(LOCALE_INFO[invitation.language].lang);
  const mine = actionOn(action, INVITATION_KINDS, invitation.id);
  const waiting = anySaving(action) && !mine;
  const busy = (kind: TeamAction['kind']) => mine?.kind === kind && mine.state.status === 'saving';
  const failed = mine?.state.status === 'error' ? mine.state : null;
  const errorId = `team-invitation-${invitation.id}-error`;
  const detailId = `team-invitation-${invitation.id}-detail`;
  const when = (iso: string) => formatDateTime(iso, locale);
  // Resend or Revoke is also busy while the other runs: one request at a time per invitation.
  const disabledWhile = (kind: TeamAction['kind']) => waiting || (mine?.state.status === 'saving' && mine.kind !== kind);
  const describedBy = (kind: TeamAction['kind']) => [detailId, failed && mine?.kind === kind ? errorId : null].filter(Boolean).join(' ');

  return (
    <Row testId="team-invitation" errorId={errorId} failed={failed}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <Isolate>{invitation.email}</Isolate>
          </Text>
          <Badge variant="light" color="blue.9">
            {t(`roles.${invitation.role}`)}
          </Badge>
          {invitation.expired && (
            <Badge variant="light" color="red.9">
              {t('invitations.expired')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" id={detailId}>
          {t('invitations.language')} <span {...languageProps}>{LOCALE_INFO[invitation.language].nativeName}</span>
          {' · '}
          {t('invitations.sent', { date: when(invitation.sentAt) })}
          {' · '}
          {invitation.expired
            ? t('invitations.expiredOn', { date: when(invitation.expiresAt) })
            : t('invitations.expires', { date: when(invitation.expiresAt) })}
        </Text>
      </Stack>
      {manage && (
        <Group gap="sm">
          <Button
            variant={invitation.expired ? 'filled' : 'light'}
            aria-label={t('invitations.resendNamed', { email: isolate(invitation.email) })}
            aria-describedby={describedBy('resend')}
            onClick={() => onResend(invitation.id)}
            {...busyButtonProps(busy('resend'), disabledWhile('resend'))}
          >
            {t('invitations.resend')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            aria-label={t('invitations.revokeNamed', { email: isolate(invitation.email) })}
            aria-describedby={describedBy('revoke')}
            onClick={() => onRevoke(invitation.id)}
            {...busyButtonProps(busy('revoke'), disabledWhile('revoke'))}
          >
            {t('invitations.revoke')}
          </Button>
        </Group>
      )}
    </Row>
  );
}

function InviteForm({ invite, onInvite }: { invite: SaveState; onInvite: (input: InvitationInput) => void }) {
  const { t } = useTranslation('team');
  const locale = useLocale();
  const isolate = useIsolate();
  const messageText = useMessageText();
  const emailField = useRef<HTMLInputElement>(null);
  /** What was last sent: the address the success names, and the one a refusal is about. */
  const [sent, setSent] = useState<InvitationInput | null>(null);
  const form = useForm<InvitationInput>({
    initialValues: { email: '', role: 'staff', language: locale },
    validate: {
      email: (value) =>
        !value.trim()
          ? t('invite.emailRequired')
          : isEmail(value.trim())
            ? null
            : t('invite.emailInvalid', { example: isolate(EMAIL_EXAMPLE) }),
    },
  });

  // Once the invitation this form sent is answered: sent, the form empties for the next one;
  // refused on the address, the address takes the focus (its message is under it).
  const { reset } = form;
  const answered = useRef(true);
  // Before the browser paints: the sent address never shows again beside the message naming it.
  useLayoutEffect(() => {
    if (invite.status === 'saving') {
      answered.current = false;
      return;
    }
    if (answered.current) return;
    answered.current = true;
    if (invite.status === 'success') reset();
    else if (invite.status === 'error' && invite.field === 'email') emailField.current?.focus();
  }, [invite, reset]);

  const saving = invite.status === 'saving';
  // The server's refusal of the address stays on the field until the address is changed.
  const refusal =
    invite.status === 'error' && invite.field === 'email' && (!sent || form.values.email.trim() === sent.email)
      ? messageText(invite.message)
      : null;
  const otherError = invite.status === 'error' && invite.field !== 'email' ? invite.message : null;
  const status = invite.status === 'success' ? (sent ? t('invite.sentTo', { email: isolate(sent.email) }) : t('invite.sent')) : '';
  const emailProps = form.getInputProps('email');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (saving) return;
        const input: InvitationInput = { email: values.email.trim(), role: values.role, language: values.language };
        setSent(input);
        onInvite(input);
      }, focusInvalidField)}
    >
      <Stack gap="md" maw={640}>
        <TextInput
          {...emailProps}
          ref={emailField}
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          label={t('invite.email')}
          error={emailProps.error ?? refusal}
        />
        <Group gap="md" align="flex-start" wrap="wrap">
          <NativeSelect
            {...form.getInputProps('role')}
            label={t('invite.role')}
            description={t(`roleHelp.${form.values.role}`)}
            data={MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            style={{ flex: '1 1 14rem' }}
          />
          <NativeSelect {...form.getInputProps('language')} label={t('invite.language')} style={{ flex: '1 1 12rem' }}>
            {LOCALES.map((value) => (
              <option key={value} value={value} lang={LOCALE_INFO[value].lang}>
                {LOCALE_INFO[value].nativeName}
              </option>
            ))}
          </NativeSelect>
        </Group>
        {otherError && <ErrorAlert role="alert">{messageText(otherError)}</ErrorAlert>}
        {/* There before its message, so that screen readers announce the message when it comes. */}
        <Text role="status" size="sm" fw={600} c="var(--mantine-color-green-9)">
          {status}
        </Text>
        <Group>
          <Button type="submit" {...busyButtonProps(saving)}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
