import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { resendVerification } from '@/api/signupAndRecovery';
import { login } from '@/api/auth';
import { genericErrorMessage, loginErrorMessage } from '@/api/errors';
import { loginNoticeFrom } from '@/features/auth/loginNotice';
import { LoginView, type LoginValues, type ResendState } from '@/features/auth/LoginView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { useAfterHydration } from '@/startup';
import { loginSuccessAtom } from '@/state/auth';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

const isNotActive = (message: Message | null) => message?.kind === 'key' && message.key === 'errors:login.accountNotActive';

/** Logs in, then opens the dashboard after 100 ms. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  // The page is pre-rendered without a query string: the notices and the e-mail of the query
  // appear once the page is live (the view takes a new initial e-mail while the field is
  // untouched).
  const hydrated = useAfterHydration();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    setResend({ status: 'idle' });
    try {
      const session = await login(values);
      loginSuccess({ ...session, remember: values.remember });
      redirect.current = setTimeout(() => void navigate(localize(PATHS.dashboard)), TIMINGS.redirectAfterLogin);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  const sendLinkAgain = async (email: string) => {
    setResend({ status: 'sending' });
    try {
      const { message } = await resendVerification(email);
      setResend({ status: 'sent', message });
    } catch (caught) {
      setResend({ status: 'failed', error: genericErrorMessage(caught) });
    }
  };

  return (
    <LoginView
      onSubmit={(values) => void submit(values)}
      submitting={submitting}
      error={error}
      notice={hydrated ? loginNoticeFrom(params) : null}
      signupHref={localize(PATHS.signup)}
      forgotHref={localize(PATHS.forgotPassword)}
      initialValues={{ email: hydrated ? (params.get('email') ?? '') : '' }}
      onResendVerification={isNotActive(error) ? (email) => void sendLinkAgain(email) : undefined}
      resend={resend}
    />
  );
}
