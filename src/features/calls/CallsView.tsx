import {
  Alert,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconRefresh,
} from '@tabler/icons-react';
import { memo, useDeferredValue, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import type { LoadState } from '@/lib/loadState';
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALLS_MAX_QUERY_LENGTH,
  type CallBalance,
  type CallFilters,
  type CallSortKey,
  type CallSummary,
  type SortOrder,
} from '@/lib/calls';
import { formatClock, formatDateTime, formatNumber } from '@/lib/format';
import { formatDayText, parseDayText } from '@/lib/dateText';
import { LOCALE_INFO, type Locale } from '@/lib/locale';
import { langProps } from '@/ui/ForeignText';
import { isolate } from '@/lib/bidi';
import type { Message } from '@/lib/message';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import classes from './calls.module.css';
import { OutcomeBadge } from './OutcomeBadge';
import { TestCallBadge } from './TestCallBadge';
import { MessageAlert } from '@/ui/FormParts';
import { busyButtonProps } from '@/ui/busyRoot';

export interface CallsListData {
  /** The calls of the page shown. */
  items: CallSummary[];
  /** Calls matching the filters (all pages). */
  total: number;
  /** Calls before this page (0 on the first). */
  offset: number;
}

export interface CallsSort {
  key: CallSortKey;
  order: SortOrder;
}

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

      <FiltersForm {...props} />
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

/** "Calls 1–12 of 959": the calls shown of all that match; the range isolated as one block (src/lib/bidi.ts). */
function rangeText(t: TFunction<'calls'>, locale: Locale, offset: number, shown: number, total: number): string {
  const range = `${formatNumber(offset + 1, locale)}–${formatNumber(offset + shown, locale)}`;
  return t('list.range', { range: isolate(range, locale), total: formatNumber(total, locale) });
}

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

/** The From and To dates as typed. */
type DayTexts = { from: string; to: string };
const dayTexts = (filters: CallFilters, locale: Locale): DayTexts => ({
  from: formatDayText(filters.from, locale),
  to: formatDayText(filters.to, locale),
});
/** The day the invalid-date message shows as an example (a day after the 12th, so the order shows). */
const DATE_EXAMPLE = '2026-01-31';
const HIDDEN_DESCRIPTION = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A day typed as text in the page's order (src/lib/dateText.ts), not the browser's date input,
 * which shows its own (US) format on Spanish and Arabic pages: the format is the placeholder and
 * the field's description (for screen readers), an invalid day is said under the field (an alert)
 * and what was typed stays. Same height as the other fields: nothing moves on the pre-rendered page.
 */
