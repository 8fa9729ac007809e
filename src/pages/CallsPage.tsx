import { Container } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { exportCalls, fetchCallUpdates } from '@/api/calls';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { CallsView, type CallsListData, type CallsSort } from '@/features/calls/CallsView';
import { balanceQuery, callKeys, callListQuery } from '@/api/callQueries';
import { pageFromSearch, queryFromSearch, searchFromQuery } from '@/features/calls/urlState';
import type { LoadState } from '@/lib/loadState';
import { callPath, PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';

/** How often the open history asks whether calls arrived (polling; see README). */
export const CALL_UPDATES_EVERY_MS = 30_000;

/** Saves a downloaded file under its name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The call history (`/dashboard/calls`): filters, sort and page live in the URL; pages come from
 * the server with a cursor (TanStack Query's infinite query, one page shown at a time: the pages
 * before it stay cached for Previous, and a URL that names page 3 fetches pages 1 to 3); a server
 * refusal of the filters is said while the previous results stay; new calls are polled and
 * announced.
 */
export default function CallsPage() {
  const [params, setParams] = useSearchParams();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const query = useMemo(() => queryFromSearch(params), [params]);
  const sort: CallsSort = { key: query.sort ?? 'startedAt', order: query.order ?? 'desc' };
  const filters = { ...query };
  delete filters.sort;
  delete filters.order;

  const page = pageFromSearch(params);
  const list = useInfiniteQuery(callListQuery(query));
  const pages = list.data?.pages;
  // The page shown: the one the URL names once it is loaded, the last loaded one until then.
  const shown = pages ? Math.min(page, pages.length) - 1 : 0;
  const { hasNextPage, isFetching, isError, fetchNextPage } = list;
  useEffect(() => {
    if (pages && pages.length < page && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pages, page, hasNextPage, isFetching, isError, fetchNextPage]);
  const balance = useQuery(balanceQuery());
  // The last results shown: kept on screen when the server refuses new filters.
  const [lastGood, setLastGood] = useState<CallsListData | null>(null);
  const data = useMemo<CallsListData | null>(
    () =>
      pages
        ? {
            items: pages[shown]?.items ?? [],
            total: pages[0]?.total ?? 0,
            offset: pages.slice(0, shown).reduce((count, before) => count + before.items.length, 0),
          }
        : null,
    [pages, shown],
  );
  if (data && data !== lastGood) setLastGood(data);

  // A 400 (filters the server refuses): the message, with the previous results kept.
  const refused = list.isError && errorInfo(list.error).status === 400 && lastGood !== null;
  let state: LoadState<CallsListData>;
  if (data) state = { status: 'loaded', data };
  else if (refused && lastGood) state = { status: 'loaded', data: lastGood };
  else if (list.isError) state = { status: 'error', message: genericErrorMessage(list.error) };
  else state = { status: 'loading' };

  // New calls: counted after the newest call shown (only when the list shows the newest first).
  const newest = sort.key === 'startedAt' && sort.order === 'desc' ? data?.items[0]?.startedAt : undefined;
  const updates = useQuery({
    queryKey: callKeys.updates(newest ?? ''),
    queryFn: () => fetchCallUpdates(newest as string),
    enabled: Boolean(newest),
    refetchInterval: CALL_UPDATES_EVERY_MS,
    staleTime: 0,
  });

  const exporter = useMutation({ mutationFn: () => exportCalls(query), onSuccess: ({ blob, fileName }) => saveFile(blob, fileName) });

  const toPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };

  // The new list is asked for at once, not after the navigation has rendered the page again.
  const navigateTo = (next: URLSearchParams) => {
    void client.prefetchInfiniteQuery(callListQuery(queryFromSearch(next)));
    setParams(next);
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
        filterError={refused ? genericErrorMessage(list.error) : list.isFetchNextPageError ? genericErrorMessage(list.error) : null}
        balance={balance.data ?? null}
        newCalls={updates.data?.count ?? 0}
        exporting={exporter.isPending}
        exportError={exporter.isError ? genericErrorMessage(exporter.error) : null}
        botConfigHref={localize(PATHS.botConfig)}
        hrefOf={(id) => `${localize(callPath(id))}${params.size ? `?${params.toString()}` : ''}`}
        onFiltersChange={(next) => navigateTo(searchFromQuery(next, sort))}
        onSortChange={(next) => navigateTo(searchFromQuery(filters, next))}
        onNextPage={() => toPage(shown + 2)}
        onPreviousPage={() => toPage(shown)}
        onRetry={() => void list.refetch()}
        onShowNew={() => {
          toPage(1);
          void client.invalidateQueries({ queryKey: callKeys.lists() });
          void client.invalidateQueries({ queryKey: callKeys.balance() });
        }}
        onExport={() => exporter.mutate()}
      />
    </Container>
  );
}
