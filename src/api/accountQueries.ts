/**
 * The account page's server state (TanStack Query): the session's user and the token
 * current-user returned (the password change is authorised by it). Not kept once
 * the page closes (`gcTime: 0`): opening it always asks the server.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/types';
import { fetchCurrentSession } from './auth';

export const accountKeys = {
  all: ['account'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
};

export const sessionQuery = () => queryOptions({ queryKey: accountKeys.session(), queryFn: fetchCurrentSession, gcTime: 0 });

/** An update applied: the user in place at once, then the server's own copy (and a fresh token). */
export function accountUpdated(client: QueryClient, user: User) {
  client.setQueryData(sessionQuery().queryKey, (current) => (current ? { ...current, user } : current));
  void client.invalidateQueries({ queryKey: accountKeys.session() });
}
