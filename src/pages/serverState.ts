/**
 * What the pages share to show server state (TanStack Query) in the views' terms: a query as a
 * `LoadState`, a mutation as a `SaveState` whose success shows for TIMINGS.successMessage
 * (3000 ms) and then goes back to idle.
 */
import { useEffect } from 'react';
import { genericErrorMessage } from '@/api/errors';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { Message } from '@/lib/message';
import { TIMINGS } from '@/lib/timings';

/**
 * A query's data as a page state: its data first (a refetch that fails keeps what was shown),
 * then its error, shown as loading again while a retry runs.
 */
export function loadStateOf<T>(query: { data: T | undefined; isError: boolean; error: unknown; isFetching?: boolean }, toMessage: (error: unknown) => Message = genericErrorMessage): LoadState<T> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'error', message: toMessage(query.error) };
  return { status: 'loading' };
}

interface MutationLike {
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  submittedAt: number;
  reset: () => void;
}

/** A mutation's progress as a save state; the success goes back to idle after 3000 ms. */
export function useSaveStateOf(mutation: MutationLike, toMessage: (error: unknown) => Message = genericErrorMessage): SaveState {
  const { status, submittedAt, reset } = mutation;
  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(reset, TIMINGS.successMessage);
    return () => clearTimeout(timer);
  }, [status, submittedAt, reset]);
  if (status === 'pending') return { status: 'saving' };
  if (status === 'error') return { status: 'error', message: toMessage(mutation.error) };
  if (status === 'success') return { status: 'success' };
  return { status: 'idle' };
}
