import { useSearchParams } from 'react-router';
import { forgotPassword } from '@/api/signupAndRecovery';
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordView';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { useEmailLinkRequest } from './emailLink';

/** `/forgot-password`: e-mails a link to choose a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const request = useEmailLinkRequest(forgotPassword);

  return (
    <ForgotPasswordView
      {...request}
      loginHref={localize(PATHS.login)}
      initialEmail={params.get('email') ?? ''}
    />
  );
}
