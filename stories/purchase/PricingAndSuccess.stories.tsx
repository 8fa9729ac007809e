import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComparisonTable } from '@/features/pricing/ComparisonTable';
import { PricingCards } from '@/features/pricing/PricingCards';
import { CustomizablePlanCard, PricingHeader, PricingTerms } from '@/features/purchase/PricingExtras';
import { SubscriptionSuccessView } from '@/features/purchase/SubscriptionSuccessView';
import { MockAdvancedSummary, MockCourseLine } from '../fixtures/purchase';
import { t } from '../support/i18n';
import { componentMeta } from '../support/meta';
import { inPublicLayout, PAGE_A11Y } from '../support/page';
import { inLocale, onMobile } from './support';
import { restFocus } from '../support/atRest';

/** The pricing page as the page composes it, and the subscription success screen. */
function PricingPageDemo({ onBuy }: { onBuy: (product: 1 | 2) => void }) {
  return (
    <>
      <PricingHeader />
      <PricingCards headingId="plans-title" onBuy={onBuy} learnMoreHref="/#form-section" />
      <CustomizablePlanCard contactHref="/#form-section" />
      <ComparisonTable headingId="comparison-title" />
      <PricingTerms termsHref="/terms-and-conditions" />
    </>
  );
}

const meta = {
  title: 'Visitor journey/Purchase/Pricing page and success',
  ...componentMeta(PricingPageDemo, { onBuy: fn() }),
  argTypes: { onBuy: { description: 'A plan’s buy button pressed, with the plan’s product.' } },
  // The pages as a visitor gets them: header, the page in `main`, footer; axe's page rules on.
  tags: ['page'],
  decorators: [inPublicLayout],
  parameters: { a11y: PAGE_A11Y },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Four plans (Essential, Advanced, Custom, Customizable), the comparison table and the annual terms. */
export const Pricing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:pricingPage.title') })).toBeVisible();
    for (const plan of ['essential', 'advanced', 'custom'] as const) {
      await expect(canvas.getByRole('article', { name: t(`pricing:plans.${plan}.name`) })).toBeVisible();
    }
    const customizable = canvas.getByRole('article', { name: t('purchase:pricingPage.customizable.name') });
    await expect(within(customizable).getByRole('link', { name: t('purchase:pricingPage.customizable.ctaLabel') })).toHaveAttribute(
      'href',
      '/#form-section',
    );
    await expect(within(customizable).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByTestId('annual-terms')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pricing:buy', { plan: t('pricing:plans.advanced.name') }) }));
    await expect(args.onBuy).toHaveBeenCalledWith(2);
    restFocus();
  },
};
export const PricingSpanish = inLocale(Pricing, 'es');
export const PricingArabic = inLocale(Pricing, 'ae');
export const PricingMobile = onMobile(Pricing, 'en');

/** "You have successfully subscribed!", what was bought, and the dashboard link. */
export const Success: Story = {
  render: () => (
    <SubscriptionSuccessView
      dashboardHref="/es/dashboard"
      homeHref="/es"
      summary={{ ...MockAdvancedSummary, lines: [...MockAdvancedSummary.lines, MockCourseLine], total: 399 + MockCourseLine.amount }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:success.title') })).toBeVisible();
    await expect(canvas.getByText(t('purchase:items.flagshipCourse'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('purchase:success.dashboard') })).toHaveAttribute('href', '/es/dashboard');
  },
};
export const SuccessSpanish = inLocale(Success, 'es');
export const SuccessArabic = inLocale(Success, 'ae');
export const SuccessMobile = onMobile(Success, 'ae');

/** Opened directly (nothing bought in this tab): the message and the links only. */
export const SuccessWithoutOrder: Story = {
  render: () => <SubscriptionSuccessView dashboardHref="/dashboard" homeHref="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('purchase:success.title') })).toBeVisible();
    await expect(canvas.queryByTestId('order-total')).toBeNull();
    await expect(canvas.getByRole('link', { name: t('purchase:success.home') })).toHaveAttribute('href', '/');
  },
};
export const SuccessWithoutOrderArabic = inLocale(SuccessWithoutOrder, 'ae');
