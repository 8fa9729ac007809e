import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { busyButtonProps } from './busyRoot';
import { focusElement, focusIsLost } from './FocusOnNavigate';

/** The page's heading: where the focus goes when a page's failed load is retried and its data arrives. */
export const pageHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

export interface RetryButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** Pressed: the data is asked for again. */
  onRetry: () => void;
  /** The retry runs: the button stays, busy (a press does nothing), and keeps the focus. */
  retrying?: boolean;
  /**
   * Where the focus goes when the data has come and this button leaves the page while it has the
   * focus: the heading of what loaded (a keyboard user stays where they were, not on the body).
   */
  focusAfter: () => HTMLElement | null;
}

/** "Try again" after a failed load: busy while the retry runs, and it hands the focus on when it leaves. */
export function RetryButton({ onRetry, retrying = false, focusAfter, size, variant }: RetryButtonProps) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  const after = useRef(focusAfter);
  useLayoutEffect(() => {
    after.current = focusAfter;
  });
  useLayoutEffect(() => {
    const element = button.current;
    // A layout effect's clean-up runs before its DOM leaves the page: the focus is still readable.
    return () => {
      if (!element || document.activeElement !== element) return;
      requestAnimationFrame(() => {
        const target = after.current();
        if (target && focusIsLost()) focusElement(target);
      });
    };
  }, []);
  return (
    <Button
      ref={button}
      size={size}
      variant={variant}
      onClick={onRetry}
      {...busyButtonProps(retrying)}
      leftSection={<IconRefresh size={size === 'compact-sm' ? 16 : 18} aria-hidden />}
    >
      {t('actions.retry')}
    </Button>
  );
}
