/** Go live's server state (TanStack Query): one key, shared by the go-live page, the dashboard and their stories. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { GoLive } from '@/lib/golive/types';
import { fetchGoLive } from './golive';

export const goLiveKeys = {
  all: ['golive'] as const,
};

/**
 * While the test call is waited for, asked again twice a second: the call shows within a second
 * of arriving, request and render included (a once-a-second poll took up to 1.02 s in the bench).
 * A cheap read of the session's own record, for five minutes at most.
 */
export const TEST_POLL_MS = 500;

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
