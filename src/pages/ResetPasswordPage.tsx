import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { resetPassword } from '@/api/signupAndRecovery';
import { genericErrorMessage } from '@/api/errors';
import { ResetPasswordView } from '@/features/auth/ResetPasswordView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { authAtom, logoutAtom } from '@/state/auth';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

/**
 * `/reset-password?token=`: sets a new password. The server ends every session of the account,
 * so a session held in this browser is cleared too; then login opens with a green notice.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const auth = useAtomValue(authAtom);
  const logout = useSetAtom(logoutAtom);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  const submit = async (password: string) => {
    setSubmitting(true);
    setError(null);
    try {
      await resetPassword(token, password);
      if (auth.token) logout();
      void navigate(`${localize(PATHS.login)}?reset=true`, { replace: true });
    } catch (caught) {
      setError(genericErrorMessage(caught));
      setSubmitting(false);
    }
  };

  return (
    <ResetPasswordView
      hasToken={token !== ''}
      onSubmit={(password) => void submit(password)}
      submitting={submitting}
      error={error}
      forgotHref={localize(PATHS.forgotPassword)}
      loginHref={localize(PATHS.login)}
    />
  );
}