function DayField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('calls');
  const format = t('filters.dateFormat');
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={format}
      description={t('filters.dateHint', { format })}
      styles={{ description: HIDDEN_DESCRIPTION }}
      error={error}
      errorProps={{ role: 'alert' }}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function FiltersForm({ filters, onFiltersChange }: CallsViewProps) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const [draft, setDraft] = useState<CallFilters>(filters);
  // The dates as typed, in the page's order (11/27/2026, 27/11/2026); read on Apply.
  const [dates, setDates] = useState<DayTexts>(() => dayTexts(filters, locale));
  const [dateErrors, setDateErrors] = useState<Partial<DayTexts>>({});
  const [error, setError] = useState<string | null>(null);
  // The form stays (the focus stays on its button after Apply); its fields follow the URL's
  // filters when they change (Clear, Back, a link).
  const applied = JSON.stringify(filters);
  const [shownFilters, setShownFilters] = useState(applied);
  if (shownFilters !== applied) {
    setShownFilters(applied);
    setDraft(filters);
    setDates(dayTexts(filters, locale));
    setDateErrors({});
    setError(null);
  }
  const setDate = (field: keyof DayTexts, text: string) => {
    setError(null);
    setDateErrors((current) => ({ ...current, [field]: undefined }));
    setDates((current) => ({ ...current, [field]: text }));
  };
  const set = (patch: Partial<CallFilters>) => {
    setError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = parseDayText(dates.from, locale);
    const to = parseDayText(dates.to, locale);
    const invalid = (field: keyof DayTexts) =>
      t('filters.invalidDate', {
        field: t(`filters.${field}`),
        format: t('filters.dateFormat'),
        example: formatDayText(DATE_EXAMPLE, locale),
      });
    if (from === null || to === null)
      return setDateErrors({ from: from === null ? invalid('from') : undefined, to: to === null ? invalid('to') : undefined });
    if (from && to && from > to) return setError(t('filters.invertedDates'));
    if ((draft.q ?? '').length > CALLS_MAX_QUERY_LENGTH) return setError(t('filters.searchTooLong', { max: CALLS_MAX_QUERY_LENGTH }));
    const clean: CallFilters = {};
    if (from) clean.from = from;
    if (to) clean.to = to;
    if (draft.direction) clean.direction = draft.direction;
    if (draft.outcome) clean.outcome = draft.outcome;
    if (draft.q?.trim()) clean.q = draft.q.trim();
    onFiltersChange(clean);
  };
  return (
    <Paper component="form" withBorder p="md" radius="md" onSubmit={submit} aria-label={t('filters.label')} role="search" noValidate>
      <div className={`${responsive.grid} ${responsive.gapSm} ${responsive.cols1Xs2Md5}`}>
        <DayField label={t('filters.from')} value={dates.from} error={dateErrors.from} onChange={(text) => setDate('from', text)} />
        <DayField label={t('filters.to')} value={dates.to} error={dateErrors.to} onChange={(text) => setDate('to', text)} />
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

/** Rows of the first render of a table (about a screenful). */
const FIRST_ROWS = 12;

interface CallRowProps {
  call: CallSummary;
  href: string;
  /** The row's place among all the matching calls (`aria-rowindex`: the header row is 1). */
  rowIndex: number;
  locale: Locale;
  t: TFunction<'calls'>;
}

/** Mantine's table classes, for rows written as plain elements (with the attributes Table.Tr sets). */
const TABLE = Table.classes;

/**
 * One call in the table. Memoised, and made of plain elements (`tr`/`td` with Mantine's table
 * classes, the cells' content styled in calls.module.css): a poll or a balance that arrives
 * re-renders the page, not fifty unchanged rows, and a new page of fifty rows costs no Mantine
 * component per cell.
 */
const CallRow = memo(function CallRow({ call, href, rowIndex, locale, t }: CallRowProps) {
  return (
    <tr className={TABLE.tr} data-with-row-border data-striped="odd" aria-rowindex={rowIndex} data-testid="call-row">
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
          <TestCallBadge testCall={call.testCall} />
        </span>
      </td>
      <td className={TABLE.td}>
        <span className={classes.summary} {...langProps(call.language, LOCALE_INFO[locale].lang)}>
          {call.summary}
        </span>
      </td>
    </tr>
  );
});

function CallsTable({
  data,
  sort,
  hasNext,
  hasPrevious,
  loadingPage,
  updating,
  exporting,
  exportError,
  hrefOf,
  onSortChange,
  onNextPage,
  onPreviousPage,
  onExport,
}: CallsViewProps & { data: CallsListData }) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  // The first rows render at once; the rest (and any later change of rows) in a background render
  // React can interrupt, so a page of fifty never blocks the main thread in one long task.
  const rows = useDeferredValue(data.items, data.items.slice(0, FIRST_ROWS));
  // Previous or Next: once the other page is shown, the table takes the focus (a screen reader
  // reads its caption and size) and its top comes into view; the button may have become disabled.
  const table = useRef<HTMLTableElement>(null);
  const turning = useRef(false);
  const turn = (go: () => void) => {
    turning.current = true;
    // The button turns busy while the page loads and may end disabled (no page beyond): the table
    // holds the focus meanwhile.
    table.current?.focus({ preventScroll: true });
    go();
  };
  useEffect(() => {
    if (!turning.current) return;
    turning.current = false;
    table.current?.focus({ preventScroll: true });
    table.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [data.offset]);
  const sortBy = (key: CallSortKey) =>
    onSortChange({
      key,
      order: sort.key === key ? (sort.order === 'asc' ? 'desc' : 'asc') : key === 'startedAt' || key === 'durationSec' ? 'desc' : 'asc',
    });
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="calls-total">
          {t(data.total === 1 ? 'list.totalOne' : 'list.total', { formatted: formatNumber(data.total, locale) })}
        </Text>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={onExport} {...busyButtonProps(exporting)}>
          {t('list.export')}
        </Button>
      </Group>
      <MessageAlert message={exportError} />
      <Table.ScrollContainer minWidth={760} type="native">
        <Table
          striped
          verticalSpacing="sm"
          captionSide="top"
          className={classes.table}
          aria-rowcount={data.total + 1}
          // The rows are not yet those of the filters and sort shown (or not all rendered yet).
          aria-busy={updating || loadingPage || rows !== data.items ? true : undefined}
          ref={table}
          tabIndex={-1}
        >
          <Table.Caption style={{ margin: 0 }}>
            <VisuallyHidden>{t('list.caption')}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {COLUMNS.map(({ key, sortable }) => {
                const active = sort.key === key;
                return (
                  <Table.Th
                    key={key}
                    scope="col"
                    aria-sort={sortable ? (active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                  >
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
          <Table.Tbody>
            {rows.map((call, index) => (
              <CallRow key={call.id} call={call} href={hrefOf(call.id)} rowIndex={data.offset + index + 2} locale={locale} t={t} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(hasNext || hasPrevious) && (
        <Group component="nav" aria-label={t('list.pages')} justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="calls-range">
            {rangeText(t, locale, data.offset, data.items.length, data.total)}
          </Text>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={18} aria-hidden className={classes.flipInRtl} />}
              onClick={() => turn(onPreviousPage)}
              disabled={!hasPrevious || loadingPage}
            >
              {t('list.previousPage')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={18} aria-hidden className={classes.flipInRtl} />}
              onClick={() => turn(onNextPage)}
              {...busyButtonProps(loadingPage, !hasNext)}
            >
              {t('list.nextPage')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
