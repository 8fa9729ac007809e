import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { resendVerificationMutation, verifyEmailMutation } from '@/api/authQueries';
import { errorInfo, verifyErrorMessage } from '@/api/errors';
import { VerifyEmailView, type VerifyState } from '@/features/auth/VerifyEmailView';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { useEmailLinkRequest } from './emailLink';

/** Where the confirmation stands, from the link's token and the press's mutation. */
function verifyState(token: string, mutation: ReturnType<typeof useMutation<unknown, Error, string>>): VerifyState {
  if (!token) return { status: 'noToken' };
  if (mutation.isPending) return { status: 'verifying' };
  if (mutation.isSuccess) return { status: 'verified' };
  if (mutation.isError) {
    const info = errorInfo(mutation.error);
    // Only a failure without the server's answer may be tried again; its "no" is final.
    return { status: 'error', error: verifyErrorMessage(mutation.error), retry: info.network || (info.status ?? 0) >= 500 };
  }
  return { status: 'ready' };
}

/**
 * `/verify-email?token=`: the page the e-mailed link opens. It confirms the account only when
 * "Confirm" is pressed (a mail scanner that opens the link confirms nothing), then shows the result.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const localize = useLocalizedPath();
  const verify = useMutation(verifyEmailMutation());
  const resend = useEmailLinkRequest(resendVerificationMutation());
  const state = verifyState(token, verify);

  return (
    <VerifyEmailView
      state={state}
      onConfirm={() => verify.mutate(token)}
      loginHref={state.status === 'verified' ? `${localize(PATHS.login)}?confirmed=true` : localize(PATHS.login)}
      homeHref={localize('/')}
      resend={resend}
    />
  );
}
