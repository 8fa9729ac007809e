import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionTableProps {
  /** The id of the section's heading, which names the table and its scrolling area. */
  headingId: string;
  /** Below this width the table scrolls sideways (the area is then a keyboard stop). */
  minWidth: number;
  rowCount: number;
  /** Said instead of the table when there are no rows. */
  empty: string;
  /** The column headers; `end`: aligned to the end (numbers). */
  columns: readonly { label: ReactNode; end?: boolean }[];
  /** The rows. */
  children: ReactNode;
}

/** The striped table of a usage section (statement, invoices), or the text that says it is empty. */
export function SectionTable({ headingId, minWidth, rowCount, empty, columns, children }: SectionTableProps) {
  if (rowCount === 0) return <Text>{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="group" aria-labelledby={headingId}>
      <Table striped withTableBorder aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label, end }, index) => (
              <Table.Th key={index} scope="col" ta={end ? 'end' : undefined}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
