import { useLocation } from 'react-router';
import { SubscriptionSuccessView } from '@/features/purchase/SubscriptionSuccessView';
import type { OrderSummaryData } from '@/features/purchase/OrderSummary';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import type { SubscriptionSuccessState } from './purchase';

function summaryOf(state: unknown): OrderSummaryData | null {
  const summary = (state as Partial<SubscriptionSuccessState> | null)?.summary;
  return summary && Array.isArray(summary.lines) && typeof summary.total === 'number' ? summary : null;
}

/** `/subscription-success`: the confirmation after a checkout, with the way to the dashboard. */
export default function SubscriptionSuccessPage() {
  const location = useLocation();
  const localize = useLocalizedPath();
  return (
    <SubscriptionSuccessView
      dashboardHref={localize(PATHS.dashboard)}
      homeHref={localize(PATHS.landing)}
      summary={summaryOf(location.state)}
    />
  );
}
