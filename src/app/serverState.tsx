import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { authAtom } from '@/state/auth';

/**
 * The server-state cache's defaults: the HTTP client already retries idempotent GETs on gateway
 * errors (src/api/client.ts), so queries do not retry again; data stays fresh for 30 s and is
 * not refetched on window focus (a page refreshes what its mutations change).
 */
export function createQueryClient(): QueryClient {
  // `networkMode: 'always'`: a call made while the browser says it is offline fails at once with
  // the network message (and a retry), instead of waiting, paused, and running by itself later
  // (a payment must never start without a press).
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The cache of the current session, by its token (empty for none). */
const caches = new Map<string, QueryClient>();

/**
 * The cache for a session. It loads with the dashboard layout and with the purchase pages
 * (`withServerState`), so the other public pages never download TanStack Query. It holds one
 * session's data: a different token (a logout, then another login in the same tab) starts from
 * an empty cache.
 */
function cacheFor(token: string | null): QueryClient {
  const key = token ?? '';
  let client = caches.get(key);
  if (!client) {
    for (const old of caches.values()) old.clear();
    caches.clear();
    client = createQueryClient();
    caches.set(key, client);
  }
  return client;
}

/** Server state (TanStack Query) for the portal's and the purchase pages, for the session of `token`. */
export function ServerStateProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <QueryClientProvider client={cacheFor(token)}>{children}</QueryClientProvider>;
}

/**
 * A public page that reads or writes server state (the purchase pages: the call packages, the
 * payment): it gets the session's cache if a customer is logged in (the dashboard's buy-calls page
 * leads to the checkout), an anonymous one otherwise.
 * @public src/app/pages.ts takes it from a dynamic import, which knip cannot follow.
 */
export function withServerState(Page: ComponentType): ComponentType {
  return function WithServerState() {
    const { token } = useAtomValue(authAtom);
    return (
      <ServerStateProvider token={token}>
        <Page />
      </ServerStateProvider>
    );
  };
}
