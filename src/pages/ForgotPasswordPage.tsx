import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { forgotPassword } from '@/api/signupAndRecovery';
import { genericErrorMessage } from '@/api/errors';
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordView';
import type { Message } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';

/** `/forgot-password`: e-mails a link to choose a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const submit = async (email: string) => {
    setSubmitting(true);
    setError(null);
    try {
      const { message } = await forgotPassword(email);
      setSentMessage(message);
    } catch (caught) {
      setSentMessage(null);
      setError(genericErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ForgotPasswordView
      onSubmit={(email) => void submit(email)}
      submitting={submitting}
      error={error}
      sentMessage={sentMessage}
      loginHref={localize(PATHS.login)}
      initialEmail={params.get('email') ?? ''}
    />
  );
}
