/** The agent studio's server state (TanStack Query): the draft overview is one record. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  compareStudio,
  fetchStudio,
  fetchStudioHolidays,
  fetchStudioQuestions,
  fetchStudioScenarios,
  fetchStudioVersions,
  type StudioOverview,
} from './studio';

export const studioKeys = {
  all: ['studio'] as const,
  overview: () => [...studioKeys.all, 'overview'] as const,
  holidays: (year: number) => [...studioKeys.all, 'holidays', year] as const,
};

export const studioQuery = () => queryOptions({ queryKey: studioKeys.overview(), queryFn: ({ signal }) => fetchStudio(signal) });
export const studioHolidaysQuery = (year: number) =>
  queryOptions({ queryKey: studioKeys.holidays(year), queryFn: () => fetchStudioHolidays(year), staleTime: Infinity });

/** A section saved: its answer is the whole overview (the new revision, what is unpublished). */
export function studioSaved(client: QueryClient, saved: StudioOverview) {
  client.setQueryData(studioKeys.overview(), saved);
}
/** Something else changed the draft (the voice section, a reload after a 409): read it again. */
export function studioChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: studioKeys.overview() });
}

export const studioScenariosQuery = () =>
  queryOptions({ queryKey: [...studioKeys.all, 'scenarios'] as const, queryFn: fetchStudioScenarios });
/** A scenario saved: the list again. */
export function studioScenariosChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: studioScenariosQuery().queryKey });
}

export const studioVersionsQuery = () => queryOptions({ queryKey: [...studioKeys.all, 'versions'] as const, queryFn: fetchStudioVersions });
export const studioCompareQuery = (from: string, to: string) =>
  queryOptions({ queryKey: [...studioKeys.all, 'compare', from, to] as const, queryFn: () => compareStudio(from, to) });
/** Published or restored: the draft, the versions and comparisons again. */
export function studioPublished(client: QueryClient) {
  return client.invalidateQueries({ queryKey: studioKeys.all });
}

export const studioQuestionsQuery = (status: 'open' | 'answered') =>
  queryOptions({ queryKey: [...studioKeys.all, 'questions', status] as const, queryFn: () => fetchStudioQuestions(status) });
