import { TIMINGS } from '@/lib/timings';

/** Notifications close by themselves after 5000 ms; the exit animation lasts 500 ms. */
export const NOTIFICATION_AUTO_CLOSE_MS = TIMINGS.notificationAutoClose;
export const NOTIFICATION_EXIT_MS = TIMINGS.notificationExit;
