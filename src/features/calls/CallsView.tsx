import { Alert, Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import type { LoadState } from '@/lib/loadState';
import type { CallBalance, CallFilters } from '@/lib/calls';
import { formatNumber } from '@/lib/format';
import type { Message } from '@/lib/message';
import { useLocale } from '@/ui/useLocale';
import { MessageAlert } from '@/ui/FormParts';
import { EmptyHistory, NoMatch } from './CallsEmpty';
import { CallsFilters } from './CallsFilters';
import { hasFilters, rangeText, type CallsListData, type CallsSort } from './callsList';
import { CallsTable } from './CallsTable';

export type { CallsListData, CallsSort } from './callsList';

export interface CallsViewProps {
  /** The filters applied (from the URL). */
  filters: CallFilters;
  /** The column the table is sorted by, and the order. */
  sort: CallsSort;
  /** The page of calls: loading, failed, or loaded (its calls, how many match in all, where the page starts). */
  state: LoadState<CallsListData>;
  /** A page after the one shown. */
  hasNext: boolean;
  /** A page before the one shown. */
  hasPrevious: boolean;
  /** The next page is being fetched (the page shown stays until it arrives). */
  loadingPage: boolean;
  /** New filters or a new sort are loading: the rows shown are the previous ones until they arrive. */
  updating?: boolean;
  /** The server refused the filters: said here, the previous results stay. */
  filterError?: Message | null;
  /** This month's minutes; null while loading or when they could not load. */
  balance: CallBalance | null;
  /** Calls that arrived since the list was loaded (announced politely). */
  newCalls: number;
  /** The export of the filtered list is under way: its button is busy. */
  exporting: boolean;
  /** Why the export failed, shown by its button; none otherwise. */
  exportError?: Message | null;
  /** Why the signed-in person's role may not export (the button is disabled, the reason beside it); none when it may. */
  exportLocked?: string | null;
  /** Where the empty history points to (the bot configuration). */
  botConfigHref: string;
  /** A call's own page, from its id. */
  hrefOf: (id: string) => string;
  /** Filters applied or cleared. */
  onFiltersChange: (filters: CallFilters) => void;
  /** A column header pressed: the new sort. */
  onSortChange: (sort: CallsSort) => void;
  /** Next pressed. */
  onNextPage: () => void;
  /** Previous pressed. */
  onPreviousPage: () => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Show the new calls pressed. */
  onShowNew: () => void;
  /** Export pressed. */
  onExport: () => void;
}

/**
 * The call history (`/dashboard/calls`): this month's minutes, the filters (date range,
 * direction, outcome, free text), a table sortable by its column headers, one page of calls at a
 * time (Previous and Next; a page holds 50 calls, so the DOM stays small however long the history),
 * an export of the filtered list and the announcement of calls that arrived meanwhile. States:
 * loading, error with retry, empty (a new account: a pointer to the bot configuration), nothing
 * matches the filters.
 */
export function CallsView(props: CallsViewProps) {
  // New props (a page of calls arriving, a sort, the balance) render in the background, in a
  // render React interrupts for input: fifty rows never block the main thread in one long task.
  // Until it has, the table says it is busy.
  const deferred = useDeferredValue(props);
  return <CallsContent {...deferred} updating={deferred.updating || deferred !== props} />;
}

const CallsContent = memo(function CallsContent(props: CallsViewProps) {
  const { filters, state, balance, newCalls, onRetry, onShowNew } = props;
  const { t } = useTranslation('calls');
  const locale = useLocale();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageHeader title={t('list.title')} intro={t('list.intro')} />
        {balance && (
          <Paper withBorder px="md" py="xs" radius="md" data-testid="calls-balance">
            <Text size="sm" fw={600}>
              {t('list.balance', {
                remaining: formatNumber(balance.remainingMinutes, locale),
                allowance: formatNumber(balance.allowanceMinutes, locale),
              })}
            </Text>
          </Paper>
        )}
      </Group>

      <CallsFilters filters={filters} onFiltersChange={props.onFiltersChange} />
      <MessageAlert message={props.filterError} />

      <Box role="status" aria-live="polite">
        {newCalls > 0 && (
          <Alert color="brand" variant="light">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{t(newCalls === 1 ? 'list.newCallsOne' : 'list.newCalls', { count: newCalls })}</Text>
              <Button size="xs" variant="filled" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onShowNew}>
                {t('list.showNew')}
              </Button>
            </Group>
          </Alert>
        )}
      </Box>

      <ResultsAnnouncement state={state} />

      {state.status === 'loading' && <PageLoading label={t('list.loading')} blocks={2} />}
      {state.status === 'error' && (
        <PageLoadError title={t('list.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />
      )}
      {state.status === 'loaded' && state.data.total === 0 && !hasFilters(filters) && <EmptyHistory href={props.botConfigHref} />}
      {state.status === 'loaded' && state.data.total === 0 && hasFilters(filters) && <NoMatch onClear={() => props.onFiltersChange({})} />}
      {state.status === 'loaded' && state.data.total > 0 && <CallsTable {...props} data={state.data} />}
    </Stack>
  );
});

/**
 * The results said politely (WCAG 4.1.3): after filtering, sorting or turning a page, a screen
 * reader hears how many calls match and which ones are shown. Always in the page (a live region
 * must exist before its text changes), visually hidden (the same texts are on screen).
 */
function ResultsAnnouncement({ state }: { state: LoadState<CallsListData> }) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  let text = '';
  if (state.status === 'loaded') {
    const { total, offset, items } = state.data;
    const count = t(total === 1 ? 'list.totalOne' : 'list.total', { formatted: formatNumber(total, locale) });
    text = total > items.length ? `${count}. ${rangeText(t, locale, offset, items.length, total)}` : count;
  }
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="calls-announcement">
      {text}
    </VisuallyHidden>
  );
}
