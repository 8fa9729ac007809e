import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { one } from './play';
import { RadiiAndShadows } from './Scales';
import { fullTheme, SIZES, themeLengthPx } from './tokens';

/**
 * Corner radii and shadows of `src/theme.ts`: each token drawn on a card with the page's CSS
 * variables, the default radius marked.
 */
const meta = {
  title: 'Foundations/Radii and shadows',
  component: RadiiAndShadows,
} satisfies Meta<typeof RadiiAndShadows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layers of a box-shadow (commas outside parentheses separate them). */
const shadowLayers = (value: string) => value.split(/,(?![^(]*\))/).filter((layer) => layer.trim() !== '').length;

/** The five radii (default marked) and the five shadows, each on a sample card. */
export const RadiiAndShadowsScale: Story = {
  name: 'Radii and shadows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Radii and shadows' })).toBeVisible();
    const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const radii = within(canvas.getByRole('table', { name: 'Radius tokens' }));
    for (const size of SIZES) {
      const expected = themeLengthPx(fullTheme.radius[size], rootPx);
      await expect(within(radii.getByRole('row', { name: new RegExp(`^${size}\\b`) })).getByText(`${expected}px`)).toBeVisible();
      await expect(
        Number.parseFloat(getComputedStyle(one(canvasElement, `[data-radius="${size}"]`)).borderTopLeftRadius),
        size,
      ).toBeCloseTo(expected, 1);
    }
    // The default radius is the one marked, and --mantine-radius-default draws it.
    await expect(radii.getByRole('rowheader', { name: `${fullTheme.defaultRadius} (default)` })).toBeVisible();
    const defaultPx = themeLengthPx(fullTheme.radius[fullTheme.defaultRadius as (typeof SIZES)[number]], rootPx);
    await expect(Number.parseFloat(getComputedStyle(one(canvasElement, '[data-radius="default"]')).borderTopLeftRadius)).toBeCloseTo(
      defaultPx,
      1,
    );

    const shadows = within(canvas.getByRole('table', { name: 'Shadow tokens' }));
    await expect(shadows.getAllByRole('rowheader')).toHaveLength(SIZES.length);
    for (const size of SIZES) {
      const drawn = getComputedStyle(one(canvasElement, `[data-shadow="${size}"]`)).boxShadow;
      await expect(drawn, size).not.toBe('none');
      await expect(shadowLayers(drawn), size).toBe(shadowLayers(fullTheme.shadows[size]));
    }
  },
};
