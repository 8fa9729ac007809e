import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEATURE_KEYS, FeaturesSection } from '@/features/landing/FeaturesSection';
import { t } from '../support/i18n';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Landing/FeaturesSection',
  component: FeaturesSection,
  args: { headingId: 'features-title' },
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The claims of spec section 1: calls made and received, qualification, enrichment, CRM/unibox, videos, AI replies, delivery. */
const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: t('landing:features.title') })).toBeVisible();
  await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  for (const key of FEATURE_KEYS) {
    await expect(canvas.getByRole('heading', { level: 3, name: t(`landing:features.items.${key}.title`) })).toBeVisible();
    await expect(canvas.getByText(t(`landing:features.items.${key}.body`))).toBeVisible();
  }
};

export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae');
export const Mobile: Story = onMobile(Default, 'es');
