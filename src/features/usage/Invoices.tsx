import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import type { Invoice } from '@/lib/usage';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useLocale } from '@/ui/useLocale';
import { UsageSection } from './UsageSection';
import { SectionTable } from './SectionTable';
import { busyButtonProps } from '@/ui/busyRoot';

export interface InvoicesProps {
  state: LoadState<Invoice[]>;
  onRetry: () => void;
  onDownload: (invoice: Invoice) => void;
  /** The invoice being downloaded. */
  downloading: number | null;
  downloadFailed: boolean;
}

/** Every payment's invoice (plan, package, top-up), each downloadable as a PDF. */
export function Invoices({ state, onRetry, onDownload, downloading, downloadFailed }: InvoicesProps) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  return (
    <UsageSection id="usage-invoices" title={t('invoices.heading')} state={state} errorTitle={t('invoices.error')} onRetry={onRetry}>
      {(invoices) => (
        <>
          {downloadFailed && <ErrorAlert role="alert">{t('invoices.downloadError')}</ErrorAlert>}
          <SectionTable
            headingId="usage-invoices"
            minWidth={600}
            rowCount={invoices.length}
            empty={t('invoices.empty')}
            columns={[
              { label: t('invoices.number') },
              { label: t('invoices.date') },
              { label: t('invoices.description') },
              { label: t('invoices.total'), end: true },
              { label: <VisuallyHidden>{t('invoices.download')}</VisuallyHidden> },
            ]}
          >
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Th scope="row">
                  <bdi>{invoice.number}</bdi>
                </Table.Th>
                <Table.Td>{formatDateTime(invoice.issuedAt, locale, { dateStyle: 'medium' })}</Table.Td>
                <Table.Td>
                  {invoice.lines.map((line) => line.description).join(', ') || t(`invoices.kinds.${invoice.kind}`)}
                  {invoice.minutes > 0 && (
                    <Text component="span" size="sm" c="dimmed">
                      {' · '}
                      {t('invoices.minutes', { minutes: formatNumber(invoice.minutes, locale) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end" data-testid="invoice-total">
                  {money(invoice.total, invoice.currency)}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    {...busyButtonProps(downloading === invoice.id)}
                    onClick={() => onDownload(invoice)}
                  >
                    {t('invoices.download')}
                    <VisuallyHidden> {invoice.number}</VisuallyHidden>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </SectionTable>
        </>
      )}
    </UsageSection>
  );
}
