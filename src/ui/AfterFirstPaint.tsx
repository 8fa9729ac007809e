import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children just after the first paint, in a transition React interrupts for input:
 * on a slow phone the top of the page shows at once, and the long sections below it never block
 * the main thread in one long task (the usage page's statement and forms, the delivery page's
 * webhooks and developer help).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
