import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../support/i18n';

/** "Report as spam" and the question it asks in place, as a call's detail shows them. */
function ConfirmInPlace() {
  const { t } = useTranslation('calls');
  const [asking, setAsking] = useState(false);
  return (
    <Stack p="md" maw={480} align="flex-start">
      {asking ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="confirm-question">
          <Text id="confirm-question" size="sm" mb="xs">
            {t('actions.spamConfirm')}
          </Text>
          <Group gap="xs">
            <Button color="red" size="xs" onClick={() => setAsking(false)}>
              {t('actions.spamConfirmYes')}
            </Button>
            <Button variant="default" size="xs" onClick={() => setAsking(false)}>
              {t('actions.spamCancel')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button color="red" variant="outline" leftSection={<IconFlag size={18} aria-hidden />} onClick={() => setAsking(true)}>
          {t('actions.reportSpam')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The product has **no centred `Modal`**: nothing stops the reader with a dialog over the page.
 *
 * - **Confirm in place** (this story): an action that cannot be undone ("Report as spam") swaps
 *   itself for its question and two buttons, a red "Yes" and a default "Cancel", in a bordered
 *   group named by the question; the focus moves to the question and back. Use it for a
 *   confirmation of one action.
 * - **`Drawer`**: the mobile menu (`Shared components/Mobile menu`), full width from the end
 *   side, built from Drawer's parts (its default header would be a second banner landmark),
 *   with a translated close button. Use it for navigation on a phone.
 * - **Not a `Modal`** for forms, details or confirmations: a form is a page or a section, a
 *   detail is its own page (a call's detail), so that links, the back button and a screen
 *   reader's landmarks keep working. Use one only for something that must interrupt (none yet).
 */
const meta = {
  title: 'Building blocks/Modal and drawer',
  component: ConfirmInPlace,
} satisfies Meta<typeof ConfirmInPlace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The action at rest; its question opens in place and "Cancel" puts it back. */
export const ConfirmationInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.reportSpam') }));
    const question = canvas.getByRole('group', { name: t('calls:actions.spamConfirm') });
    await expect(within(question).getByRole('button', { name: t('calls:actions.spamConfirmYes') })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: t('calls:actions.spamCancel') }));
    const action = await canvas.findByRole('button', { name: t('calls:actions.reportSpam') });
    await expect(action).toBeVisible();
    action.blur();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
