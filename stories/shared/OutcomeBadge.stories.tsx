import { Container, Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutcomeBadge } from '@/features/calls/OutcomeBadge';
import { CALL_OUTCOMES, type CallOutcome } from '@/lib/calls';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';

/** The outcome's translated name, as the call history shows it. */
const nameOf = (outcome: CallOutcome) => t(`calls:outcome.${outcome}`);

/**
 * What a call ended in, as a small pill with the outcome's name (upper case in Latin scripts;
 * Arabic letters are not spaced apart). Good results are green, teal or blue, a transfer
 * violet, voicemail grey, a missed call orange, spam red; every colour keeps the dark text
 * readable (AA). `outline` is the second badge a row shows when a caller was reported as spam.
 * Leave `label` empty to show the outcome's translated name.
 */
const meta = {
  title: 'Shared components/Outcome badge',
  component: OutcomeBadge,
  args: { outcome: 'appointment_booked', label: '', variant: 'light' },
  argTypes: {
    outcome: { options: CALL_OUTCOMES, control: 'select', description: 'What the call ended in: sets the colour.' },
    variant: { options: ['light', 'outline'], control: 'radio' },
    label: {
      control: 'text',
      description: 'The name shown (translated by the caller); empty: the outcome’s name in the story’s language.',
    },
  },
  render: ({ label, ...args }) => <OutcomeBadge {...args} label={label || nameOf(args.outcome)} />,
  decorators: [
    (Story) => (
      <Container py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof OutcomeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge, as a call's detail page shows it: change its outcome and variant in the controls. */
export const Single: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(nameOf('appointment_booked'));
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-outcome', 'appointment_booked');
    await expect(badge).toHaveAttribute('data-variant', 'light');
    // Nothing to press: a label, not a control.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const SingleSpanish = inLocale(Single, 'es');
export const SingleArabic = inLocale(Single, 'ae');

/** Every outcome, light (the usual badge) and outline (the extra spam mark), each with its own colour. */
export const AllOutcomes: Story = {
  render: () => (
    <Stack gap="md">
      {(['light', 'outline'] as const).map((variant) => (
        <Group key={variant} gap="xs" data-testid={`outcomes-${variant}`}>
          {CALL_OUTCOMES.map((outcome) => (
            <OutcomeBadge key={outcome} outcome={outcome} variant={variant} label={nameOf(outcome)} />
          ))}
        </Group>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backgrounds = new Set<string>();
    for (const outcome of CALL_OUTCOMES) {
      const light = within(canvas.getByTestId('outcomes-light')).getByText(nameOf(outcome));
      await expect(light).toBeVisible();
      await expect(light).toHaveAttribute('data-outcome', outcome);
      backgrounds.add(getComputedStyle(light).backgroundColor);
      const outline = within(canvas.getByTestId('outcomes-outline')).getByText(nameOf(outcome));
      await expect(outline).toHaveAttribute('data-variant', 'outline');
      await expect(getComputedStyle(outline).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    }
    // Seven outcomes, seven colours.
    await expect(backgrounds.size).toBe(CALL_OUTCOMES.length);
  },
};
export const AllOutcomesSpanish = inLocale(AllOutcomes, 'es');
export const AllOutcomesArabic = inLocale(AllOutcomes, 'ae');
