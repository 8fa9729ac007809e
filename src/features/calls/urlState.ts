import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_SORT_KEYS,
  CALLS_MAX_QUERY_LENGTH,
  type CallFilters,
  type CallListQuery,
  type CallSortKey,
  type SortOrder,
} from '@/lib/calls';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The history's filters and sort as the URL keeps them (`?outcome=spam&from=2026-11-01&sort=durationSec&order=asc`),
 * so a filtered view can be bookmarked, shared and restored with Back. Values the API would
 * refuse are left out.
 */
export function queryFromSearch(params: URLSearchParams): CallListQuery {
  const query: CallListQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && DAY.test(from)) query.from = from;
  if (to && DAY.test(to) && !(query.from && to < query.from)) query.to = to;
  const direction = params.get('direction');
  if (isOneOf(CALL_DIRECTIONS, direction)) query.direction = direction;
  const outcome = params.get('outcome');
  if (isOneOf(CALL_OUTCOMES, outcome)) query.outcome = outcome;
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, CALLS_MAX_QUERY_LENGTH);
  const sort = params.get('sort');
  if (isOneOf(CALL_SORT_KEYS, sort)) query.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') query.order = order;
  return query;
}

/** The furthest page the URL may ask for (200 pages of 50: the busy account's whole history). */
const MAX_PAGE = 200;

/** The page of the history shown, from the URL's `page` (1 for the first; absent on the first page). */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The URL's search for filters and a sort (the default sort, newest first, is left out). */
export function searchFromQuery(filters: CallFilters, sort: { key: CallSortKey; order: SortOrder }): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'direction', 'outcome', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort.key !== 'startedAt' || sort.order !== 'desc') {
    params.set('sort', sort.key);
    params.set('order', sort.order);
  }
  return params;
}
