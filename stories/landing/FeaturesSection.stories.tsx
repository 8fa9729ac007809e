import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FEATURE_KEYS, FeaturesSection } from '@/features/landing/FeaturesSection';
import { t } from '../support/i18n';
import { sectionItems, sectionMeta } from '../support/meta';
import { inLocale, onMobile } from '../support/variants';

const meta = {
  title: 'Visitor journey/Landing/Features',
  ...sectionMeta(FeaturesSection, 'features-title'),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's claims: calls made and received, qualification, enrichment, CRM/unibox, videos, AI replies, delivery. */
const play: Story['play'] = async ({ canvasElement }) => {
  const { canvas } = await sectionItems(canvasElement, t('landing:features.title'), 7);
  for (const key of FEATURE_KEYS) {
    await expect(canvas.getByRole('heading', { level: 3, name: t(`landing:features.items.${key}.title`) })).toBeVisible();
    await expect(canvas.getByText(t(`landing:features.items.${key}.body`))).toBeVisible();
  }
};

/** The seven feature cards, each with its icon, title and text. */
export const Default: Story = { play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae');
export const Mobile: Story = onMobile(Default, 'es');
