import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FONT_FAMILY } from '@/theme';
import { one } from './play';
import { fullTheme, SIZES, themeLengthPx } from './tokens';
import { ARABIC_FAMILY, ARABIC_FONT_FAMILY, firstFamily, SAMPLES, Typography } from './Typography';

/**
 * The portal's typography, generated from `src/theme.ts`: Inter for Latin text, Cairo added on
 * Arabic pages (`html[lang='ar']` in `src/app/global.css`), heading and text sizes, and the same
 * copy in English and in Arabic, right to left.
 */
const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  args: { part: 'Scale' },
  argTypes: {
    part: {
      options: ['Scale', 'Latin and Arabic'],
      control: 'radio',
      description: 'The heading and text sizes, or the same copy in Latin and Arabic type.',
    },
  },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);
const rootPx = () => px(getComputedStyle(document.documentElement).fontSize);

/** Font stacks, the six heading sizes and the five text sizes, each drawn at its size. */
export const Scale: Story = {
  args: { part: 'Scale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typography: families and sizes' })).toBeVisible();
    const stacks = within(canvas.getByRole('table', { name: 'Font stacks' }));
    await expect(within(stacks.getByRole('row', { name: /^Text/ })).getByText(fullTheme.fontFamily)).toBeVisible();
    for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
      const size = fullTheme.headings.sizes[level];
      const sample = getComputedStyle(one(canvasElement, `[data-heading-sample="${level}"]`));
      await expect(px(sample.fontSize), level).toBeCloseTo(themeLengthPx(size.fontSize, rootPx()), 1);
      await expect(px(sample.lineHeight) / px(sample.fontSize), level).toBeCloseTo(Number(size.lineHeight), 2);
      await expect(sample.fontWeight).toBe(fullTheme.headings.fontWeight);
    }
    for (const size of SIZES) {
      const sample = getComputedStyle(one(canvasElement, `[data-text-sample="${size}"]`));
      await expect(px(sample.fontSize), size).toBeCloseTo(themeLengthPx(fullTheme.fontSizes[size], rootPx()), 1);
      await expect(px(sample.lineHeight) / px(sample.fontSize), size).toBeCloseTo(Number(fullTheme.lineHeights[size]), 2);
      await expect(firstFamily(sample.fontFamily)).toBe(firstFamily(FONT_FAMILY));
    }
  },
};

/** The landing headline and introduction in English (Inter) and Arabic (Cairo, right to left). */
export const LatinAndArabic: Story = {
  name: 'Latin and Arabic',
  args: { part: 'Latin and Arabic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typography: Latin and Arabic' })).toBeVisible();
    const latin = one(canvasElement, '[data-script-sample="latin"]');
    const arabic = one(canvasElement, '[data-script-sample="arabic"]');
    await expect(within(latin).getByText(SAMPLES.en.title)).toBeVisible();
    await expect(within(arabic).getByText(SAMPLES.ae.title)).toBeVisible();
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(firstFamily(getComputedStyle(latin).fontFamily)).toBe(firstFamily(FONT_FAMILY));
    await expect(getComputedStyle(arabic).fontFamily).toBe(ARABIC_FONT_FAMILY.replaceAll("'", '"'));

    // Inter covers no Arabic letter, so the browser draws them with the next family of the
    // stack, Cairo: it loads (from @fontsource-variable/cairo) for exactly this text.
    const text = SAMPLES.ae.title.replace(/\s+/g, ''); // letters only (Inter has the space)
    await expect(await document.fonts.load(`16px "${firstFamily(FONT_FAMILY)}"`, text)).toHaveLength(0);
    const cairo = await document.fonts.load(`700 16px "${ARABIC_FAMILY}"`, text);
    await expect(cairo.length).toBeGreaterThan(0);
    await expect(cairo.every((face) => face.status === 'loaded')).toBe(true);
    await expect(ARABIC_FAMILY).toMatch(/^Cairo/);
    const inter = await document.fonts.load(`16px "${firstFamily(FONT_FAMILY)}"`, SAMPLES.en.title);
    await expect(inter.length).toBeGreaterThan(0);
    await expect(firstFamily(FONT_FAMILY)).toMatch(/^Inter/);
  },
};
