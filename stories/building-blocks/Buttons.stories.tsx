import { Button, Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDownload, IconFlag, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { BusyButton } from '@/ui/FormParts';
import { t } from '../support/i18n';

/** The buttons the product uses, each in the role it has there (labels are the product's own). */
function Buttons() {
  const { t } = useTranslation(['calls', 'delivery']);
  return (
    <Stack p="md" gap="md" align="flex-start">
      <Group gap="sm">
        <Button type="submit">{t('calls:filters.apply')}</Button>
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />}>
          {t('calls:list.export')}
        </Button>
        <Button variant="subtle">{t('calls:filters.clear')}</Button>
      </Group>
      <Group gap="sm">
        <Button variant="light">{t('calls:actions.agentCallBack')}</Button>
        <Button variant="default" size="compact-sm" leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('delivery:log.resend')}
        </Button>
        <Button color="red" variant="outline" leftSection={<IconFlag size={18} aria-hidden />}>
          {t('calls:actions.reportSpam')}
        </Button>
      </Group>
      <BusyButton busy busyLabel={t('calls:list.exporting')} type="button">
        {t('calls:list.export')}
      </BusyButton>
    </Stack>
  );
}

/**
 * Mantine's `Button` in the product's theme (brand blue, `sm` radius), and `BusyButton`
 * (`src/ui/FormParts.tsx`) for an action that takes a while.
 *
 * - **Filled** (default variant): the one main action of a form or screen ("Apply filters",
 *   "Save", "Log in"). One per form; not for a second action beside it.
 * - **Default** (white, grey border): secondary actions beside the main one or on their own
 *   (export, previous and next page, show more). Not for the action the screen is for.
 * - **Subtle** (no border): a quiet undo or toggle next to the main action ("Clear filters",
 *   show or hide a chart's table). Not alone on a screen: it is easy to miss.
 * - **Light** (tinted): an action inside a card or notice ("Have the agent call back", "Show all
 *   calls"). Not as the main action of a form.
 * - **`size="compact-sm"`**, default variant: actions in a table row or an endpoint card
 *   ("Resend", "Rotate secret"). Not for page-level actions.
 * - **Red outline**: an action that cannot be undone, which then asks in place for confirmation
 *   ("Report as spam"). Never filled red except the guarantee request.
 * - **`BusyButton`**: a submit that waits for the API: disabled, a spinner hidden from screen
 *   readers, and a label saying what happens ("Exporting…"). Not for instant actions.
 *
 * Not a button: going to another page inside a sentence is a link (`Anchor`); a call to action
 * that navigates is a `Button` with `component={Link}`.
 */
const meta = {
  title: 'Building blocks/Buttons',
  component: Buttons,
} satisfies Meta<typeof Buttons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button variant the product uses, labelled as in the product, and a busy button. */
export const Variants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('calls:filters.apply') })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('button', { name: t('calls:filters.clear') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('calls:actions.agentCallBack') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('delivery:log.resend') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('calls:actions.reportSpam') })).toBeEnabled();
    // The busy button says what is happening and cannot be pressed twice.
    await expect(canvas.getByRole('button', { name: t('calls:list.exporting') })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: t('calls:list.export') })).toBeEnabled();
  },
};
