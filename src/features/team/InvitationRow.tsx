import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LOCALE_INFO } from '@/lib/locale';
import type { Invitation, TeamAction } from '@/lib/team';
import { busyButtonProps } from '@/ui/busyRoot';
import { Isolate, useIsolate, useLangProps } from '@/ui/ForeignText';
import { useLocale } from '@/ui/useLocale';
import { actionOn, anySaving, INVITATION_KINDS, Row } from './TeamRows';

/** An invitation waiting: the address, role, language and dates (expired marked); for the owner, Resend and Revoke. */
export function InvitationRow({
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
