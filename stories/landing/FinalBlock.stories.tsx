import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FINAL_POINTS, FinalBlock } from '@/features/landing/FinalBlock';
import { t } from '../support/i18n';
import { sectionItems, sectionMeta } from '../support/meta';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Visitor journey/Landing/Final block',
  ...sectionMeta(FinalBlock, 'final-title', { startHref: '#start', pricingHref: '#pricing' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The results guarantee and the plan terms (annual subscription, trial, cancellation), with the calls to action. */
const play: Story['play'] = async ({ canvasElement }) => {
  const { canvas, items: points } = await sectionItems(canvasElement, t('landing:final.title'), FINAL_POINTS.length);
  await expect(canvas.getByText(t('landing:final.body'))).toBeVisible();
  await expect(points.map((point) => point.textContent)).toEqual(FINAL_POINTS.map((key) => t(`landing:final.points.${key}`)));
  await expect(canvas.getByRole('link', { name: t('landing:final.ctaStart') })).toHaveAttribute('href', '#start');
  await expect(canvas.getByRole('link', { name: t('landing:final.ctaPricing') })).toHaveAttribute('href', '#pricing');
};

/** The final block: the results guarantee, the plan terms and the two calls to action. */
export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae');
export const Mobile: Story = onMobile(Default, 'en');
