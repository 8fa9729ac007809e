import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { login } from '@/api/auth';
import { loginErrorMessage } from '@/api/errors';
import { LoginView, type LoginNotice, type LoginValues } from '@/features/auth/LoginView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { TIMINGS } from '@/lib/timings';
import { loginSuccessAtom } from '@/state/auth';
import { useLocalizedPath } from '@/ui/useLocale';

function noticeFrom(params: URLSearchParams): LoginNotice | null {
  const email = params.get('email');
  if (params.get('registered') === 'true' && email) return { kind: 'registered', email };
  if (params.get('confirmed') === 'true') return { kind: 'confirmed' };
  return null;
}

/** Logs in, then opens the dashboard after 100 ms (spec section 2). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const loginSuccess = useSetAtom(loginSuccessAtom);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const session = await login(values);
      loginSuccess({ ...session, remember: values.remember });
      redirect.current = setTimeout(() => void navigate(localize(PATHS.dashboard)), TIMINGS.redirectAfterLogin);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  return (
    <LoginView
      onSubmit={(values) => void submit(values)}
      submitting={submitting}
      error={error}
      notice={noticeFrom(params)}
      signupHref={localize(PATHS.signup)}
      forgotHref={localize(PATHS.forgotPassword)}
      initialValues={{ email: params.get('email') ?? '' }}
    />
  );
}
