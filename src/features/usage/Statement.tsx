import { Button, Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { LedgerEntry } from '@/lib/usage';
import { useLocale } from '@/ui/useLocale';
import { UsageSection } from './UsageSection';
import { SectionTable } from './SectionTable';
import { isolate } from '@/lib/bidi';
import { busyButtonProps } from '@/ui/busyRoot';

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
  return (
    <UsageSection
      id="usage-statement"
      title={t('statement.heading')}
      intro={t('statement.intro')}
      state={state}
      errorTitle={t('statement.error')}
      onRetry={onRetry}
    >
      {(lines) => (
        <>
          <SectionTable
            headingId="usage-statement"
            minWidth={560}
            rowCount={lines.length}
            empty={t('statement.empty')}
            columns={[
              { label: t('statement.date') },
              { label: t('statement.description') },
              { label: t('statement.minutes'), end: true },
              { label: t('statement.balance'), end: true },
            ]}
          >
            {lines.map((entry) => (
              <StatementLine key={entry.id} entry={entry} callHref={callHref} />
            ))}
          </SectionTable>
          {hasMore && (
            <div>
              <Button variant="default" onClick={onMore} {...busyButtonProps(loadingMore)}>
                {t('statement.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </UsageSection>
  );
}

/** Mantine's table classes, for rows written as plain elements (with the attributes Table.Tr sets). */
const TABLE = Table.classes;

/**
 * One line of the statement, memoised and made of plain elements (a page of lines of Mantine
 * components costs a slow phone a quarter of a second).
 */
const StatementLine = memo(function StatementLine({ entry, callHref }: { entry: LedgerEntry; callHref: (id: string) => string }) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const credit = entry.minutes > 0;
  return (
    <tr className={TABLE.tr} data-with-row-border data-striped="odd" data-kind={entry.kind}>
      <td className={TABLE.td}>{formatDateTime(entry.at, locale)}</td>
      <td className={TABLE.td}>
        <span>{t(`statement.kinds.${entry.kind}`)}</span>
        {entry.invoiceNumber && <> · {t('statement.invoice', { number: isolate(entry.invoiceNumber, locale) })}</>}
        {entry.callId && (
          <>
            {' · '}
            <Link to={callHref(entry.callId)} className="mantine-focus-auto" style={{ color: 'var(--mantine-color-anchor)' }}>
              {t('statement.viewCall')}
            </Link>
          </>
        )}
      </td>
      <td className={TABLE.td} style={{ textAlign: 'end', ...(credit ? { color: 'var(--mantine-color-green-9)', fontWeight: 600 } : {}) }}>
        <bdi>{formatNumber(entry.minutes, locale, { signDisplay: 'exceptZero' })}</bdi>
      </td>
      <td className={TABLE.td} style={{ textAlign: 'end' }}>
        {formatNumber(entry.balance, locale)}
      </td>
    </tr>
  );
});
