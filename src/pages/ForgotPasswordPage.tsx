import { useSearchParams } from 'react-router';
import { forgotPasswordMutation } from '@/api/authQueries';
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordView';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { useEmailLinkRequest } from './emailLink';

/** `/forgot-password`: e-mails a link to choose a new password. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const request = useEmailLinkRequest(forgotPasswordMutation());

  return <ForgotPasswordView {...request} loginHref={localize(PATHS.login)} initialEmail={params.get('email') ?? ''} />;
}
