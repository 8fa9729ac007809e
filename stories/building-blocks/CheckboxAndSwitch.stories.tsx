import { Checkbox, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '@/ui/Switch';
import { t } from '../support/i18n';

const EVENTS = ['call.ended', 'appointment.booked', 'balance.low'] as const;

/** A checkbox with a hint, a group of checkboxes and a switch, as the product uses them. */
function CheckboxAndSwitch() {
  const { t } = useTranslation(['auth', 'delivery']);
  return (
    <Stack p="md" gap="lg" maw={420}>
      <Checkbox label={t('auth:login.remember')} description={t('auth:login.rememberHint')} />
      <Checkbox.Group
        label={t('delivery:endpoints.add.events')}
        description={t('delivery:endpoints.add.eventsHint')}
        defaultValue={['call.ended']}
      >
        <Stack gap="xs" mt="xs">
          {EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={t(`delivery:event.${event}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch label={t('delivery:digest.enabled')} defaultChecked />
    </Stack>
  );
}

/**
 * Mantine's `Checkbox` and `Checkbox.Group`, and the product's own `Switch` (`src/ui/Switch.tsx`:
 * Mantine's look, valid HTML, `role="switch"`).
 *
 * - **Checkbox**: a yes/no that takes effect with the form it is in ("Remember me" at log-in).
 *   A hint goes in `description`.
 * - **`Checkbox.Group`**: several of a few options, all visible ("Events to send", a rule's
 *   outcomes), with a group label; say what none chosen means in its description.
 * - **Switch**: a setting that is on or off by itself (the daily digest, call summaries, auto
 *   top-up). Not for agreeing to terms or choices inside a form that is submitted as a whole.
 * - Not for one of several exclusive options (a `NativeSelect`).
 */
const meta = {
  title: 'Building blocks/Checkbox and switch',
  component: CheckboxAndSwitch,
} satisfies Meta<typeof CheckboxAndSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkbox off, a group with one event chosen, a switch on; a click toggles and is undone. */
export const Choices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remember = canvas.getByRole('checkbox', { name: t('auth:login.remember') });
    await expect(remember).not.toBeChecked();
    await expect(canvas.getByRole('group', { name: t('delivery:endpoints.add.events') })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('delivery:event.call.ended') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('delivery:event.balance.low') })).not.toBeChecked();
    const digest = canvas.getByRole('switch', { name: t('delivery:digest.enabled') });
    await expect(digest).toBeChecked();
    // A click on the label toggles; the story is put back as it opened.
    await userEvent.click(canvas.getByText(t('auth:login.remember')));
    await expect(remember).toBeChecked();
    await userEvent.click(canvas.getByText(t('auth:login.remember')));
    await expect(remember).not.toBeChecked();
    remember.blur();
  },
};
