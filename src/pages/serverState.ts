/**
 * The one way pages show server state (TanStack Query) in the views' terms:
 *
 * - a query (its options from `src/api/*Queries.ts`) becomes a `LoadState` with `loadStateOf`, or
 *   with `useLoadState` when it is the page's main query and its first answer builds a long form or
 *   table (CONTRIBUTING.md, "Which load-state helper");
 * - a mutation (a save, a call action, a download) becomes an `ActionState` with
 *   `useActionStateOf`: its success shows for TIMINGS.successMessage (3000 ms) and then goes back
 *   to idle, unless the action is done for good (`keepSuccess`).
 *
 * No page builds a `LoadState` by hand or tracks a request with `useState` and try/catch.
 */
import { useDeferredValue, useEffect } from 'react';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import type { ActionState, LoadState } from '@/lib/loadState';
import { keyMessage, type Message } from '@/lib/message';
import { TIMINGS } from '@/lib/timings';

type ToMessage = (error: unknown) => Message;

/**
 * A query's data as a page state: its data first (a refetch that fails keeps what was shown),
 * then its error, still shown while a retry runs (`retrying`: the pressed Retry stays, busy, with
 * the focus, instead of vanishing into a loading state).
 */
export function loadStateOf<T>(
  query: { data: T | undefined; isError: boolean; error: unknown; isFetching?: boolean; errorUpdatedAt?: number },
  toMessage: ToMessage = genericErrorMessage,
): LoadState<T> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  if (query.isError) return { status: 'error', message: toMessage(query.error), ...(query.isFetching ? { retrying: true } : {}) };
  // A retry of a load that failed (TanStack Query clears the error while it runs): still the error
  // view, saying it tries again.
  if (query.isFetching && (query.errorUpdatedAt ?? 0) > 0)
    return { status: 'error', message: keyMessage('errors:retrying'), retrying: true };
  return { status: 'loading' };
}

/**
 * `loadStateOf` for a page's main query, its first answer rendered in a transition: TanStack
 * Query delivers an answer through `useSyncExternalStore`, which React renders at once in one
 * task; a page that builds long forms or tables from it would block the main thread for that long
 * on a slow phone. The first answer renders in the background instead, in slices React interrupts
 * for input; until it has, the page shows loading. Once data is shown, a change to it (a save's
 * answer) renders at once, with whatever announces it.
 */
export function useLoadState<T>(
  query: { data: T | undefined; isError: boolean; error: unknown; isFetching?: boolean; errorUpdatedAt?: number },
  toMessage?: ToMessage,
): LoadState<T> {
  const shown = useDeferredValue(query.data);
  // After a failed load the answer to Retry renders at once: the error view (its busy Retry holding
  // the focus) gives way to the page, not to a loading state in between.
  const afterError = (query.errorUpdatedAt ?? 0) > 0;
  const data = shown === undefined && !afterError ? undefined : query.data;
  return loadStateOf(
    { data, isError: query.isError, error: query.error, isFetching: query.isFetching, errorUpdatedAt: query.errorUpdatedAt },
    toMessage,
  );
}

interface MutationLike<TData> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: TData | undefined;
  error: unknown;
  submittedAt: number;
  reset: () => void;
}

export interface ActionStateOptions<TData> {
  /** The error's message (default: the server's message, else the generic one). */
  toMessage?: ToMessage;
  /** What the success says, from the mutation's answer. */
  successText?: (data: TData) => string | undefined;
  /** The success stays (an action done for good, e.g. a call-back scheduled); else idle after 3000 ms. */
  keepSuccess?: boolean;
}

/** A mutation's progress as an action state (a `SaveState` with the success's own text, if any). */
export function useActionStateOf<TData>(
  mutation: MutationLike<TData>,
  { toMessage = genericErrorMessage, successText, keepSuccess = false }: ActionStateOptions<TData> = {},
): ActionState {
  const { status, submittedAt, reset } = mutation;
  useEffect(() => {
    if (status !== 'success' || keepSuccess) return;
    const timer = setTimeout(reset, TIMINGS.successMessage);
    return () => clearTimeout(timer);
  }, [status, submittedAt, reset, keepSuccess]);
  if (status === 'pending') return { status: 'saving' };
  if (status === 'error') {
    const { field } = errorInfo(mutation.error);
    return field ? { status: 'error', message: toMessage(mutation.error), field } : { status: 'error', message: toMessage(mutation.error) };
  }
  if (status === 'success') {
    const text = successText && mutation.data !== undefined ? successText(mutation.data) : undefined;
    return text === undefined ? { status: 'success' } : { status: 'success', text };
  }
  return { status: 'idle' };
}
