import { Alert, Box, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconRefresh } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import type { LoadState } from '@/lib/loadState';
import { CALL_DIRECTIONS, CALL_OUTCOMES, CALLS_MAX_QUERY_LENGTH, type CallBalance, type CallFilters, type CallSortKey, type CallSummary, type SortOrder } from '@/lib/calls';
import { formatClock, formatDateTime, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/locale';
import type { Message } from '@/lib/message';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import classes from './calls.module.css';
import { OutcomeBadge } from './OutcomeBadge';
import { MessageAlert } from '@/ui/FormParts';

export interface CallsListData {
  items: CallSummary[];
  /** Calls matching the filters (all pages). */
  total: number;
}

export interface CallsSort {
  key: CallSortKey;
  order: SortOrder;
}

export interface CallsViewProps {
  /** The filters applied (from the URL). */
  filters: CallFilters;
  sort: CallsSort;
  state: LoadState<CallsListData>;
  /** More pages after the ones shown. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The server refused the filters: said here, the previous results stay. */
  filterError?: Message | null;
  /** This month's minutes; null while loading or when they could not load. */
  balance: CallBalance | null;
  /** Calls that arrived since the list was loaded (announced politely). */
  newCalls: number;
  exporting: boolean;
  exportError?: Message | null;
  /** Where the empty history points to (the bot configuration). */
  botConfigHref: string;
  hrefOf: (id: string) => string;
  onFiltersChange: (filters: CallFilters) => void;
  onSortChange: (sort: CallsSort) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onShowNew: () => void;
  onExport: () => void;
}

const COLUMNS: { key: CallSortKey | 'summary'; sortable: boolean }[] = [
  { key: 'startedAt', sortable: true },
  { key: 'direction', sortable: true },
  { key: 'caller', sortable: true },
  { key: 'durationSec', sortable: true },
  { key: 'outcome', sortable: true },
  { key: 'summary', sortable: false },
];

const hasFilters = (filters: CallFilters) => Boolean(filters.from || filters.to || filters.direction || filters.outcome || filters.q);

/**
 * The call history (`/dashboard/calls`): this month's minutes, the filters (date range,
 * direction, outcome, free text), a table sortable by its column headers, paged with "Show more",
 * an export of the filtered list and the announcement of calls that arrived meanwhile. States:
 * loading, error with retry, empty (a new account: a pointer to the bot configuration), nothing
 * matches the filters.
 */
export function CallsView(props: CallsViewProps) {
  // New props (a page of calls arriving, a sort, the balance) render in the background, in a
  // render React interrupts for input: fifty rows never block the main thread in one long task.
  const deferred = useDeferredValue(props);
  return <CallsContent {...deferred} />;
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
              {t('list.balance', { remaining: formatNumber(balance.remainingMinutes, locale), allowance: formatNumber(balance.allowanceMinutes, locale) })}
            </Text>
          </Paper>
        )}
      </Group>

      <FiltersForm key={JSON.stringify(filters)} {...props} />
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

      {state.status === 'loading' && <PageLoading label={t('list.loading')} blocks={2} />}
      {state.status === 'error' && <PageLoadError title={t('list.loadError')} message={state.message} onRetry={onRetry} />}
      {state.status === 'loaded' && state.data.total === 0 && !hasFilters(filters) && <EmptyHistory href={props.botConfigHref} />}
      {state.status === 'loaded' && state.data.total === 0 && hasFilters(filters) && <NoMatch onClear={() => props.onFiltersChange({})} />}
      {state.status === 'loaded' && state.data.total > 0 && <CallsTable {...props} data={state.data} />}
    </Stack>
  );
});

