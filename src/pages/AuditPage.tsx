import { Container } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { auditExportUrl } from '@/api/audit';
import { auditQuery } from '@/api/auditQueries';
import { genericErrorMessage } from '@/api/errors';
import { AuditView } from '@/features/audit/AuditView';
import { AUDIT_ACTIONS, type AuditAction, type AuditFilters } from '@/lib/audit';
import type { SaveState } from '@/lib/loadState';
import { useLocaleSearchParams } from '@/ui/useLocale';
import { useLoadState } from './serverState';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address (`?person=&action=&from=&to=`), anything unknown dropped. */
function filtersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const person = params.get('person') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    person: /^\d{1,10}$/.test(person) ? person : '',
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** The audit log (`/dashboard/team/audit`): the filters live in the address, so a filtered view can be shared and reloaded. */
export default function AuditPage() {
  const [params, setParams] = useLocaleSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  // While new filters load, the entries shown stay (with the control the keyboard is on).
  const log = useInfiniteQuery({ ...auditQuery(filters), placeholderData: keepPreviousData });
  const pages = log.data?.pages;
  const data = useMemo(
    () =>
      pages
        ? { items: pages.flatMap((page) => page.items), people: pages[0]?.people ?? [], hasMore: Boolean(pages.at(-1)?.nextCursor) }
        : undefined,
    [pages],
  );
  const state = useLoadState({
    data,
    isError: log.isError && !log.isFetchNextPageError,
    error: log.error,
    isFetching: log.isFetching,
    errorUpdatedAt: log.errorUpdatedAt,
  });
  const more: SaveState = log.isFetchingNextPage
    ? { status: 'saving' }
    : log.isFetchNextPageError
      ? { status: 'error', message: genericErrorMessage(log.error) }
      : { status: 'idle' };

  return (
    <Container size="lg" px={0}>
      <AuditView
        state={state}
        filters={filters}
        onFilters={(next) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
          setParams(search, { replace: true });
        }}
        more={more}
        onMore={() => void log.fetchNextPage()}
        onRetry={() => void log.refetch()}
        exportHref={auditExportUrl(filters)}
      />
    </Container>
  );
}
