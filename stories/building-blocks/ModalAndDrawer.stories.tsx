import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFlag } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { restFocus } from '../support/atRest';
import { t } from '../support/i18n';

/**
 * "Report as spam" and the question it asks in place, as a call's detail shows them
 * (`SpamReport`, src/features/calls/CallDetailView.tsx): each swap hands the focus to what
 * replaced the button that had it, "Yes" when the question opens, the action when it closes.
 */
function ConfirmInPlace() {
  const { t } = useTranslation('calls');
  const [asking, setAsking] = useState(false);
  const action = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  /** A swap asked by a press (not the first render): the new button takes the focus. */
  const swapped = useRef(false);
  const swap = (next: boolean) => {
    swapped.current = true;
    setAsking(next);
  };
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    (asking ? confirm : action).current?.focus();
  }, [asking]);
  return (
    <Stack p="md" maw={480} align="flex-start">
      {asking ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="confirm-question">
          <Text id="confirm-question" size="sm" mb="xs">
            {t('actions.spamConfirm')}
          </Text>
          <Group gap="xs">
            <Button ref={confirm} color="red" size="xs" onClick={() => swap(false)}>
              {t('actions.spamConfirmYes')}
            </Button>
            <Button variant="default" size="xs" onClick={() => swap(false)}>
              {t('actions.spamCancel')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button ref={action} color="red" variant="outline" leftSection={<IconFlag size={18} aria-hidden />} onClick={() => swap(true)}>
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
 *   group named by the question; the focus moves to "Yes" and, on Cancel, back to the action
 *   (never to the top of the page with the button that vanished). Use it for a confirmation of
 *   one action.
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

/** The action at rest; its question opens in place with the focus on "Yes", and "Cancel" puts the action back, focused. */
export const ConfirmationInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('calls:actions.reportSpam') }));
    const question = canvas.getByRole('group', { name: t('calls:actions.spamConfirm') });
    const yes = within(question).getByRole('button', { name: t('calls:actions.spamConfirmYes') });
    await expect(yes).toBeVisible();
    await waitFor(() => expect(yes).toHaveFocus());
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(question).getByRole('button', { name: t('calls:actions.spamCancel') }));
    const action = await canvas.findByRole('button', { name: t('calls:actions.reportSpam') });
    await expect(action).toBeVisible();
    await waitFor(() => expect(action).toHaveFocus());
    restFocus();
  },
};
