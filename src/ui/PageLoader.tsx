import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusElement, focusWasDropped } from './FocusOnNavigate';

/**
 * Shown while a page's code or data loads. When it replaces the control that had the focus (a
 * button that opened another page, in another layout), it holds the focus until the page comes,
 * whose heading then takes it: a keyboard user is never left on the body meanwhile.
 */
export function PageLoader() {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current && focusWasDropped()) focusElement(root.current);
  }, []);
  return (
    <Center ref={root} mih="40vh" role="status" aria-live="polite" style={{ outline: 'none' }}>
      {/* The text for screen readers (an aria-label on the spinner's <span> is invalid HTML). */}
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
