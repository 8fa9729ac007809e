import { Anchor, Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router';
import { expect, within } from 'storybook/test';
import { Logo, LogoMark } from '@/ui/Logo';
import { t } from '../support/i18n';
import { inLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/**
 * The Vozly logo: the mark (a blue speech bubble holding a white sound wave) followed by the name
 * in extra-bold, slightly tightened letters. The header shows it at 32 px; the footer shows the
 * mark alone at 24 px. It is decorative: the link around it carries the name read aloud
 * ("Vozly home"). In Arabic the mark stands on the right, before the name.
 */
const meta = {
  title: 'Shared components/Logo',
  component: Logo,
  subcomponents: { LogoMark },
  args: { name: 'Vozly' },
  argTypes: { name: { control: 'text', description: 'The brand name shown beside the mark.' } },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark's box and the name's box, to compare their places. */
function parts(canvasElement: HTMLElement) {
  const mark = canvasElement.querySelector('svg');
  const word = within(canvasElement).getByText(t('common:brand'));
  if (!mark) throw new Error('No logo mark');
  return { mark, word };
}

/** The mark and the name side by side; hidden from screen readers (the link around it is named). */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const { mark, word } = parts(canvasElement);
    await expect(word).toBeVisible();
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(word.closest('[aria-hidden="true"]')).not.toBeNull();
    const [markBox, wordBox] = [mark.getBoundingClientRect(), word.getBoundingClientRect()];
    await expect(markBox.width).toBe(32);
    // The mark comes first in the reading direction: on the left, or on the right in Arabic.
    if (document.documentElement.dir === 'rtl') await expect(markBox.left).toBeGreaterThanOrEqual(wordBox.right);
    else await expect(markBox.right).toBeLessThanOrEqual(wordBox.left);
  },
};
export const FullSpanish = inLocale(Full, 'es');
export const FullArabic = inLocale(Full, 'ae', { play: true });

/** As the header uses it: a link to the home page, named "Vozly home" in the page's language. */
export const InHomeLink: Story = {
  render: (args) => (
    <Anchor component={Link} to="/" aria-label={t('header:home', { brand: args.name })} underline="never">
      <Logo {...args} />
    </Anchor>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('header:home', { brand: t('common:brand') }) });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toHaveTextContent(t('common:brand'));
    link.focus();
    await expect(link).toHaveFocus();
    restFocus();
  },
};
export const InHomeLinkSpanish = inLocale(InHomeLink, 'es');
export const InHomeLinkArabic = inLocale(InHomeLink, 'ae');

/** The mark alone (the footer's, 24 px; the header's, 32 px): square, decorative, never focused. */
export const Mark: StoryObj<typeof LogoMark> = {
  args: { size: 24 },
  argTypes: {
    size: { control: { type: 'range', min: 16, max: 128, step: 4 }, description: 'Width and height, in pixels.' },
  },
  // The meta's name is the full logo's.
  parameters: { controls: { exclude: ['name'] } },
  render: ({ size }) => <LogoMark size={size} />,
  play: async ({ canvasElement, args }) => {
    const mark = canvasElement.querySelector('svg');
    if (!mark) throw new Error('No logo mark');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('focusable', 'false');
    const box = mark.getBoundingClientRect();
    await expect(box.width).toBe(args.size);
    await expect(box.height).toBe(args.size);
    await expect(within(canvasElement).queryByText(t('common:brand'))).toBeNull();
  },
};
