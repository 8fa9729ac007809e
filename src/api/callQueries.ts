/**
 * The call history's server state (TanStack Query): one key per area, so a mutation
 * invalidates exactly what it changes.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchBalance, fetchCall, fetchCalls } from './calls';
import type { CallListQuery } from '@/lib/calls';

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

export const callDetailQuery = (id: string) => queryOptions({ queryKey: callKeys.detail(id), queryFn: () => fetchCall(id) });

export const balanceQuery = () => queryOptions({ queryKey: callKeys.balance(), queryFn: fetchBalance });
