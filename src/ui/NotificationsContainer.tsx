import { Notifications, type NotificationsStore } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_EXIT_MS } from './notifyConstants';

/** Mantine's notification area (loaded lazily by AppNotifications). */
export default function NotificationsContainer({ store }: { store: NotificationsStore }) {
  return (
    <Notifications
      store={store}
      position="top-center"
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      transitionDuration={NOTIFICATION_EXIT_MS}
      limit={3}
      zIndex={1000}
    />
  );
}
