import { useSyncExternalStore, type ReactNode } from 'react';

const noop = () => () => {};

/**
 * False while a pre-rendered page is being hydrated (and on the server), true after: once React
 * owns the page. Client-only renders are true from the start. A page reads what the pre-rendered
 * HTML cannot know (the query string, a saved draft) only when this is true, so that its first
 * render matches the server's markup.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * Keeps the controls inside it (buttons, inputs, selects) disabled until React has hydrated
 * them, so that nothing typed or clicked in those first moments is lost: the browser (and a
 * test robot) waits for them to become enabled. Links keep working as plain links.
 *
 * It must hydrate together with the controls it holds: inside the same Suspense boundary (React
 * hydrates each boundary on its own, later than what is around it). The layouts and the routes
 * place one around the header and one around each page (inside `<main>`: a `<main>` may not sit
 * in a fieldset), the landing page's sections one each; pages need none of their own.
 *
 * The fieldset has `display: contents` and no semantics, so it changes neither layout nor the
 * accessibility tree; global.css keeps the gated controls from looking disabled. Its class
 * (`hydration-gate`) and `data-hydrated` are what tests and the bench wait for.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useAfterHydration();
  return (
    <fieldset className="hydration-gate" role="presentation" disabled={!hydrated} data-hydrated={hydrated}>
      {children}
    </fieldset>
  );
}
