import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingCards } from '@/features/pricing/PricingCards';
import { PLANS, type Plan } from '@/lib/plans';
import { t } from '../support/i18n';
import { choice, namedChoices } from '../support/named';
import { inLocale, onMobile, pageLocale } from '../support/variants';
import { restFocus } from '../support/atRest';

/** The plans a designer can show: every plan, or only those sold online (no Custom). */
const PLAN_SETS = {
  'All three plans': PLANS,
  'Plans sold online': PLANS.filter((plan) => plan.product !== null),
} satisfies Record<string, readonly Plan[]>;

const meta = {
  title: 'Visitor journey/Pricing/Plan cards',
  component: PricingCards,
  args: { onBuy: fn(), learnMoreHref: '#form-section', headingId: 'pricing-title', plans: choice(PLAN_SETS, 'All three plans') },
  argTypes: {
    plans: namedChoices(PLAN_SETS, 'The plans shown, one card each (all of them by default).'),
  },
} satisfies Meta<typeof PricingCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const PRICES = {
  en: ['199.00€', '399.00€', '+890.00€'],
  es: ['199,00 €', '399,00 €', '+890,00 €'],
  ae: ['199.00 €', '399.00 €', '+890.00 €'],
} as const;

const card = (canvasElement: HTMLElement, plan: (typeof PLANS)[number]['id']) =>
  within(canvasElement).getByRole('article', { name: t(`pricing:plans.${plan}.name`) });

/** Essential 199.00€, Advanced 399.00€ (popular), Custom +890.00€ with "learn more" and no buy button. */
const play: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await step('three plans with their prices', async () => {
    await expect(canvas.getByRole('heading', { level: 2, name: t('pricing:title') })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByTestId('plan-price').map((price) => price.textContent)).toEqual([...PRICES[pageLocale()]]);
  });
  await step('Advanced is marked popular, and only it', async () => {
    await expect(within(card(canvasElement, 'advanced')).getByText(t('pricing:popular'))).toBeVisible();
    await expect(canvas.getAllByText(t('pricing:popular'))).toHaveLength(1);
  });
  await step('each card lists its features: included, not included, highlighted', async () => {
    for (const plan of PLANS) {
      const list = within(card(canvasElement, plan.id)).getByRole('list', {
        name: t('pricing:featuresLabel', { plan: t(`pricing:plans.${plan.id}.name`) }),
      });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(plan.features.length);
      for (const [index, feature] of plan.features.entries()) {
        const item = items[index]!;
        await expect(item).toHaveTextContent(t(`pricing:features.${feature.text}`));
        await expect(item).toHaveAttribute('data-included', String(feature.included));
        await expect(item).toHaveAttribute('data-super', String(feature.super));
        if (!feature.included) await expect(item).toHaveTextContent(t('pricing:notIncluded'));
      }
    }
  });
  await step('the buy buttons give product 1 and 2; Custom has "learn more" and no buy button', async () => {
    const essential = t('pricing:plans.essential.name');
    const advanced = t('pricing:plans.advanced.name');
    await userEvent.click(within(card(canvasElement, 'essential')).getByRole('button', { name: t('pricing:buy', { plan: essential }) }));
    await expect(args.onBuy).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(card(canvasElement, 'advanced')).getByRole('button', { name: t('pricing:buy', { plan: advanced }) }));
    await expect(args.onBuy).toHaveBeenLastCalledWith(2);
    await expect(args.onBuy).toHaveBeenCalledTimes(2);
    const custom = card(canvasElement, 'custom');
    await expect(within(custom).queryByRole('button')).toBeNull();
    const learnMore = within(custom).getByRole('link', { name: t('pricing:learnMoreLabel', { plan: t('pricing:plans.custom.name') }) });
    await expect(learnMore).toHaveTextContent(t('pricing:learnMore'));
    await expect(learnMore).toHaveAttribute('href', args.learnMoreHref);
  });
  await step('a link to the pricing page when one is given', async () => {
    const allPlans = canvas.queryByRole('link', { name: t('pricing:allPlans') });
    if (args.allPlansHref) await expect(allPlans).toHaveAttribute('href', args.allPlansHref);
    else await expect(allPlans).toBeNull();
  });
  await step(window.innerWidth >= 992 ? 'three columns' : 'one column on a phone', async () => {
    const tops = new Set(canvas.getAllByRole('article').map((article) => Math.round(article.getBoundingClientRect().top)));
    await expect(tops.size).toBe(window.innerWidth >= 992 ? 1 : 3);
  });
  restFocus();
};

/** The plan cards as on the pricing page: price, allowance, what each plan includes and its buy button. */
export const Default: Story = { play };
/** On the landing page: with the link to the pricing page. */
export const WithPricingPageLink: Story = { args: { allPlansHref: '/pricing' }, play };
export const Spanish: Story = inLocale(Default, 'es');
export const Arabic: Story = inLocale(Default, 'ae', { play: true });
export const Mobile: Story = onMobile(Default, 'en', { play: true });
export const MobileArabic: Story = onMobile(Default, 'ae', { play: true });
