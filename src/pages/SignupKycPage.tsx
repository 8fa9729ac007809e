import { useTranslation } from 'react-i18next';
import { PlaceholderView } from '@/features/shell/PlaceholderView';
import { useLocalizedPath } from '@/ui/useLocale';

/** Placeholder until its issue builds the page. */
export default function SignupKycPage() {
  const { t } = useTranslation('meta');
  const localize = useLocalizedPath();
  return <PlaceholderView title={t('signupKyc.title')} homeHref={localize('/')} />;
}
