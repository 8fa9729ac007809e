import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepDots } from '@/ui/StepDots';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { namedChoices } from '../support/named';

/**
 * The texts of these stories are translation keys (a select in the controls, named in English);
 * the story translates them when it renders, in the toolbar's language.
 */
const say = t as unknown as (key: string, options?: Record<string, unknown>) => string;
const keyControl = (labels: Record<string, string>) => ({ options: Object.keys(labels), control: { type: 'select' as const, labels } });

/** The flows whose steps the dots can show, as translation keys of their steps' names. */
const FLOWS = {
  Purchase: ['purchase:buy.steps.account', 'purchase:buy.steps.payment', 'purchase:buy.steps.done'],
  Signup: ['signup:steps.personal', 'signup:steps.company', 'signup:steps.documents'],
};
/** A control's option name as the arg's value (Storybook maps it to the value when the story renders). */
const option = <T,>(name: string): T => name as unknown as T;

/**
 * The progress of a short flow (the purchase's three steps): one dot per step, the current one
 * wider and filled in the brand colour, the finished ones filled, the ones to come grey; beside
 * them a dimmed "Step 2 of 3". Screen readers read an ordered list of the steps' names ("Your
 * account (done)", the current one marked as the current step).
 */
const meta = {
  title: 'Shared components/Step dots',
  component: StepDots,
  args: {
    steps: option('Purchase'),
    current: 0,
    label: 'purchase:buy.steps.label',
    progress: 'purchase:buy.steps.progress',
    doneLabel: 'purchase:buy.steps.doneLabel',
  },
  argTypes: {
    steps: namedChoices(FLOWS, 'The steps’ names, in order (read by assistive tech).'),
    current: { control: { type: 'range', min: 0, max: 2, step: 1 } },
    label: keyControl({ 'purchase:buy.steps.label': 'Purchase steps', 'signup:steps.label': 'Signup steps' }),
    progress: {
      ...keyControl({ 'purchase:buy.steps.progress': 'Step n of N' }),
      description: 'The visible progress line, counted from `current` and the steps.',
    },
    doneLabel: keyControl({ 'purchase:buy.steps.doneLabel': 'done' }),
  },
  render: ({ steps, current, label, progress, doneLabel }) => (
    <Box p="md">
      <StepDots
        steps={steps.map((step) => say(step))}
        current={current}
        label={say(label)}
        progress={say(progress, { current: String(current + 1), total: String(steps.length) })}
        doneLabel={say(doneLabel)}
      />
    </Box>
  ),
} satisfies Meta<typeof StepDots>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = () => [t('purchase:buy.steps.account'), t('purchase:buy.steps.payment'), t('purchase:buy.steps.done')];

/** The list of steps, each item's state and name as read, and the visible line, for the current step `current`. */
const atStep =
  (current: number): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('purchase:buy.steps.label') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const names = NAMES();
    for (const [index, item] of items.entries()) {
      const [done, name] = [index < current, names[index] ?? ''];
      await expect(item).toHaveTextContent(done ? `${name} (${t('purchase:buy.steps.doneLabel')})` : name);
      if (index === current) await expect(item).toHaveAttribute('aria-current', 'step');
      else await expect(item).not.toHaveAttribute('aria-current');
      // The current dot is the wide one; the names are for screen readers only.
      const dot = item.firstElementChild as HTMLElement;
      await expect(dot.getBoundingClientRect().width).toBe(index === current ? 28 : 10);
      await expect(within(item).getByText(name, { exact: false }).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(canvas.getByText(t('purchase:buy.steps.progress', { current: String(current + 1), total: '3' }))).toBeVisible();
  };

/** The first step: its dot wide, the others grey. */
export const FirstStep: Story = { play: atStep(0) };
export const FirstStepSpanish = inLocale(FirstStep, 'es');
export const FirstStepArabic = inLocale(FirstStep, 'ae', { play: true });

/** The second step: the first one done. */
export const SecondStep: Story = { args: { current: 1 }, play: atStep(1) };
export const SecondStepSpanish = inLocale(SecondStep, 'es');
export const SecondStepArabic = inLocale(SecondStep, 'ae', { play: true });

/** The last step: the two before it done. */
export const LastStep: Story = { args: { current: 2 }, play: atStep(2) };
export const LastStepSpanish = inLocale(LastStep, 'es');
export const LastStepArabic = inLocale(LastStep, 'ae', { play: true });
