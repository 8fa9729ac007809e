import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message } from '@/lib/message';
import { AuthCard } from './AuthCard';
import { EmailLinkForm } from './EmailLinkForm';

export interface ForgotPasswordViewProps {
  onSubmit: (email: string) => void;
  submitting?: boolean;
  error?: Message | null;
  /** The server's answer once the link was sent (the same for any address). */
  sentMessage?: string | null;
  loginHref: string;
  initialEmail?: string;
}

/** Asks for a password reset link by e-mail. */
export function ForgotPasswordView({ onSubmit, submitting = false, error = null, sentMessage = null, loginHref, initialEmail = '' }: ForgotPasswordViewProps) {
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
