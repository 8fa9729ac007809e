import { notifications, useNotifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from './HydrationGate';
import { NOTIFICATION_AUTO_CLOSE_MS } from './notifyConstants';

export { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_EXIT_MS } from './notifyConstants';

// The container (with its transitions, drag and scroll-lock code) loads once the page is up and
// the browser idle, or with the first notice; notices wait in Mantine's store until it mounts.
const NotificationsContainer = lazy(() => import('./NotificationsContainer'));

/**
 * True once the browser has a quiet moment after hydration (at most a second later), or at once
 * when `now` turns true; it stays true.
 */
function useReadyAfterHydration(now: boolean): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  // Adjusting state while rendering (React's pattern for state that follows a prop).
  if (now && hydrated && !ready) setReady(true);
  useEffect(() => {
    if (!hydrated || ready) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [hydrated, ready]);
  return hydrated && ready;
}

/** The notification area: slides in from the top. Mount once, inside MantineProvider. */
export function AppNotifications() {
  // A notice raised before the quiet moment brings the container at once; once there it stays.
  const waiting = useNotifications().notifications.length > 0;
  const ready = useReadyAfterHydration(waiting);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

export type NotificationKind = 'success' | 'error';

const KIND_STYLE = {
  success: { color: 'green', background: 'var(--mantine-color-green-0)', border: 'var(--mantine-color-green-9)' },
  error: { color: 'red', background: 'var(--mantine-color-red-0)', border: 'var(--mantine-color-red-9)' },
} as const;

export interface Notify {
  success: (message: ReactNode, title?: ReactNode) => string;
  error: (message: ReactNode, title?: ReactNode) => string;
}

/** Shows green success and red error notices with a translated close button. */
export function useNotify(): Notify {
  const { t } = useTranslation('common');
  const show = (kind: NotificationKind, message: ReactNode, title?: ReactNode) => {
    const style = KIND_STYLE[kind];
    return notifications.show({
      color: style.color,
      title: title ?? t(kind === 'success' ? 'notifications.success' : 'notifications.error'),
      message,
      icon: kind === 'success' ? <IconCheck size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />,
      autoClose: NOTIFICATION_AUTO_CLOSE_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': t('notifications.close') },
      'data-kind': kind,
      styles: {
        root: { backgroundColor: style.background, borderColor: style.border },
        description: { color: 'var(--mantine-color-black)' },
      },
    } as Parameters<typeof notifications.show>[0]);
  };
  return {
    success: (message, title) => show('success', message, title),
    error: (message, title) => show('error', message, title),
  };
}
