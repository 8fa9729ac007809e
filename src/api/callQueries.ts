/**
 * The call history's server state (TanStack Query): one key per area, so a mutation
 * invalidates exactly what it changes. The keys stay in this file: pages read through the query
 * options and change the cache through the functions below.
 */
import { hashKey, infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { fetchBalance, fetchCall, fetchCalls, fetchCallUpdates } from './calls';
import { usageKeys } from './usageQueries';
import type { CallDetail, CallListQuery, CallPage, SpamReport } from '@/lib/calls';

export const callKeys = {
  all: ['calls'] as const,
  lists: () => [...callKeys.all, 'list'] as const,
  list: (query: CallListQuery) => [...callKeys.lists(), query] as const,
  detail: (id: string) => [...callKeys.all, 'detail', id] as const,
  balance: () => [...callKeys.all, 'balance'] as const,
  updates: (since: string) => [...callKeys.all, 'updates', since] as const,
};

export const callListQuery = (query: CallListQuery) =>
  infiniteQueryOptions({
    queryKey: callKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchCalls(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The call list loaded most recently for other filters than `query`'s: what stays on screen while
 * the server refuses `query`'s (read from the cache when that refusal renders, so the page keeps
 * no copy of its own).
 */
export function lastOtherCallList(client: QueryClient, query: CallListQuery): InfiniteData<CallPage> | undefined {
  const refused = hashKey(callKeys.list(query));
  const loaded = client
    .getQueryCache()
    .findAll({ queryKey: callKeys.lists() })
    .filter((entry) => entry.queryHash !== refused && entry.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return loaded[0]?.state.data as InfiniteData<CallPage> | undefined;
}

export const callDetailQuery = (id: string) => queryOptions({ queryKey: callKeys.detail(id), queryFn: () => fetchCall(id) });

export const balanceQuery = () => queryOptions({ queryKey: callKeys.balance(), queryFn: fetchBalance });

/** How often the open history asks whether calls arrived (polling; see docs/architecture.md, "Call history"). */
export const CALL_UPDATES_EVERY_MS = 30_000;

/** How many calls arrived after the newest one shown (none asked without one), polled. */
export const callUpdatesQuery = (since: string | undefined) =>
  queryOptions({
    queryKey: callKeys.updates(since ?? ''),
    queryFn: () => fetchCallUpdates(since as string),
    enabled: Boolean(since),
    refetchInterval: CALL_UPDATES_EVERY_MS,
    staleTime: 0,
  });

/** "Show new calls": the lists and the balance are asked for again. */
export function refreshCallLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: callKeys.lists() });
  void client.invalidateQueries({ queryKey: callKeys.balance() });
}

/** A call changed (rated, called back): its detail in place when the answer has it, the lists again. */
export function callChanged(client: QueryClient, id: string, updated?: CallDetail) {
  if (updated) client.setQueryData(callKeys.detail(id), updated);
  void client.invalidateQueries({ queryKey: callKeys.lists() });
}

/** A spam report: the call and the balance from the answer; the credit is a ledger line, so usage changes too. */
export function spamReported(client: QueryClient, id: string, report: SpamReport) {
  client.setQueryData<CallDetail>(callKeys.detail(id), (current) => (current ? { ...current, ...report.call } : current));
  client.setQueryData(callKeys.balance(), report.balance);
  void client.invalidateQueries({ queryKey: usageKeys.all });
  callChanged(client, id);
}
