import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { loginMutation, resendVerificationMutation } from '@/api/authQueries';
import { genericErrorMessage, loginErrorMessage } from '@/api/errors';
import { loginNoticeFrom } from '@/features/auth/loginNotice';
import { LoginView, type LoginValues, type ResendState } from '@/features/auth/LoginView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { useAfterHydration } from '@/startup';
import { loginSuccessAtom, memberAtom } from '@/state/auth';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

const isNotActive = (message: Message | null) => message?.kind === 'key' && message.key === 'errors:login.accountNotActive';

/** The new-link request of an unconfirmed account, as the login view shows it. */
function resendStateOf(mutation: {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: { message: string };
  error: unknown;
}): ResendState {
  if (mutation.status === 'pending') return { status: 'sending' };
  if (mutation.status === 'success' && mutation.data) return { status: 'sent', message: mutation.data.message };
  if (mutation.status === 'error') return { status: 'failed', error: genericErrorMessage(mutation.error) };
  return { status: 'idle' };
}

/** Logs in, then opens the dashboard after 100 ms. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const setMember = useSetAtom(memberAtom);
  // The page is pre-rendered without a query string: the notices and the e-mail of the query
  // appear once the page is live (the view takes a new initial e-mail while the field is
  // untouched).
  const hydrated = useAfterHydration();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const resend = useMutation(resendVerificationMutation());
  const logIn = useMutation({
    ...loginMutation(),
    onSuccess: (session, values: LoginValues) => {
      loginSuccess({ token: session.token, user: session.user, remember: values.remember });
      setMember(session.member ?? null);
      redirect.current = setTimeout(() => void navigate(localize(PATHS.dashboard)), TIMINGS.redirectAfterLogin);
    },
  });
  const error = logIn.isError ? loginErrorMessage(logIn.error) : null;

  const submit = (values: LoginValues) => {
    resend.reset();
    logIn.mutate(values);
  };

  return (
    <LoginView
      onSubmit={submit}
      // Logged in, the form stays locked until the dashboard opens.
      submitting={logIn.isPending || logIn.isSuccess}
      error={error}
      notice={hydrated ? loginNoticeFrom(params) : null}
      signupHref={localize(PATHS.signup)}
      forgotHref={localize(PATHS.forgotPassword)}
      initialValues={{ email: hydrated ? (params.get('email') ?? '') : '' }}
      onResendVerification={isNotActive(error) ? (email) => resend.mutate(email) : undefined}
      resend={resendStateOf(resend)}
    />
  );
}
