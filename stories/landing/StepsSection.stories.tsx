import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepsSection } from '@/features/landing/StepsSection';
import { t } from '../support/i18n';
import { sectionItems, sectionMeta } from '../support/meta';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Visitor journey/Landing/How it works',
  ...sectionMeta(StepsSection, 'steps-title'),
};

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const { items: steps } = await sectionItems(canvasElement, t('landing:steps.title'), 3);
  await expect(steps[0]?.parentElement?.tagName).toBe('OL');
  for (const [index, key] of (['tell', 'train', 'calls'] as const).entries()) {
    const step = steps[index] as HTMLElement;
    await expect(within(step).getByText(t('landing:steps.stepLabel', { number: index + 1 }))).toBeVisible();
    await expect(within(step).getByRole('heading', { level: 3, name: t(`landing:steps.items.${key}.title`) })).toBeVisible();
  }
  // Three columns from medium screens, one on a phone.
  const [first, second] = steps.map((step) => step.getBoundingClientRect());
  if (window.innerWidth >= 992) await expect(Math.round(first!.top)).toBe(Math.round(second!.top));
  else await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
};

/** The three steps (tell, train, receive calls), side by side from medium screens. */
export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae', { play: true });
export const Mobile: Story = onMobile(Default, 'ae', { play: true });
