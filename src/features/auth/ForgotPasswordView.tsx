import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { AuthCard } from './AuthCard';
import { EmailLinkForm } from './EmailLinkForm';

export interface ForgotPasswordViewProps {
  /** Send pressed with a valid e-mail. */
  onSubmit: (email: string) => void;
  /** The link is being sent: the button is busy and the form locked. */
  submitting?: boolean;
  /** Why sending failed, shown above the form; none while there is nothing to say. */
  error?: Message | null;
  /** The server's answer once the link was sent (the same for any address). */
  sentMessage?: string | null;
  /** The log-in page, to go back to. */
  loginHref: string;
  /** What the e-mail field starts with. */
  initialEmail?: string;
}

/** Asks for a password reset link by e-mail. */
export function ForgotPasswordView({
  onSubmit,
  submitting = false,
  error = null,
  sentMessage = null,
  loginHref,
  initialEmail = '',
}: ForgotPasswordViewProps) {
  const { t } = useTranslation('auth');

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <EmailLinkForm
        field="forgot"
        texts={{
          submit: t('forgot.submit'),
          submitting: t('forgot.submitting'),
          sendAgain: t('forgot.sendAgain'),
          sentTitle: t('forgot.sentTitle'),
        }}
        onSubmit={onSubmit}
        submitting={submitting}
        error={error}
        sentMessage={sentMessage}
        initialEmail={initialEmail}
      />
      <Anchor component={Link} to={loginHref} size="sm" ta="center">
        {t('forgot.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
