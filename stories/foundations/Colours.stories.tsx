import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEFAULT_THEME } from '@mantine/core';
import { TEXT_COLORS } from '@/theme';
import { AA_NORMAL_TEXT, contrastRatio, formatRatio } from './contrast';
import { Colours } from './Palette';
import { backgroundBehind, expectColor, one } from './play';
import { COLOR_NAMES, fullTheme, OWN_COLORS, THEME_PAIRS, USED_MANTINE_COLORS, VARIANT_MATRIX } from './tokens';

/**
 * The portal's colours, generated from `src/theme.ts` (merged over Mantine's defaults): the
 * theme's palettes and the Mantine palettes `src/` draws with (no others), each with its ten shades, the text colours the theme adds, and the WCAG contrast of the
 * text/background pairs the theme decides, computed here rather than copied.
 */
const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  args: { part: 'Palettes' },
  argTypes: {
    part: {
      options: ['Palettes', 'Contrast'],
      control: 'radio',
      description: 'The palettes, or the contrast of each text and background pair the theme decides.',
    },
  },
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The source of the portal (its generated Mantine stylesheet left out), loaded only when the play runs. */
const SOURCES = import.meta.glob<string>(['../../src/**/*.{ts,tsx,css}', '!../../src/**/*.gen.ts', '!../../src/app/mantine-theme.css'], {
  query: '?raw',
  import: 'default',
});

/** Mantine's default palettes that `src/` draws with: `color="red"`, `c="dark.6"`, `'teal.7'`, `var(--mantine-color-yellow-9)`. */
async function mantinePalettesUsedBySource(): Promise<string[]> {
  const sources = await Promise.all(Object.values(SOURCES).map((load) => load()));
  return Object.keys(DEFAULT_THEME.colors)
    .filter((name) => !OWN_COLORS.includes(name))
    .filter((name) => sources.some((source) => new RegExp(`['"]${name}(?:\\.\\d)?['"]|--mantine-color-${name}-\\d`).test(source)))
    .sort();
}

/** The theme's palettes and the Mantine ones the portal uses, shade 0 to 9, drawn with the page's CSS variables, and the theme's text colours. */
export const Palettes: Story = {
  args: { part: 'Palettes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colours: palettes' })).toBeVisible();
    const table = canvas.getByRole('table', { name: /Palette shades/ });
    await expect(table).toBeVisible();
    // Exactly the theme's palettes and the Mantine ones src/ draws with: Mantine's unused defaults stay out.
    await expect([...USED_MANTINE_COLORS].sort()).toEqual(await mantinePalettesUsedBySource());
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('span')?.textContent),
    ).toEqual([...COLOR_NAMES]);
    for (const unused of ['pink', 'grape', 'lime']) await expect(canvasElement.querySelector(`[data-palette="${unused}"]`)).toBeNull();
    for (const name of COLOR_NAMES) {
      const row = one(canvasElement, `[data-palette="${name}"]`);
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(name);
      const shades = fullTheme.colors[name] ?? [];
      await expect(shades).toHaveLength(10);
      for (const [shade, hex] of shades.entries()) {
        await expect(within(row).getByText(hex)).toBeVisible();
        // The stylesheet the portal ships (Mantine's and src/app/mantine-theme.css) agrees with the theme.
        await expectColor(getComputedStyle(one(row, `[data-swatch="${name}-${shade}"]`)).backgroundColor, hex, `${name} ${shade}`);
      }
    }
    const textColors = canvas.getByRole('table', { name: /Text colours/ });
    for (const [name, hex] of Object.entries(TEXT_COLORS)) {
      const row = within(textColors).getByRole('row', { name: new RegExp(`^${name}\\b`) });
      await expect(contrastRatio(hex, fullTheme.white)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      await expect(within(row).getByText('Pass AA')).toBeVisible();
    }
  },
};

/** The contrast of every pair the theme decides (each AA claim must compute to 4.5:1 or more), and of every variant. */
export const Contrast: Story = {
  args: { part: 'Contrast' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Colours: contrast' })).toBeVisible();
    for (const pair of THEME_PAIRS) {
      const row = one(canvasElement, `[data-pair="${pair.id}"]`);
      const ratio = contrastRatio(pair.text, pair.background);
      await expect(within(row).getByText(formatRatio(ratio))).toBeVisible();
      if (pair.claim === 'AA') {
        await expect(ratio, pair.usage).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        await expect(within(row).getByText('Pass AA')).toBeVisible();
      } else {
        await expect(ratio, pair.usage).toBeLessThan(AA_NORMAL_TEXT);
        await expect(within(row).getByText('Fail AA')).toBeVisible();
      }
      if (!pair.sample) continue;
      // The Mantine component draws exactly the pair computed from the theme.
      const sample = one(row, `[data-sample="${pair.id}"]`);
      await expectColor(getComputedStyle(sample).color, pair.text, `${pair.id} text`);
      await expectColor(backgroundBehind(sample), pair.background, `${pair.id} background`);
    }
    const matrix = canvas.getByRole('table', { name: /variants/ });
    await expect(within(matrix).getAllByRole('rowheader')).toHaveLength(COLOR_NAMES.length);
    for (const row of VARIANT_MATRIX) {
      const verdicts = one(matrix, `[data-variants="${row.color}"]`).querySelectorAll('[data-verdict]');
      await expect(verdicts).toHaveLength(row.cells.length);
    }
  },
};
