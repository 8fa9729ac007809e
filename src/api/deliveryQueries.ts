/** Delivery's server state (TanStack Query): one key per record, shared by the pages and their stories. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DeliveryOverview } from '@/lib/delivery';
import { fetchCallDeliveries, fetchDelivery, fetchEndpoint, fetchMessages, fetchSecret, type MessageFilters } from './delivery';

export const deliveryKeys = {
  all: ['delivery'] as const,
  overview: () => [...deliveryKeys.all, 'overview'] as const,
  endpoint: (id: string) => [...deliveryKeys.all, 'endpoint', id] as const,
  secret: (id: string) => [...deliveryKeys.all, 'secret', id] as const,
  messages: (id: string, filters?: MessageFilters) =>
    filters ? ([...deliveryKeys.all, 'messages', id, filters] as const) : ([...deliveryKeys.all, 'messages', id] as const),
  call: (callId: string) => [...deliveryKeys.all, 'call', callId] as const,
};

export const deliveryQuery = () => queryOptions({ queryKey: deliveryKeys.overview(), queryFn: fetchDelivery });
export const endpointQuery = (id: string) => queryOptions({ queryKey: deliveryKeys.endpoint(id), queryFn: () => fetchEndpoint(id) });
/** The secret is asked for only on request (`enabled` by the page), and never kept once the page is left. */
export const secretQuery = (id: string) =>
  queryOptions({ queryKey: deliveryKeys.secret(id), queryFn: () => fetchSecret(id), gcTime: 0, staleTime: Infinity, retry: false });
export const callDeliveriesQuery = (callId: string) =>
  queryOptions({ queryKey: deliveryKeys.call(callId), queryFn: () => fetchCallDeliveries(callId) });

export const messagesQuery = (id: string, filters: MessageFilters) =>
  infiniteQueryOptions({
    queryKey: deliveryKeys.messages(id, filters),
    queryFn: ({ pageParam, signal }) => fetchMessages(id, filters, pageParam || null, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

// What a change does to the cache.

/** A rule, the digest or an endpoint changed: the overview again. */
export function deliveryChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: deliveryKeys.overview() });
}
export function digestSaved(client: QueryClient, digest: DeliveryOverview['digest']) {
  client.setQueryData<DeliveryOverview>(deliveryKeys.overview(), (old) => (old ? { ...old, digest } : old));
}
/** A secret rotated: the new one shown, the endpoint's rotation again. */
export function secretRotated(client: QueryClient, id: string, secret: Awaited<ReturnType<typeof fetchSecret>>) {
  client.setQueryData(deliveryKeys.secret(id), secret);
  void client.invalidateQueries({ queryKey: deliveryKeys.overview() });
  void client.invalidateQueries({ queryKey: deliveryKeys.endpoint(id) });
}
/** A message resent, recovered or a test sent: the log (and the endpoint's health) again. */
export function messagesChanged(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: deliveryKeys.messages(id) });
  void client.invalidateQueries({ queryKey: deliveryKeys.endpoint(id) });
  return client.invalidateQueries({ queryKey: deliveryKeys.overview() });
}
