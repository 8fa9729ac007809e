import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      {/* The text for screen readers (an aria-label on the spinner's <span> is invalid HTML). */}
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
