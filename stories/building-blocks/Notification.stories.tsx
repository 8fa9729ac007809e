import { Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_EXIT_MS, useNotify } from '@/ui/notify';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';

/** Buttons that raise the product's two notices, with texts the product shows in them. */
function Notices() {
  const { t } = useTranslation(['common', 'dashboard', 'errors']);
  const notify = useNotify();
  return (
    <Group p="md" gap="sm">
      <Button onClick={() => notify.success(t('dashboard:settings.saved'))}>{t('common:notifications.success')}</Button>
      <Button variant="default" onClick={() => notify.error(t('errors:network'))}>
        {t('common:notifications.error')}
      </Button>
    </Group>
  );
}

/**
 * A notice from `useNotify()` (`src/ui/notify.tsx`), Mantine's notifications styled for the
 * product: green `success` or red `error`, at the top, closing itself after 5 s (held while the
 * pointer is over it), with a translated close button; announced to screen readers.
 *
 * - **Use it when** an action's result does not change the screen enough to be seen: a save
 *   ("Settings saved."), a message queued again, an e-mail confirmed from a link.
 * - **Not when** the reader must read or act on it later (an `Alert` on the page stays), a
 *   field is wrong (the field's error), or the page shows the result anyway (the new row).
 *   Never for a page's loading error: that is the page's error state with "Try again".
 *
 * How it comes and goes, in each language: `Shared components/Notification`.
 */
const meta = {
  title: 'Building blocks/Notification',
  component: Notices,
} satisfies Meta<typeof Notices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success notice raised by a button and closed by its close button, which gives the focus back to that button. */
export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('common:notifications.error') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:notifications.success') }));
    const notice = await screen.findByRole('alert');
    await expect(notice).toHaveTextContent(t('dashboard:settings.saved'));
    await userEvent.click(within(notice).getByRole('button', { name: t('common:notifications.close') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: NOTIFICATION_EXIT_MS + 1500 });
    // Closing it gave the focus back to the button that raised it.
    await expect(canvas.getByRole('button', { name: t('common:notifications.success') })).toHaveFocus();
    restFocus();
  },
};
