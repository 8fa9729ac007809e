import { Alert, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { t } from '../support/i18n';

/** An error, a success, a warning and a note, with the product's own texts. */
function Alerts() {
  const { t } = useTranslation(['errors', 'auth', 'usage', 'delivery']);
  return (
    <Stack p="md" gap="md" maw={560}>
      <ErrorAlert role="alert">{t('errors:network')}</ErrorAlert>
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {t('auth:login.confirmedNotice')}
      </Alert>
      <Alert color="brand" variant="light" title={t('usage:notices.lowTitle')} icon={<IconAlertTriangle aria-hidden />} role="alert">
        {t('usage:notices.low', { balance: 42 })}
      </Alert>
      <Alert variant="light" color="brand" role="note">
        {t('delivery:endpoints.add.eventsHint')}
      </Alert>
    </Stack>
  );
}

/**
 * Mantine's `Alert`, always `variant="light"`, and `ErrorAlert` (`src/ui/ErrorAlert.tsx`) for
 * errors: a message that stays on the page, next to what it is about.
 *
 * - **Red (`ErrorAlert`)**: a failed call or action ("We could not reach the server"), with
 *   `role="alert"` when it follows something the reader did; without a role for a state the
 *   page opens in.
 * - **Green, `role="status"`**: a lasting confirmation in place of a form that is done ("Your
 *   account is confirmed", "Password changed").
 * - **Brand with a title, `role="alert"`**: a warning that needs an action (minutes running
 *   low); **brand, `role="note"`**: a fact to keep in mind (minutes per call).
 * - **Not when** the confirmation is of a save that leaves the reader where they are: that is a
 *   notification (`Building blocks/Notification`), which goes away by itself. Not for a field's
 *   error: that is the field's `error`, under it.
 */
const meta = {
  title: 'Building blocks/Alert',
  component: Alerts,
} satisfies Meta<typeof Alerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Error, success, warning and note, each with the role a screen reader announces it by. */
export const Kinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent(t('errors:network'));
    await expect(alerts[1]).toHaveTextContent(t('usage:notices.lowTitle'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:login.confirmedNotice'));
    await expect(canvas.getByRole('note')).toHaveTextContent(t('delivery:endpoints.add.eventsHint'));
  },
};
