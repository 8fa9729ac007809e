import { Container } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useTransition } from 'react';
import { exportCalls } from '@/api/calls';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { CallsView, type CallsListData, type CallsSort } from '@/features/calls/CallsView';
import { balanceQuery, callListQuery, callUpdatesQuery, lastOtherCallList, refreshCallLists } from '@/api/callQueries';
import type { CallPage } from '@/lib/calls';
import { pageFromSearch, queryFromSearch, searchFromQuery } from '@/features/calls/urlState';
import { saveBlob } from '@/lib/download';
import { callPath, PATHS } from '@/lib/routes';
import { useLocalizedPath, useLocaleSearchParams } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';
import { useRoleLock } from '@/state/roleLock';

/** One page of a loaded list, as the view shows it: its calls, the total and where it starts. */
function listData(pages: readonly CallPage[], shown: number): CallsListData {
  return {
    items: pages[shown]?.items ?? [],
    total: pages[0]?.total ?? 0,
    offset: pages.slice(0, shown).reduce((count, before) => count + before.items.length, 0),
  };
}

/**
 * The call history (`/dashboard/calls`): filters, sort and page live in the URL; pages come from
 * the server with a cursor (TanStack Query's infinite query, one page shown at a time: the pages
 * before it stay cached for Previous, and a URL that names page 3 fetches pages 1 to 3); a server
 * refusal of the filters is said while the previous results stay; new calls are polled and
 * announced.
 */
export default function CallsPage() {
  const [params, setParams] = useLocaleSearchParams();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const exportLock = useRoleLock('exports');
  const query = useMemo(() => queryFromSearch(params), [params]);
  const sort: CallsSort = { key: query.sort ?? 'startedAt', order: query.order ?? 'desc' };
  const filters = { ...query };
  delete filters.sort;
  delete filters.order;

  const page = pageFromSearch(params);
  // While a new sort or filter loads, the previous results stay (with the control the keyboard is on).
  const list = useInfiniteQuery({ ...callListQuery(query), placeholderData: keepPreviousData });
  const pages = list.data?.pages;
  // The page shown: the one the URL names once it is loaded, the last loaded one until then.
  const shown = pages ? Math.min(page, pages.length) - 1 : 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = list;
  useEffect(() => {
    if (pages && pages.length < page && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pages, page, hasNextPage, isFetching, isError, fetchNextPage]);
  const balance = useQuery(balanceQuery());
  const data = useMemo(() => (pages ? listData(pages, shown) : null), [pages, shown]);

  // A 400 (filters the server refuses): the message, with the results shown before kept (the
  // list last loaded for other filters, from the cache).
  const refusedFilters = list.isError && errorInfo(list.error).status === 400;
  const previous = refusedFilters && !data ? lastOtherCallList(client, query) : undefined;
  const lastGood = previous ? listData(previous.pages, Math.min(page, previous.pages.length) - 1) : null;
  const refused = refusedFilters && (data ?? lastGood) !== null;
  const state = loadStateOf({ data: data ?? lastGood ?? undefined, isError: list.isError, error: list.error, isFetching: list.isFetching });

  // New calls: counted after the newest call shown (only when the list shows the newest first).
  const newest = sort.key === 'startedAt' && sort.order === 'desc' ? data?.items[0]?.startedAt : undefined;
  const updates = useQuery(callUpdatesQuery(newest));

  const exporter = useMutation({ mutationFn: () => exportCalls(query), onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName) });
  const exportState = useActionStateOf(exporter);

  const toPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

  // The new list is asked for at once, not after the navigation has rendered the page again.
  // The navigation renders as a transition: until it has, the table already says it is updating
  // (the rows on screen are the previous filters').
  const [navigating, startNavigation] = useTransition();
  const navigateTo = (next: URLSearchParams) => {
    void client.prefetchInfiniteQuery(callListQuery(queryFromSearch(next)));
    startNavigation(() => setParams(next));
  };
  return (
    <Container size="xl" px={0}>
      <CallsView
        filters={filters}
        sort={sort}
        state={state}
        hasNext={Boolean(pages && (shown + 1 < pages.length || list.hasNextPage)) && !refused}
        hasPrevious={shown > 0}
        loadingPage={list.isFetchingNextPage || (pages !== undefined && shown + 1 < page && !list.isError)}
        updating={list.isPlaceholderData || navigating}
        filterError={refused ? genericErrorMessage(list.error) : list.isFetchNextPageError ? genericErrorMessage(list.error) : null}
        balance={balance.data ?? null}
        newCalls={updates.data?.count ?? 0}
        exporting={exportState.status === 'saving'}
        exportError={exportState.status === 'error' ? exportState.message : null}
        exportLocked={exportLock.locked ? exportLock.reason : null}
        botConfigHref={localize(PATHS.botConfig)}
        hrefOf={(id) => `${localize(callPath(id))}${params.size ? `?${params.toString()}` : ''}`}
        onFiltersChange={(next) => navigateTo(searchFromQuery(next, sort))}
        onSortChange={(next) => navigateTo(searchFromQuery(filters, next))}
        onNextPage={() => toPage(shown + 2)}
        onPreviousPage={() => toPage(shown)}
        onRetry={() => void list.refetch()}
        onShowNew={() => {
          toPage(1);
          refreshCallLists(client);
        }}
        onExport={() => exporter.mutate()}
      />
    </Container>
  );
}