function FiltersForm({ filters, onFiltersChange }: CallsViewProps) {
  const { t } = useTranslation('calls');
  const [draft, setDraft] = useState<CallFilters>(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<CallFilters>) => {
    setError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setError(t('filters.invertedDates'));
    if ((draft.q ?? '').length > CALLS_MAX_QUERY_LENGTH) return setError(t('filters.searchTooLong', { max: CALLS_MAX_QUERY_LENGTH }));
    const clean: CallFilters = {};
    if (draft.from) clean.from = draft.from;
    if (draft.to) clean.to = draft.to;
    if (draft.direction) clean.direction = draft.direction;
    if (draft.outcome) clean.outcome = draft.outcome;
    if (draft.q?.trim()) clean.q = draft.q.trim();
    onFiltersChange(clean);
  };
  return (
    <Paper component="form" withBorder p="md" radius="md" onSubmit={submit} aria-label={t('filters.label')} role="search" noValidate>
      <div className={`${responsive.grid} ${responsive.gapSm} ${responsive.cols1Xs2Md5}`}>
        <TextInput type="date" label={t('filters.from')} value={draft.from ?? ''} onChange={(e) => set({ from: e.currentTarget.value })} />
        <TextInput type="date" label={t('filters.to')} value={draft.to ?? ''} onChange={(e) => set({ to: e.currentTarget.value })} />
        <NativeSelect
          label={t('filters.direction')}
          value={draft.direction ?? ''}
          onChange={(e) => set({ direction: (e.currentTarget.value || undefined) as CallFilters['direction'] })}
          data={[{ value: '', label: t('filters.any') }, ...CALL_DIRECTIONS.map((value) => ({ value, label: t(`direction.${value}`) }))]}
        />
        <NativeSelect
          label={t('filters.outcome')}
          value={draft.outcome ?? ''}
          onChange={(e) => set({ outcome: (e.currentTarget.value || undefined) as CallFilters['outcome'] })}
          data={[{ value: '', label: t('filters.any') }, ...CALL_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))]}
        />
        <TextInput
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={draft.q ?? ''}
          onChange={(e) => set({ q: e.currentTarget.value })}
        />
      </div>
      {error && (
        <Text role="alert" c="red.9" size="sm" mt="sm">
          {error}
        </Text>
      )}
      <Group gap="sm" mt="md">
        <Button type="submit">{t('filters.apply')}</Button>
        {hasFilters(filters) && (
          <Button variant="subtle" onClick={() => onFiltersChange({})}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** A list with nothing to show: a title, a line and what to do about it. */
function Nothing({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text>{text}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A new account: no call yet, and a pointer to the bot configuration. */
function EmptyHistory({ href }: { href: string }) {
  const { t } = useTranslation('calls');
  const action = (
    <Button component={Link} to={href} variant="light">
      {t('list.empty.action')}
    </Button>
  );
  return <Nothing title={t('list.empty.title')} text={t('list.empty.text')} action={action} />;
}

/** Calls exist, but none matches the filters: a way back to all of them. */
function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('calls');
  const action = (
    <Button variant="light" onClick={onClear}>
      {t('list.noMatch.clear')}
    </Button>
  );
  return <Nothing title={t('list.noMatch.title')} text={t('list.noMatch.text')} action={action} />;
}

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden />;
  return order === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
}

interface CallRowProps {
  call: CallSummary;
  href: string;
  /** Position among the loaded calls (0 for the first). */
  index: number;
  locale: Locale;
  t: TFunction<'calls'>;
}

/** Mantine's table classes, for rows written as plain elements (with the attributes Table.Tr sets). */
const TABLE = Table.classes;

/**
 * One call in the table. Memoised, and made of plain elements (`tr`/`td` with Mantine's table
 * classes, the cells' content styled in calls.module.css): a poll or a balance that arrives
 * re-renders the page, not the rows on screen, and a row costs no Mantine component per cell.
 * Striped by its index (every other loaded call), not by its place among the rows rendered.
 */
const CallRow = memo(function CallRow({ call, href, index, locale, t }: CallRowProps) {
  return (
    <tr className={TABLE.tr} data-with-row-border data-stripe={index % 2 === 0 || undefined} data-index={index} aria-rowindex={index + 2} data-testid="call-row">
      <td className={`${TABLE.td} ${classes.nowrap}`}>
        <Link to={href} className={`${classes.time} mantine-focus-auto`}>
          {formatDateTime(call.startedAt, locale)}
        </Link>
      </td>
      <td className={TABLE.td}>
        <span className={classes.direction} data-direction={call.direction}>
          {t(`direction.${call.direction}`)}
        </span>
      </td>
      <td className={TABLE.td}>
        <span className={classes.caller} dir="auto">
          {call.callerName ?? t('unknownCaller')}
        </span>
        <span className={classes.number}>
          <bdi>{call.callerNumber}</bdi>
        </span>
      </td>
      <td className={`${TABLE.td} ${classes.duration}`}>{formatClock(call.durationSec)}</td>
      <td className={TABLE.td}>
        <span className={classes.badges}>
          <OutcomeBadge outcome={call.outcome} label={t(`outcome.${call.outcome}`)} />
          {call.reportedSpam && call.outcome !== 'spam' && <OutcomeBadge outcome="spam" variant="outline" label={t('outcome.spam')} />}
        </span>
      </td>
      <td className={TABLE.td}>
        <span className={classes.summary} dir="auto">
          {call.summary}
        </span>
      </td>
    </tr>
  );
});

/** Rows rendered beyond each edge of the window (about a screenful at either end). */
const OVERSCAN = 10;
/** Rows kept rendered before and after the one holding the focus. */
const FOCUS_MARGIN = 2;
/** A row's height until one is measured (two lines of text and the cell padding, at 16 px text). */
const ROW_ESTIMATE = 68;

interface CallRowsProps {
  items: CallSummary[];
  hrefOf: (id: string) => string;
}

/**
 * The table's body, windowed: only the rows in the window and OVERSCAN rows beyond each edge are
 * in the DOM (a spacer row above and one below stand for the others), whatever the number of
 * calls loaded. 300 rows of a long history kept 300 rows' DOM and layout alive, and their
 * garbage made a 100 ms frame while scrolling at 4x CPU (npm run bench).
 *
 * The page itself scrolls (the window), so the table keeps its place in the layout. Every row is
 * one height (calls.module.css), measured on the first row and again when the window is resized
 * or the rows change: rows are placed by arithmetic, nothing is measured while scrolling, and
 * nothing jumps as rows come and go. The table's `aria-rowcount` and each row's `aria-rowindex`
 * tell assistive technology where a row stands among all the calls.
 *
 * The row holding the focus stays rendered, with two rows on either side, wherever the page is
 * scrolled: the focus is never lost with its row, and Tab (or Shift+Tab) always finds the next
 * call, even when the keys are pressed faster than the page scrolls (the window follows the
 * scroll a frame later).
 */
const CallRows = memo(function CallRows({ items, hrefOf }: CallRowsProps) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const body = useRef<HTMLTableSectionElement>(null);
  const [layout, setLayout] = useState({ offset: 0, rowHeight: ROW_ESTIMATE });
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null) return indexes;
      const near = Array.from({ length: 2 * FOCUS_MARGIN + 1 }, (_, i) => focused - FOCUS_MARGIN + i).filter((index) => index >= 0 && index < range.count);
      return [...new Set([...indexes, ...near])].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: items.length,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
    scrollMargin: layout.offset,
    getItemKey: (index) => items[index]?.id ?? index,
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    useFlushSync: false,
  });
  // Where the body starts in the page and how tall a row is: measured when the rows change and
  // when the window is resized (what stands above the table wraps differently), not on scroll.
  useLayoutEffect(() => {
    const measure = () => {
      const rect = body.current?.getBoundingClientRect();
      const row = body.current?.querySelector('tr[data-index]')?.getBoundingClientRect().height;
      const offset = rect ? rect.top + window.scrollY : 0;
      setLayout((current) => {
        const next = { offset: Math.abs(current.offset - offset) < 1 ? current.offset : offset, rowHeight: row || current.rowHeight };
        return next.offset === current.offset && next.rowHeight === current.rowHeight ? current : next;
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items]);
  // A new row height moves every row: the virtualizer forgets the positions it worked out.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight]);

  // The focus moved to a row: the rows around it are rendered before the next key press.
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = Number((event.target as HTMLElement).closest('tr')?.dataset.index);
    if (Number.isInteger(index) && index !== focused) flushSync(() => setFocused(index));
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  // The rows rendered, with a spacer row for each run of rows that are not.
  const rows: ReactNode[] = [];
  let end = layout.offset;
  for (const item of virtualizer.getVirtualItems()) {
    const { index, start } = item;
    const call = items[index]!;
    if (start - end >= 1) rows.push(<Spacer key={rows.length ? `gap-${index}` : 'before'} height={start - end} />);
    rows.push(<CallRow key={call.id} call={call} href={hrefOf(call.id)} index={index} locale={locale} t={t} />);
    end = item.end;
  }
  const after = layout.offset + virtualizer.getTotalSize() - end;
  if (after >= 1) rows.push(<Spacer key="after" height={after} />);
  return (
    <tbody ref={body} className={TABLE.tbody} data-rows={items.length} onFocus={onFocus} onBlur={onBlur}>
      {rows}
    </tbody>
  );
});

/** The room of the rows not rendered, above or below those that are. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className={classes.spacer}>
      <td colSpan={COLUMNS.length} style={{ height }} />
    </tr>
  );
}

function CallsTable({ data, sort, hasMore, loadingMore, exporting, exportError, hrefOf, onSortChange, onLoadMore, onExport }: CallsViewProps & { data: CallsListData }) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const sortBy = (key: CallSortKey) => onSortChange({ key, order: sort.key === key ? (sort.order === 'asc' ? 'desc' : 'asc') : key === 'startedAt' || key === 'durationSec' ? 'desc' : 'asc' });
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="calls-total">
          {t(data.total === 1 ? 'list.totalOne' : 'list.total', { formatted: formatNumber(data.total, locale) })}
        </Text>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={onExport} loading={exporting}>
          {t('list.export')}
        </Button>
      </Group>
      <MessageAlert message={exportError} />
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" captionSide="top" className={classes.table} aria-rowcount={data.total + 1}>
          <Table.Caption style={{ margin: 0 }}>
            <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {COLUMNS.map(({ key, sortable }) => {
                const active = sort.key === key;
                return (
                  <Table.Th key={key} scope="col" aria-sort={sortable ? (active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}>
                    {sortable ? (
                      <UnstyledButton onClick={() => sortBy(key as CallSortKey)} fw={700} fz="sm">
                        <Group component="span" gap={4} wrap="nowrap">
                          {t(`columns.${key}`)}
                          <SortIcon active={active} order={sort.order} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      t(`columns.${key}`)
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <CallRows items={data.items} hrefOf={hrefOf} />
        </Table>
      </Table.ScrollContainer>
      {hasMore && (
        <Group justify="center">
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            {t('list.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
