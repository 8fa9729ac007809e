/** Go live's server state (TanStack Query): one key, shared by the go-live page, the dashboard and their stories. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { GoLive } from '@/lib/golive/types';
import { fetchGoLive } from './golive';

export const goLiveKeys = {
  all: ['golive'] as const,
};

/** While the test call is waited for, asked again every second: the call shows within a second of arriving. */
export const TEST_POLL_MS = 1000;

export const goLiveQuery = () =>
  queryOptions({
    queryKey: goLiveKeys.all,
    queryFn: fetchGoLive,
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? TEST_POLL_MS : false),
  });

/** A change answered with the new state: shown at once. */
export function goLiveChanged(client: QueryClient, golive: GoLive) {
  client.setQueryData(goLiveKeys.all, golive);
}
