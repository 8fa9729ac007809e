import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAQ_KEYS, FaqSection, type FaqSectionProps } from '@/features/landing/FaqSection';
import { t } from '../support/i18n';
import { sectionCanvas, sectionMeta } from '../support/meta';
import { inLocale, onMobile } from '../support/variants';
import { atRest, restFocus } from '../support/atRest';

/** `None` is the option mapped to null (no item open): the select shows it as the current value. */
const NONE_OPEN = 'None' as unknown as null;

const meta = {
  title: 'Visitor journey/Landing/FAQ',
  ...sectionMeta(FaqSection, 'faq-title', { defaultOpen: NONE_OPEN }),
  argTypes: {
    defaultOpen: {
      options: ['None', ...FAQ_KEYS],
      mapping: { None: null },
      control: {
        type: 'select',
        labels: {
          cheap: 'Why so cheap',
          cancellation: 'Cancelling',
          invoice: 'Invoice details',
          credits: 'Credits',
          difference: 'The difference',
        },
      },
    },
  },
  // The item open at first is read once: another choice starts the section again.
  render: (args: FaqSectionProps) => <FaqSection key={String(args.defaultOpen)} {...args} />,
};

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvasElement: HTMLElement, key: (typeof FAQ_KEYS)[number]) =>
  within(canvasElement).getByRole('button', { name: t(`faq:items.${key}.question`) });

const expanded = (canvasElement: HTMLElement) =>
  FAQ_KEYS.filter((key) => question(canvasElement, key).getAttribute('aria-expanded') === 'true');

/** Single-open, collapsible: opening one item closes the other; a second click closes it. */
const play: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('five questions, all closed, each a button in an h3', async () => {
    await sectionCanvas(canvasElement, t('faq:title'));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expect(expanded(canvasElement)).toEqual([]);
  });
  await step('opening one item shows its answer', async () => {
    await userEvent.click(question(canvasElement, 'cheap'));
    await expect(expanded(canvasElement)).toEqual(['cheap']);
    await waitFor(() => expect(canvas.getByText(t('faq:items.cheap.answer'))).toBeVisible());
  });
  await step('opening another closes the first', async () => {
    await userEvent.click(question(canvasElement, 'cancellation'));
    await expect(expanded(canvasElement)).toEqual(['cancellation']);
    await waitFor(() => expect(canvas.getByText(t('faq:items.cancellation.answer', { days: 15 }))).toBeVisible());
    await waitFor(() => expect(canvas.getByText(t('faq:items.cheap.answer'))).not.toBeVisible());
  });
  await step('a second click closes it', async () => {
    await userEvent.click(question(canvasElement, 'cancellation'));
    await expect(expanded(canvasElement)).toEqual([]);
  });
  await step('by keyboard: Tab to a question, Enter opens it, Space on the next closes it', async () => {
    question(canvasElement, 'invoice').focus();
    await userEvent.keyboard('{Enter}');
    await expect(expanded(canvasElement)).toEqual(['invoice']);
    await userEvent.tab();
    await expect(question(canvasElement, 'credits')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(expanded(canvasElement)).toEqual(['credits']);
    await waitFor(() => expect(canvas.getByText(t('faq:items.credits.answer'))).toBeVisible());
  });
  restFocus();
};

/** Five questions, all closed: opening one closes the other, a second click closes it. */
export const SingleOpen: Story = { play, parameters: atRest({ open: () => [t('faq:items.credits.question')] }) };
export const SingleOpenSpanish: Story = inLocale(SingleOpen, 'es');
export const SingleOpenArabic: Story = inLocale(SingleOpen, 'ae');
export const SingleOpenMobile: Story = onMobile(SingleOpen, 'ae');

/** One item open from the start (the difference), its answer visible. */
export const OneOpen: Story = {
  args: { defaultOpen: 'difference' },
  parameters: atRest({ open: () => [t('faq:items.difference.question')] }),
  play: async ({ canvasElement }) => {
    await expect(expanded(canvasElement)).toEqual(['difference']);
    await expect(within(canvasElement).getByText(t('faq:items.difference.answer'))).toBeVisible();
    restFocus();
  },
};
export const OneOpenArabic: Story = inLocale(OneOpen, 'ae');
