import { notificationsStore, showNotification, useNotifications, type NotificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { createContext, lazy, Suspense, use, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onFirstInput, requestFullStyles, useAfterHydration } from '@/startup';
import { focusElement } from './FocusOnNavigate';
import { NOTIFICATION_AUTO_CLOSE_MS } from './notifyConstants';

export { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_EXIT_MS } from './notifyConstants';

// The container (with its transitions, drag and scroll-lock code) loads with the first notice,
// which waits in Mantine's store until it mounts; the visitor's first key press or tap fetches
// the code ahead (when the main thread is next idle), so that the first notice (the answer to a
// submitted form) shows at once.
const loadContainer = () => import('./NotificationsContainer');
const NotificationsContainer = lazy(loadContainer);

/**
 * The store the notices below it go to: Mantine's global one in the portal; a story or a test
 * gives each render its own (NoticeScope), so that a notice asked for late by a screen already gone
 * (a request that timed out after its story ended) lands in that screen's store, not on the next.
 */
const NoticeStore = createContext<NotificationsStore>(notificationsStore);

export function NoticeScope({ store, children }: { store: NotificationsStore; children: ReactNode }) {
  return <NoticeStore value={store}>{children}</NoticeStore>;
}

/** Fetches the container's code at the first key press or tap (once). */
function usePrefetchOnFirstInput(): void {
  useEffect(
    () =>
      onFirstInput(() => {
        // Once the input's own work is done (the main thread idle): the answer to what the
        // visitor did comes first, the notice's code right after.
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadContainer(), { timeout: 1000 });
        else setTimeout(() => void loadContainer(), 50);
      }),
    [],
  );
}

/** The notification area: slides in from the top. Mount once, inside MantineProvider. */
export function AppNotifications() {
  const hydrated = useAfterHydration();
  const store = use(NoticeStore);
  const waiting = useNotifications(store).notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  // Once a notice has brought the container, it stays (adjusting state while rendering).
  if (waiting && hydrated && !mounted) setMounted(true);
  usePrefetchOnFirstInput();
  useEffect(() => {
    if (mounted) requestFullStyles();
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer store={store} />
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

/** Whether `element` can take the focus back: still on the page, enabled, not inert, shown. */
const canTakeFocus = (element: HTMLElement) =>
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  !element.closest('[inert]') &&
  (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true }));

/**
 * Where the focus goes when a notice that holds it closes (its close button, or by itself while a
 * keyboard user is in it): back where it was before it entered the notice (the button whose action
 * raised it), or, when that is gone, to the heading of the page the notice belongs to. A notice
 * that does not hold the focus leaves it where it is.
 */
function focusHandBack() {
  let notice: HTMLElement | null = null;
  let before: HTMLElement | null = null;
  return {
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      notice = event.currentTarget;
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !notice.contains(from)) before = from;
    },
    onClose: () => {
      const active = document.activeElement;
      if (!notice || !active || !notice.contains(active)) return;
      const target =
        before && canTakeFocus(before)
          ? before
          : (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1'));
      if (target) focusElement(target);
    },
  };
}

/** Shows green success and red error notices with a translated close button. */
export function useNotify(): Notify {
  const { t } = useTranslation('common');
  const store = use(NoticeStore);
  const show = (kind: NotificationKind, message: ReactNode, title?: ReactNode) => {
    const style = KIND_STYLE[kind];
    return showNotification(
      {
        ...focusHandBack(),
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
      } as Parameters<typeof showNotification>[0],
      store,
    );
  };
  return {
    success: (message, title) => show('success', message, title),
    error: (message, title) => show('error', message, title),
  };
}
