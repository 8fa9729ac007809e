/**
 * The purchase logic the purchase pages share (`/checkout`, `/payment`, `/subscription-success`):
 * a page never imports another page, so it lives here.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchCallPackages } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { NEW_ATTEMPT, newIdempotencyKey, payAndConfirm, reportTestOutcome, type PaymentAttempt } from '@/api/payments';
import type { OrderSummaryData, SummaryLine } from '@/features/purchase/OrderSummary';
import { choosePaymentProvider } from '@/features/purchase/paymentProvider';
import { isCallPackageId, type CallPackage } from '@/lib/dashboard';
import { isProductId, priceOrder, type CardFormHandle, type CustomerData, type Order, type OrderItem, type PaymentProblem } from '@/lib/payments';
import { PATHS } from '@/lib/routes';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';

/** What the checkout and the payment screen pass in the navigation state to the thank-you page. */
export interface SubscriptionSuccessState {
  summary: OrderSummaryData;
}

/**
 * What a purchase screen sells, from the navigation state: `{ callPackage: 'pro' }` from the
 * dashboard's buy-calls page, `{ product: 1 | 2 }` from a plan's buy button; else the Advanced
 * plan (the popular one).
 */
export function itemOf(state: unknown): OrderItem {
  const value = (state ?? {}) as { callPackage?: unknown; product?: unknown };
  if (isCallPackageId(value.callPackage)) return { kind: 'callPackage', id: value.callPackage };
  if (isProductId(value.product)) return { kind: 'plan', product: value.product };
  return { kind: 'plan', product: 2 };
}

type Packages = { state: 'idle' | 'loading' } | { state: 'ready'; packages: CallPackage[] } | { state: 'error'; message: PaymentProblem };

/**
 * The purchase behind /checkout and /payment: the item and the course, the order's price (call
 * packages come from `GET /api/callPackages`), the provider's card form, and "Pay" through
 * `payAndConfirm` (one intent per order; a retry after the charge only repeats the confirmation).
 */
export function usePurchase() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const item = useMemo(() => itemOf(location.state), [location.state]);
  const [course, setCourseState] = useState(false);
  const [packages, setPackages] = useState<Packages>({ state: item.kind === 'callPackage' ? 'loading' : 'idle' });
  const provider = useMemo(
    () => choosePaymentProvider({ publishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined, locale, reportTestPayment: reportTestOutcome }),
    [locale],
  );
  const card = useRef<CardFormHandle | null>(null);
  const attempt = useRef<PaymentAttempt>(NEW_ATTEMPT);
  const key = useRef(newIdempotencyKey());
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<PaymentProblem | null>(null);
  const [charged, setCharged] = useState(false);

  const fetchPackages = useCallback(() => {
    if (item.kind !== 'callPackage') return;
    fetchCallPackages()
      .then((list) => setPackages({ state: 'ready', packages: list }))
      .catch((caught: unknown) => setPackages({ state: 'error', message: genericErrorMessage(caught) }));
  }, [item.kind]);
  useEffect(fetchPackages, [fetchPackages]);
  const load = () => {
    setPackages({ state: 'loading' });
    fetchPackages();
  };

  const order: Order = { item, flagshipCourse: course };
  const prices = packages.state === 'ready' ? Object.fromEntries(packages.packages.map((p) => [p.id, { price: p.price, currency: p.currency }])) : {};
  const priced = item.kind === 'plan' || packages.state === 'ready' ? priceOrder(order, prices) : null;
  const summary: OrderSummaryData | null = priced && { lines: priced.lines.map((line) => ({ id: line.id as SummaryLine['id'], amount: line.amount })), total: priced.total, currency: priced.currency };

  /** Another order is another intent (unless the card was already charged: then it cannot change). */
  const setCourse = (value: boolean) => {
    if (charged) return;
    setCourseState(value);
    attempt.current = NEW_ATTEMPT;
    key.current = newIdempotencyKey();
  };

  const pay = async (customerData: CustomerData, before?: () => Promise<PaymentProblem | null>) => {
    if (!summary || paying) return;
    setPaying(true);
    setError(null);
    const problem = before ? await before() : null;
    if (problem) {
      setPaying(false);
      setError(problem);
      return;
    }
    const result = await payAndConfirm({
      charge: { amount: summary.total, order },
      idempotencyKey: key.current,
      card: card.current,
      customerData,
      attempt: attempt.current,
      onAttempt: (next) => {
        attempt.current = next;
        setCharged(Boolean(next.paidIntentId));
      },
    });
    setPaying(false);
    if (!result.ok) return setError(result.error);
    const state: SubscriptionSuccessState = { summary };
    void navigate(localize(PATHS.subscriptionSuccess), { state });
  };

  return { item, course, setCourse, packages, reload: load, summary, provider, card, pay, paying, error, charged, termsHref: localize(PATHS.terms) };
}

