import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { changeRole, endMemberSessions, invite, removeMember, resendInvitation, revokeInvitation } from '@/api/team';
import { teamKeys, teamQuery } from '@/api/teamQueries';
import { TeamView } from '@/features/team/TeamView';
import type { MemberRole } from '@/lib/roles';
import type { TeamAction } from '@/lib/team';
import { roleAtom } from '@/state/auth';
import { PageHeader } from '@/ui/PageStates';
import { loadStateOf, useActionStateOf } from './serverState';

type Act = { kind: TeamAction['kind']; id: number; role?: MemberRole };

/**
 * The team (`/dashboard/team`): everyone in the account sees who shares it; the owner invites,
 * resends and revokes invitations, changes roles and removes members. Each change reloads the team.
 */
export default function TeamPage() {
  const { t } = useTranslation('team');
  const client = useQueryClient();
  const role = useAtomValue(roleAtom) ?? 'owner';
  const team = useQuery(teamQuery());
  const refresh = () => client.invalidateQueries({ queryKey: teamKeys.all });
  const inviting = useMutation({ mutationFn: invite, onSuccess: refresh });
  const inviteState = useActionStateOf(inviting, { keepSuccess: true });
  const acting = useMutation({
    mutationFn: async ({ kind, id, role: next }: Act) => {
      if (kind === 'resend') await resendInvitation(id);
      else if (kind === 'revoke') await revokeInvitation(id);
      else if (kind === 'remove') await removeMember(id);
      else if (kind === 'signOut') await endMemberSessions(id);
      else if (next) await changeRole(id, next);
    },
    // A failure too: what the server says now (the member may be gone already) is what is shown.
    onSettled: refresh,
  });
  const actionState = useActionStateOf(acting);
  const act = (next: Act) => acting.mutate(next);
  // The row acted on is the mutation's own last variables.
  const last = acting.variables;

  return (
    <Container size="lg" px={0}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <TeamView
        state={loadStateOf(team)}
        role={role}
        invite={inviteState}
        onInvite={(input) => inviting.mutate(input)}
        action={last ? { kind: last.kind, id: last.id, state: actionState } : null}
        onResend={(id) => act({ kind: 'resend', id })}
        onRevoke={(id) => act({ kind: 'revoke', id })}
        onChangeRole={(id, next) => act({ kind: 'role', id, role: next })}
        onRemove={(id) => act({ kind: 'remove', id })}
        onEndSessions={(id) => act({ kind: 'signOut', id })}
        onRetry={() => void team.refetch()}
      />
    </Container>
  );
}
