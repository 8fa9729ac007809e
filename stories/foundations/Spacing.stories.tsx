import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { one } from './play';
import { Spacing } from './Scales';
import { fullTheme, SIZES, themeLengthPx } from './tokens';

/**
 * The spacing scale of `src/theme.ts` (xs to xl, in pixels, with each CSS variable drawn as a bar)
 * and the breakpoints at which layouts change.
 */
const meta = {
  title: 'Foundations/Spacing',
  component: Spacing,
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every spacing token, its length in pixels and a bar drawn with its CSS variable; the breakpoints. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Spacing' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Spacing tokens' }));
    const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    let previous = 0;
    for (const size of SIZES) {
      const expected = themeLengthPx(fullTheme.spacing[size], rootPx);
      await expect(within(table.getByRole('row', { name: new RegExp(`^${size}\\b`) })).getByText(`${expected}px`)).toBeVisible();
      // The page's CSS variable draws the theme's length, and the scale grows.
      await expect(one(canvasElement, `[data-spacing="${size}"]`).getBoundingClientRect().width, size).toBeCloseTo(expected, 1);
      await expect(expected).toBeGreaterThan(previous);
      previous = expected;
    }
    await expect(within(canvas.getByRole('table', { name: 'Breakpoints' })).getAllByRole('rowheader')).toHaveLength(SIZES.length);
  },
};
