import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@/ui/Switch';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** A text of the story, read in the story's language when it renders (a control's option). */
function Say({ text }: { text: () => string }): ReactNode {
  return text();
}

/**
 * An on/off setting that applies to itself (e-mail summaries, auto top-up): a rounded track with
 * a white thumb, blue when on, grey when off, paler when disabled, and its label on the end side.
 * The whole label can be clicked; on a keyboard, Tab reaches it and Space turns it on or off.
 * Screen readers hear a switch named by its label, on or off.
 */
const meta = {
  title: 'Shared components/Switch',
  component: Switch,
  args: { label: 'Call summaries', defaultChecked: false, disabled: false, onChange: fn() },
  argTypes: {
    label: {
      options: ['Call summaries', 'Weekly report', 'Auto top-up'],
      mapping: {
        'Call summaries': <Say text={() => t('dashboard:settings.notifications.callSummaries')} />,
        'Weekly report': <Say text={() => t('dashboard:settings.notifications.weeklyReport')} />,
        'Auto top-up': <Say text={() => t('usage:topUp.enabled')} />,
      },
      control: 'select',
    },
    defaultChecked: { control: 'boolean', description: 'On when it first shows.' },
    disabled: { control: 'boolean', description: 'Greyed out and not switchable (while its setting is saved).' },
    onChange: { control: false, description: 'Switched, with the input’s change event (`event.currentTarget.checked`).' },
  },
  render: (args) => (
    <Box p="md">
      <Switch key={String(args.defaultChecked)} {...args} />
    </Box>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const control = (el: HTMLElement) => within(el).getByRole('switch', { name: t('dashboard:settings.notifications.callSummaries') });

/** Off: a click on the label turns it on, Space turns it off again. */
export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = control(canvasElement);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText(t('dashboard:settings.notifications.callSummaries')));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    restFocus();
  },
};
export const OffSpanish = inLocale(Off, 'es');
export const OffArabic = inLocale(Off, 'ae');

/** On: the track filled; Space turns it off. */
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = control(canvasElement);
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    restFocus();
  },
};
export const OnSpanish = inLocale(On, 'es');
export const OnArabic = inLocale(On, 'ae');

/** Disabled: greyed out, out of the Tab order, a click changes nothing. */
export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = control(canvasElement);
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
    await userEvent.click(within(canvasElement).getByText(t('dashboard:settings.notifications.callSummaries')));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
  },
};
export const DisabledSpanish = inLocale(Disabled, 'es');
export const DisabledArabic = inLocale(Disabled, 'ae');
