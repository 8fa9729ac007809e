import { Anchor, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { LedgerEntry } from '@/lib/usage';
import { useLocale } from '@/ui/useLocale';
import { UsageSection } from './UsageSection';

export interface StatementProps {
  state: LoadState<LedgerEntry[]>;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  /** The localized page of a call. */
  callHref: (id: string) => string;
}

/** The minutes ledger as a statement: newest first, each line with the balance after it. */
export function Statement({ state, hasMore, loadingMore, onMore, onRetry, callHref }: StatementProps) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale, { signDisplay: 'exceptZero' });
  return (
    <UsageSection id="usage-statement" title={t('statement.heading')} intro={t('statement.intro')} state={state} errorTitle={t('statement.error')} onRetry={onRetry}>
      {(lines) => (
        <>
          {lines.length === 0 && <Text>{t('statement.empty')}</Text>}
          {lines.length > 0 && (
            <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="group" aria-labelledby="usage-statement">
              <Table striped withTableBorder aria-labelledby="usage-statement">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('statement.date')}</Table.Th>
                    <Table.Th scope="col">{t('statement.description')}</Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statement.minutes')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statement.balance')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((entry) => (
                    <Table.Tr key={entry.id} data-kind={entry.kind}>
                      <Table.Td>{formatDateTime(entry.at, locale)}</Table.Td>
                      <Table.Td>
                        <span>{t(`statement.kinds.${entry.kind}`)}</span>
                        {entry.invoiceNumber && <> · {t('statement.invoice', { number: entry.invoiceNumber })}</>}
                        {entry.callId && (
                          <>
                            {' · '}
                            <Anchor component={Link} to={callHref(entry.callId)} size="sm">
                              {t('statement.viewCall')}
                            </Anchor>
                          </>
                        )}
                      </Table.Td>
                      <Table.Td ta="end" c={entry.minutes > 0 ? 'var(--mantine-color-green-9)' : undefined} fw={entry.minutes > 0 ? 600 : undefined}>
                        <bdi>{n(entry.minutes)}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">{formatNumber(entry.balance, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {hasMore && (
            <div>
              <Button variant="default" onClick={onMore} loading={loadingMore}>
                {t('statement.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </UsageSection>
  );
}
