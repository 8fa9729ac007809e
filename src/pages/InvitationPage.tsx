import { useMutation, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useRef, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { acceptInvitation, fetchInvitation } from '@/api/team';
import { InvitationView, type InvitationViewProps } from '@/features/team/InvitationView';
import { TIMINGS } from '@/lib/timings';
import { PATHS } from '@/lib/routes';
import { loginSuccessAtom, memberAtom } from '@/state/auth';
import { useLocaleNavigate, useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';

/** A used, revoked or unknown link (404) and an expired one (410) are answers, not failures to retry. */
function invitationState(
  query: ReturnType<typeof useQuery<Awaited<ReturnType<typeof fetchInvitation>>>>,
  token: string,
): InvitationViewProps['state'] {
  if (!token) return { status: 'gone', reason: 'invalid' };
  if (query.isError) {
    const { status } = errorInfo(query.error);
    if (status === 410) return { status: 'gone', reason: 'expired' };
    if (status === 404 || status === 400) return { status: 'gone', reason: 'invalid' };
  }
  return loadStateOf(query);
}

/**
 * `/invitation?token=`: the page an invitation's e-mail opens. The invitee sees who invited them
 * and with which role, chooses a name and a password, joins, and lands on the dashboard signed in.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const setMember = useSetAtom(memberAtom);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const offer = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: (count, error) => count < 2 && (errorInfo(error).network || (errorInfo(error).status ?? 0) >= 500),
  });
  const join = useMutation({
    mutationFn: (input: { name: string; password: string }) => acceptInvitation(token, input),
    onSuccess: (session) => {
      loginSuccess({ token: session.token, user: session.user, remember: true });
      setMember(session.member);
      redirect.current = setTimeout(() => void navigate(localize(PATHS.dashboard)), TIMINGS.redirectAfterLogin);
    },
  });
  const submit = useActionStateOf(join, { toMessage: genericErrorMessage, keepSuccess: true });

  return (
    <InvitationView
      state={invitationState(offer, token)}
      submit={submit}
      onAccept={(input) => join.mutate(input)}
      onRetry={() => void offer.refetch()}
    />
  );
}
