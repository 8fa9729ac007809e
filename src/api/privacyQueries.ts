/** Privacy's server state (TanStack Query): one key, shared by the privacy page and its stories. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Privacy } from '@/lib/privacy';
import { callKeys } from './callQueries';
import { fetchPrivacy } from './privacy';

export const privacyKeys = {
  all: ['privacy'] as const,
};

export const privacyQuery = () => queryOptions({ queryKey: privacyKeys.all, queryFn: fetchPrivacy });

/** A save answered with the new state: shown at once. */
export function privacyChanged(client: QueryClient, privacy: Privacy) {
  client.setQueryData(privacyKeys.all, privacy);
}

/** A caller erased: every cached call page and list may show them, so they load again. */
export function callsErased(client: QueryClient) {
  void client.invalidateQueries({ queryKey: callKeys.all });
}
