import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fetchCurrentSession } from '@/api/auth';
import { changeRole, endMemberSessions, handOver, invite, removeMember, resendInvitation, revokeInvitation } from '@/api/team';
import { teamKeys, teamQuery } from '@/api/teamQueries';
import { TeamView } from '@/features/team/TeamView';
import type { MemberRole } from '@/lib/roles';
import type { HandOverInput, TeamAction } from '@/lib/team';
import { memberAtom, roleAtom, setUserAtom } from '@/state/auth';
import { PageHeader } from '@/ui/PageStates';
import { useActionStateOf, useLoadState } from './serverState';

type Act = { kind: TeamAction['kind']; id: number; role?: MemberRole };

/**
 * The team (`/dashboard/team`): everyone in the account sees who shares it; the owner invites,
 * resends and revokes invitations, changes roles and removes members, and may hand the account to
 * an admin. Each change reloads the team; a handover also the session (the viewer's role and the
 * account's holder changed with it).
 */
export default function TeamPage() {
  const { t } = useTranslation('team');
  const client = useQueryClient();
  const role = useAtomValue(roleAtom) ?? 'owner';
  const team = useQuery(teamQuery());
  const state = useLoadState(team);
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
  const setUser = useSetAtom(setUserAtom);
  const setMember = useSetAtom(memberAtom);
  const handing = useMutation({
    mutationFn: async (input: HandOverInput) => {
      await handOver(input);
      // Done on the server: should the session not load now, the viewer is an admin all the same.
      await fetchCurrentSession().then(
        (session) => {
          setUser(session.user);
          setMember(session.member ?? null);
        },
        () => setMember((member) => (member ? { ...member, role: 'admin' } : member)),
      );
    },
    onSuccess: refresh,
  });
  const handoverState = useActionStateOf(handing, { keepSuccess: true });
  const act = (next: Act) => acting.mutate(next);
  // The row acted on is the mutation's own last variables.
  const last = acting.variables;

  return (
    <Container size="lg" px={0}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <TeamView
        state={state}
        role={role}
        invite={inviteState}
        onInvite={(input) => inviting.mutate(input)}
        action={last ? { kind: last.kind, id: last.id, state: actionState } : null}
        onResend={(id) => act({ kind: 'resend', id })}
        onRevoke={(id) => act({ kind: 'revoke', id })}
        onChangeRole={(id, next) => act({ kind: 'role', id, role: next })}
        onRemove={(id) => act({ kind: 'remove', id })}
        onEndSessions={(id) => act({ kind: 'signOut', id })}
        handover={handoverState}
        onHandOver={(input) => handing.mutate(input)}
        onRetry={() => void team.refetch()}
      />
    </Container>
  );
}
