import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from '@/features/pricing/ComparisonTable';
import { t } from '../support/i18n';
import { sectionCanvas, sectionMeta } from '../support/meta';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Visitor journey/Pricing/Comparison table',
  ...sectionMeta(ComparisonTable, 'comparison-title'),
};

export default meta;
type Story = StoryObj<typeof meta>;

type Value = 'yes' | 'no' | 'custom' | 'none' | 'basic' | 'advanced' | 'optional' | 'included';
const text = (value: Value | number) => (typeof value === 'number' ? String(value) : t(`pricing:comparison.values.${value}`));

/** The plans' comparison table, value for value. */
const EXPECTED: [string, (Value | number)[]][] = [
  ['minutes', [100, 300, 'custom']],
  ['inbound', ['yes', 'yes', 'yes']],
  ['outbound', ['no', 'no', 'yes']],
  ['recording', ['no', 'yes', 'yes']],
  ['postCallEmail', ['no', 'yes', 'yes']],
  ['workflows', ['no', 'no', 'yes']],
  ['analytics', ['none', 'basic', 'advanced']],
  ['crm', ['no', 'yes', 'yes']],
  ['erp', ['no', 'no', 'yes']],
  ['customVoice', ['optional', 'optional', 'included']],
  ['humanEscalation', ['no', 'no', 'yes']],
];

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = await sectionCanvas(canvasElement, t('pricing:comparison.title'));
  const table = canvas.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  await expect(headers).toEqual([
    t('pricing:comparison.feature'),
    t('pricing:plans.essential.name'),
    t('pricing:plans.advanced.name'),
    t('pricing:plans.custom.name'),
  ]);
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(EXPECTED.length);
  for (const [index, [key, values]] of EXPECTED.entries()) {
    const row = rows[index]!;
    await expect(within(row).getByRole('rowheader')).toHaveTextContent(
      t(`pricing:comparison.rows.${key}` as 'pricing:comparison.rows.minutes'),
    );
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(values.map(text));
  }
  // The table scrolls sideways inside a labelled region that the keyboard can reach.
  const region = canvas.getByRole('region', { name: t('pricing:comparison.caption') });
  await expect(region).toHaveAttribute('tabindex', '0');
  if (window.innerWidth < 560) await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
};

/** Every plan side by side, feature by feature: a tick, a cross or a figure in each cell. */
export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae');
export const Mobile: Story = onMobile(Default, 'en', { play: true });
