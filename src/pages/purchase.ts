/**
 * The purchase logic the purchase pages share (`/buy`, `/checkout`, `/payment`,
 * `/subscription-success`): a page never imports another page, so it lives here.
 */
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { callPackagesQuery } from '@/api/dashboardQueries';
import { genericErrorMessage } from '@/api/errors';
import {
  NEW_ATTEMPT,
  newIdempotencyKey,
  payAndConfirm,
  reportTestOutcome,
  type PayInput,
  type PayResult,
  type PaymentAttempt,
} from '@/api/payments';
import type { OrderSummaryData, SummaryLine } from '@/features/purchase/OrderSummary';
import { choosePaymentProvider } from '@/features/purchase/paymentProvider';
import { isCallPackageId } from '@/lib/dashboard';
import {
  isProductId,
  priceOrder,
  type CardFormHandle,
  type CustomerData,
  type Order,
  type OrderItem,
  type PaymentProblem,
} from '@/lib/payments';
import { PATHS } from '@/lib/routes';
import { useLocale, useLocalizedPath, useLocaleNavigate } from '@/ui/useLocale';
import { loadStateOf } from './serverState';

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

/**
 * The purchase behind /checkout and /payment: the item and the course, the order's price (call
 * packages come from `GET /api/callPackages`, the query the buy-calls page reads too), the
 * provider's card form, and "Pay" through `payAndConfirm` (one intent per order; a retry after
 * the charge only repeats the confirmation).
 */
export function usePurchase() {
  const location = useLocation();
  const navigate = useLocaleNavigate();
  const localize = useLocalizedPath();
  const item = useMemo(() => itemOf(location.state), [location.state]);
  const [course, setCourseState] = useState(false);
  const packages = useQuery({ ...callPackagesQuery(), enabled: item.kind === 'callPackage' });
  const provider = usePaymentProvider();
  const card = useRef<CardFormHandle | null>(null);
  const key = useRef(newIdempotencyKey());
  const payment = usePayment(card, () => key.current);

  const order: Order = { item, flagshipCourse: course };
  const prices = packages.data ? Object.fromEntries(packages.data.map((p) => [p.id, { price: p.price, currency: p.currency }])) : {};
  const priced = item.kind === 'plan' || packages.data ? priceOrder(order, prices) : null;
  const summary: OrderSummaryData | null = priced && {
    lines: priced.lines.map((line) => ({ id: line.id as SummaryLine['id'], amount: line.amount })),
    total: priced.total,
    currency: priced.currency,
  };
  /** The order to show: priced once the packages are there (a plan needs none), or why not. */
  const orderState = loadStateOf({
    data: summary ?? undefined,
    isError: packages.isError,
    error: packages.error,
    isFetching: packages.isFetching,
  });

  /** Another order is another intent (unless the card was already charged: then it cannot change). */
  const setCourse = (value: boolean) => {
    if (payment.charged) return;
    setCourseState(value);
    payment.restart();
    key.current = newIdempotencyKey();
  };

  const pay = async (customerData: CustomerData, before?: () => Promise<PaymentProblem | null>) => {
    if (!summary) return;
    const result = await payment.pay({ charge: { amount: summary.total, order }, customerData, before });
    if (!result?.ok) return;
    const state: SubscriptionSuccessState = { summary };
    void navigate(localize(PATHS.subscriptionSuccess), { state });
  };

  return {
    item,
    course,
    setCourse,
    orderState,
    reload: () => void packages.refetch(),
    provider,
    card,
    pay,
    paying: payment.paying,
    error: payment.error,
    charged: payment.charged,
    termsHref: localize(PATHS.terms),
  };
}

/** The payment provider for the page's language: Stripe with a publishable key, else the test provider. */
export function usePaymentProvider() {
  const locale = useLocale();
  return useMemo(
    () =>
      choosePaymentProvider({
        publishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined,
        locale,
        reportTestPayment: reportTestOutcome,
      }),
    [locale],
  );
}

export interface PaymentRequest {
  charge: PayInput['charge'];
  customerData: CustomerData;
  /** A last check before paying (the checkout's billing details): a problem stops the payment. */
  before?: () => Promise<PaymentProblem | null>;
}

/**
 * "Pay" as a mutation through `payAndConfirm`: one intent per idempotency key, and once the card
 * is charged (`charged`) a retry only repeats the confirmation. A press while a payment is under
 * way does nothing; `restart` forgets the attempt (another order is another intent).
 */
export function usePayment(card: RefObject<CardFormHandle | null>, idempotencyKey: () => string) {
  const attempt = useRef<PaymentAttempt>(NEW_ATTEMPT);
  const [charged, setCharged] = useState(false);
  // Set by the press itself: the mutation's pending state reaches the page a task later, and a
  // second press in between must not start a second payment.
  const underWay = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ charge, customerData, before }: PaymentRequest): Promise<PayResult> => {
      const problem = before ? await before() : null;
      if (problem) return { ok: false, error: problem };
      return payAndConfirm({
        charge,
        idempotencyKey: idempotencyKey(),
        card: card.current,
        customerData,
        attempt: attempt.current,
        onAttempt: (next) => {
          attempt.current = next;
          setCharged(Boolean(next.paidIntentId));
        },
      });
    },
  });
  const result = mutation.data;
  return {
    /** The payment's result; null when one was already under way or it failed unexpectedly (then `error` says why). */
    pay: async (request: PaymentRequest): Promise<PayResult | null> => {
      if (underWay.current) return null;
      underWay.current = true;
      try {
        return await mutation.mutateAsync(request);
      } catch {
        return null;
      } finally {
        underWay.current = false;
      }
    },
    paying: mutation.isPending,
    error: result && !result.ok ? result.error : mutation.isError ? genericErrorMessage(mutation.error) : null,
    charged,
    /** The card of this attempt is charged already: only the confirmation is left. */
    alreadyCharged: () => Boolean(attempt.current.paidIntentId),
    restart: () => {
      attempt.current = NEW_ATTEMPT;
    },
  };
}
