import { Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditFilters } from '@/lib/audit';
import { formatDateTime } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useMessageText } from '@/ui/MessageText';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';

export interface AuditData {
  /** The entries loaded so far, newest first. */
  items: AuditEntry[];
  /** Everyone who appears in the log (the person filter). */
  people: { id: number; name: string }[];
  /** Whether older entries are left to load. */
  hasMore: boolean;
}

export interface AuditViewProps {
  /** The log: loading, failed, or loaded (the entries so far, the people, whether older ones are left). */
  state: LoadState<AuditData>;
  /** The filters shown (person, action, from, to; empty means any), as the address holds them. */
  filters: AuditFilters;
  /** A filter changed (or all were cleared). */
  onFilters: (filters: AuditFilters) => void;
  /** Older entries: loading them, or the failure. */
  more: SaveState;
  /** "Show older entries" pressed. */
  onMore: () => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Where the filtered log downloads as CSV. */
  exportHref: string;
}

/**
 * The audit log (`/dashboard/team/audit`): who did what and when, newest first, filtered by
 * person, action and dates; older entries on request; the filtered log as CSV.
 */
export function AuditView({ state, filters, onFilters, more, onMore, onRetry, exportHref }: AuditViewProps) {
  const { t } = useTranslation('audit');
  const locale = useLocale();
  const messageText = useMessageText();
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => onFilters({ ...filters, [key]: value });
  const filtered = Object.values(filters).some(Boolean);
  // "Show older entries" goes once the last page is in: if it had the focus, the table takes it
  // (the entries it brought are there), not the page's body.
  const table = useRef<HTMLDivElement>(null);
  const moreHadFocus = useRef(false);
  const hasMoreNow = state.status === 'loaded' && state.data.hasMore;
  useLayoutEffect(() => {
    if (hasMoreNow || !moreHadFocus.current) return;
    moreHadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) table.current?.focus();
  }, [hasMoreNow]);
  if (state.status === 'error')
    return <PageLoadError title={t('loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  // The heading and intro are there while loading too, the same elements once loaded: painted
  // from the portal shell's HTML, they stay the page's largest text (its LCP, docs/performance.md).
  if (state.status === 'loading')
    return (
      <>
        <PageHeader title={t('title')} intro={t('intro')} />
        <PageLoading label={t('loading')} blocks={1} />
      </>
    );
  const { items, people, hasMore } = state.data;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Stack gap="lg">
        <Paper withBorder p="lg" component="section" aria-label={t('filters.label')}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('filters.person')}
              value={filters.person}
              onChange={(event) => set('person', event.currentTarget.value)}
              data={[
                { value: '', label: t('filters.everyone') },
                ...people.map((person) => ({ value: String(person.id), label: person.name })),
              ]}
              style={{ flex: '1 1 12rem' }}
            />
            <NativeSelect
              label={t('filters.action')}
              value={filters.action}
              onChange={(event) => set('action', event.currentTarget.value as AuditAction | '')}
              data={[
                { value: '', label: t('filters.allActions') },
                ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
              ]}
              style={{ flex: '1 1 14rem' }}
            />
            <TextInput
              type="date"
              label={t('filters.from')}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => set('from', event.currentTarget.value)}
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              type="date"
              label={t('filters.to')}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => set('to', event.currentTarget.value)}
              style={{ flex: '1 1 10rem' }}
            />
          </Group>
          <Group gap="md" mt="md">
            <Anchor href={exportHref} download fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <IconDownload size={18} aria-hidden />
              {t('export')}
            </Anchor>
            {filtered && (
              <Button variant="subtle" onClick={() => onFilters({ person: '', action: '', from: '', to: '' })}>
                {t('filters.clear')}
              </Button>
            )}
          </Group>
        </Paper>

        {items.length === 0 ? (
          <Text role="status">{filtered ? t('empty') : t('emptyAll')}</Text>
        ) : (
          <Stack gap="sm">
            <Table.ScrollContainer ref={table} minWidth={640} type="native" tabIndex={0} role="group" aria-label={t('caption')}>
              <Table striped withTableBorder>
                <Table.Caption>{t('caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('columns.at')}</Table.Th>
                    <Table.Th scope="col">{t('columns.person')}</Table.Th>
                    <Table.Th scope="col">{t('columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('columns.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((entry) => (
                    <Table.Tr key={entry.id} data-action={entry.action}>
                      <Table.Td>{formatDateTime(entry.at, locale)}</Table.Td>
                      <Table.Td>
                        <bdi>{entry.person.name}</bdi>
                      </Table.Td>
                      <Table.Th scope="row" fw={500}>
                        {t(`actions.${entry.action}`)}
                      </Table.Th>
                      <Table.Td>{entry.detail ? <bdi>{entry.detail}</bdi> : ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {more.status === 'error' && <ErrorAlert role="alert">{messageText(more.message)}</ErrorAlert>}
            {hasMore && (
              <Button
                variant="light"
                onClick={onMore}
                onFocus={() => (moreHadFocus.current = true)}
                style={{ alignSelf: 'flex-start' }}
                {...busyButtonProps(more.status === 'saving')}
              >
                {t('more')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
