import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
