import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A Foundations page: its title (level 1), what it shows and where that comes from, then its sections. */
export function FoundationPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} p="xl" maw={1200}>
      <Stack gap="lg">
        <Title order={1} id={id}>
          {title}
        </Title>
        <Text maw={760}>{intro}</Text>
        {children}
      </Stack>
    </Box>
  );
}

/** A section of a Foundations page, under a level-2 heading. */
export function FoundationSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id}>
        {title}
      </Title>
      {intro && <Text maw={760}>{intro}</Text>}
      {children}
    </Stack>
  );
}

/** A token or value as code. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Text component="code" ff="monospace" fz="sm">
      {children}
    </Text>
  );
}

/** A table of tokens: its caption on top, a header row of column names, then the rows given. */
export function TokenTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <Table captionSide="top" withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
