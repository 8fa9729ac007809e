import { Box, Container, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { COMPARISON_ROWS, PLAN_IDS, type ComparisonValue } from '@/lib/plans';
import { useLocale } from '@/ui/useLocale';
import { FLUID } from '@/lib/fluid';
import { SectionHeader } from './SectionHeader';

export interface ComparisonTableProps {
  /** id of the section title (h2). */
  headingId: string;
}

function Cell({ value }: { value: ComparisonValue }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  if (value.kind === 'minutes') return <Text fw={700}>{formatNumber(value.value, locale)}</Text>;
  if (value.kind === 'word') return <Text fw={value.value === 'included' ? 700 : 500}>{t(`comparison.values.${value.value}`)}</Text>;
  return (
    <Group gap={6} justify="center" wrap="nowrap" data-value={value.value ? 'yes' : 'no'}>
      {value.value ? (
        <IconCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />
      ) : (
        <IconMinus size={18} aria-hidden color="var(--mantine-color-gray-6)" />
      )}
      <Text size="sm" c={value.value ? 'green.9' : 'dimmed'} fw={600}>
        {t(value.value ? 'comparison.values.yes' : 'comparison.values.no')}
      </Text>
    </Group>
  );
}

/**
 * The plans' comparison table (Essential / Advanced / Custom), value for value.
 * On small screens it scrolls sideways inside a focusable, labelled region.
 */
export function ComparisonTable({ headingId }: ComparisonTableProps) {
  const { t } = useTranslation('pricing');
  return (
    <Container size="lg" style={{ paddingBlock: FLUID.sectionPadding }}>
      <SectionHeader headingId={headingId} title={t('comparison.title')} mb={32} />
      <Box role="region" aria-label={t('comparison.caption')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm" horizontalSpacing="md" miw={560} ta="center">
          <VisuallyHidden component="caption">{t('comparison.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="start">
                {t('comparison.feature')}
              </Table.Th>
              {PLAN_IDS.map((plan) => (
                <Table.Th key={plan} scope="col" ta="center">
                  {t(`plans.${plan}.name`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COMPARISON_ROWS.map((row) => (
              <Table.Tr key={row.key} data-row={row.key}>
                <Table.Th scope="row" ta="start" fw={500}>
                  {t(`comparison.rows.${row.key}`)}
                </Table.Th>
                {row.values.map((value, index) => (
                  <Table.Td key={PLAN_IDS[index]} ta="center">
                    <Cell value={value} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Container>
  );
}
