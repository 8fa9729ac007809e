/** A member's sessions as server state (TanStack Query): one key, shared by the profile page and its stories. */
import { queryOptions } from '@tanstack/react-query';
import { fetchSessions } from './sessions';

export const sessionKeys = {
  all: ['sessions'] as const,
};

export const sessionsQuery = () => queryOptions({ queryKey: sessionKeys.all, queryFn: fetchSessions });
