import { Badge, Button, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { MEMBER_ROLES, type MemberRole } from '@/lib/roles';
import type { TeamAction, TeamMember } from '@/lib/team';
import { busyButtonProps } from '@/ui/busyRoot';
import { Isolate, useIsolate } from '@/ui/ForeignText';
import { alsoDescribedBy } from '@/ui/serverField';
import { useLocale } from '@/ui/useLocale';
import { actionOn, anySaving, MEMBER_KINDS, Row } from './TeamRows';

/**
 * A member's row: name, address, when they joined and their role; for the owner, the role to
 * choose, "Sign out everywhere" and Remove, whose question opens on the row ({@link RemoveQuestion}).
 */
export function MemberRow({
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
