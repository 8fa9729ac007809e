import { Button, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallSortKey, SortOrder } from '@/lib/calls';
import { formatNumber } from '@/lib/format';
import type { Message } from '@/lib/message';
import { busyButtonProps } from '@/ui/busyRoot';
import { MessageAlert } from '@/ui/FormParts';
import { useLocale } from '@/ui/useLocale';
import classes from './calls.module.css';
import { CallRow } from './CallRow';
import { rangeText, type CallsListData, type CallsSort } from './callsList';

const COLUMNS: { key: CallSortKey | 'summary'; sortable: boolean }[] = [
  { key: 'startedAt', sortable: true },
  { key: 'direction', sortable: true },
  { key: 'caller', sortable: true },
  { key: 'durationSec', sortable: true },
  { key: 'outcome', sortable: true },
  { key: 'summary', sortable: false },
];

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden />;
  return order === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
}

/** Rows of the first render of a table (about a screenful). */
const FIRST_ROWS = 12;

/** What the table takes of the view's props (CallsViewProps says what each one is). */
interface CallsTableProps {
  data: CallsListData;
  sort: CallsSort;
  hasNext: boolean;
  hasPrevious: boolean;
  loadingPage: boolean;
  updating?: boolean;
  exporting: boolean;
  exportError?: Message | null;
  exportLocked?: string | null;
  hrefOf: (id: string) => string;
  onSortChange: (sort: CallsSort) => void;
  onNextPage: () => void;
  onPreviousPage: () => void;
  onExport: () => void;
}

/**
 * The page of calls: how many match and the export, the table sortable by its column headers,
 * and the pages (Previous and Next) when there is more than one.
 */
export function CallsTable({
  data,
  sort,
  hasNext,
  hasPrevious,
  loadingPage,
  updating,
  exporting,
  exportError,
  exportLocked = null,
  hrefOf,
  onSortChange,
  onNextPage,
  onPreviousPage,
  onExport,
}: CallsTableProps) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const lockedId = useId();
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
        {exportLocked ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" id={lockedId} maw={320}>
              {exportLocked}
            </Text>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} disabled aria-describedby={lockedId}>
              {t('list.export')}
            </Button>
          </Group>
        ) : (
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={onExport} {...busyButtonProps(exporting)}>
            {t('list.export')}
          </Button>
        )}
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
