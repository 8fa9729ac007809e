import { ComparisonTable } from '@/features/pricing/ComparisonTable';
import { PricingCards } from '@/features/pricing/PricingCards';
import { CustomizablePlanCard, PricingHeader, PricingTerms } from '@/features/purchase/PricingExtras';
import { LANDING_ANCHORS } from '@/lib/landing';
import type { ProductId } from '@/lib/plans';
import { PATHS } from '@/lib/routes';
import { KeepServerMarkup } from '@/startup';
import { useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';

/**
 * `/pricing`: the plan cards (Essential, Advanced, Custom), the fourth "customizable" plan, the
 * comparison table and the annual terms. A buy button opens /buy with its product; Custom and
 * Customizable lead to the landing page's contact form.
 */
export default function PricingPage() {
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const contact = `${localize(PATHS.landing)}#${LANDING_ANCHORS.form}`;
  const onBuy = (product: ProductId) => void navigate(localize(PATHS.buy), { state: { product } });
  return (
    <>
      <PricingHeader />
      <PricingCards headingId="pricing-plans-title" onBuy={onBuy} learnMoreHref={contact} textPart={KeepServerMarkup} />
      <CustomizablePlanCard contactHref={contact} />
      <ComparisonTable headingId="pricing-comparison-title" />
      <PricingTerms termsHref={localize(PATHS.terms)} />
    </>
  );
}
