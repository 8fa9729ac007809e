import { useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

/**
 * False while a pre-rendered page is being hydrated (and on the server), true once React owns
 * the page. Client-only renders are true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * Keeps the controls of a pre-rendered page (buttons, inputs, selects) disabled until React has
 * hydrated it, so that nothing typed or clicked in those first moments is lost: the browser (and
 * a test robot) waits for them to become enabled. Links keep working as plain links. The
 * fieldset has `display: contents` and no semantics, so it changes neither layout nor the
 * accessibility tree; global.css keeps the gated controls from looking disabled.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" role="presentation" disabled={!hydrated} data-hydrated={hydrated}>
      {children}
    </fieldset>
  );
}
