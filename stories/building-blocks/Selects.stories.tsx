import { NativeSelect, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { t } from '../support/i18n';

const STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** The delivery log's status filter and the digest's hour, as the product shows them. */
function Selects() {
  const { t } = useTranslation('delivery');
  const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
  return (
    <Stack p="md" gap="md" maw={320}>
      <NativeSelect
        label={t('log.status')}
        data={[
          { value: '', label: t('log.all') },
          ...STATUSES.map((status) => ({ value: status, label: t(`log.messageStatus.${status}`) })),
        ]}
      />
      <NativeSelect label={t('digest.hour')} defaultValue="08:00" data={hours} dir="ltr" />
    </Stack>
  );
}

/**
 * The product's select is Mantine's `NativeSelect`: the browser's own list (the phone's picker
 * on a phone), read correctly by screen readers, right to left in Arabic, with nothing to load.
 *
 * - **Use it when** one value is picked from a fixed list of about 3 to 30 options (a filter's
 *   status or event, the digest's hour, a rule's field). Give it a label; a filter's first option
 *   is "All" (empty value).
 * - **Not when** there are two or three options to see at once (a `Checkbox.Group`, or
 *   buttons), several can be chosen (`Checkbox.Group`), the value is on/off (`Switch`), or the
 *   list is long and needs typing to find (none in the product yet: Mantine's `Select` or
 *   `Autocomplete` would be the next step).
 */
const meta = {
  title: 'Building blocks/Selects',
  component: Selects,
} satisfies Meta<typeof Selects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status filter starting on "All" and an hour with a value. */
export const NativeSelects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: t('delivery:log.status') });
    await expect(status).toHaveDisplayValue(t('delivery:log.all'));
    await expect(within(status).getAllByRole('option')).toHaveLength(5);
    await expect(within(status).getByRole('option', { name: t('delivery:log.messageStatus.failed') })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: t('delivery:digest.hour') })).toHaveDisplayValue('08:00');
  },
};
