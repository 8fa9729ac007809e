/** The account's team as server state (TanStack Query): one key, shared by the team page and its stories. */
import { queryOptions } from '@tanstack/react-query';
import { fetchTeam } from './team';

export const teamKeys = {
  all: ['team'] as const,
};

export const teamQuery = () => queryOptions({ queryKey: teamKeys.all, queryFn: fetchTeam });
