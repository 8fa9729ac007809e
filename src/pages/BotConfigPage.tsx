import { useTranslation } from 'react-i18next';
import { PlaceholderView } from '@/features/shell/PlaceholderView';
import { useLocalizedPath } from '@/ui/useLocale';

/** Placeholder until its issue builds the page. */
export default function BotConfigPage() {
  const { t } = useTranslation('meta');
  const localize = useLocalizedPath();
  return <PlaceholderView title={t('botConfig.title')} homeHref={localize('/')} />;
}
