import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/ui/useLocale';
import { t } from '../support/i18n';

const ATTEMPTS = [
  { at: '2026-11-20T09:14:03Z', kind: 'httpError', status: 503, latencyMs: 1240 },
  { at: '2026-11-20T09:15:05Z', kind: 'success', status: 200, latencyMs: 182 },
] as const;

/** A delivery's attempts, laid out as the delivery log's table. */
function DataTable() {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={480} p="md">
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Caption>{t('log.attempts')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.attemptTime')}</Table.Th>
            <Table.Th>{t('log.result')}</Table.Th>
            <Table.Th>{t('log.httpStatus')}</Table.Th>
            <Table.Th>{t('log.latency')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ATTEMPTS.map((attempt) => (
            <Table.Tr key={attempt.at}>
              <Table.Td>{formatDateTime(attempt.at, locale, { dateStyle: 'short', timeStyle: 'medium' })}</Table.Td>
              <Table.Td>{t(`log.attemptKind.${attempt.kind}`)}</Table.Td>
              <Table.Td>
                <bdi>{attempt.status}</bdi>
              </Table.Td>
              <Table.Td>{t('log.latencyValue', { ms: formatNumber(attempt.latencyMs, locale) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Mantine's `Table` as the product lays out records: the calls list, the statement and
 * invoices, the delivery log's attempts.
 *
 * - **Use it when** the reader compares the same facts across rows (date, outcome, minutes,
 *   amount). Always a `Table.Caption` (or an `aria-label`) naming it, and `Table.Th` headers.
 * - Inside **`Table.ScrollContainer`** with a `minWidth`: on a phone the table scrolls inside its
 *   own area, never the page. `withTableBorder`, `fz="sm"`, compact `verticalSpacing`.
 * - Dates and numbers through `src/lib/format.ts` in the page's language; codes and numbers that
 *   must stay left to right in Arabic in `<bdi>`.
 * - **Not when** each item has its own actions and several lines of text (a stack of cards, as
 *   the endpoints), or there is one record (a list of label and value, as a call's detail).
 */
const meta = {
  title: 'Building blocks/Table',
  component: DataTable,
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A captioned table with four column headers and two rows, scrolling inside its own area. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t('delivery:log.attempts') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([t('delivery:log.attemptTime'), t('delivery:log.result'), t('delivery:log.httpStatus'), t('delivery:log.latency')]);
    await expect(within(rows[2]!).getByRole('cell', { name: t('delivery:log.attemptKind.success') })).toBeVisible();
  },
};
