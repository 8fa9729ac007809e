import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchCallPackages } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { createCustomer, NEW_ATTEMPT, newIdempotencyKey, payAndConfirm, reportTestOutcome, type PaymentAttempt } from '@/api/payments';
import { CheckoutView } from '@/features/purchase/CheckoutView';
import { LoadError, type OrderSummaryData, type SummaryLine } from '@/features/purchase/parts';
import { choosePaymentProvider } from '@/features/purchase/paymentProvider';
import { isCallPackageId, type CallPackage } from '@/lib/dashboard';
import { isProductId, priceOrder, type CardFormHandle, type CheckoutContact, type CustomerData, type Order, type OrderItem, type PaymentProblem } from '@/lib/payments';
import { PATHS } from '@/lib/routes';
import { userAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';
import type { SubscriptionSuccessState } from './SubscriptionSuccessPage';

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

/**
 * `/checkout`: contact details (stored with `POST /customers`), the card through the configured
 * provider, the order with the optional flagship course, and "Start now".
 */
export default function CheckoutPage() {
  const user = useAtomValue(userAtom);
  const purchase = usePurchase();
  const customer = useRef<string | null>(null);
  const { summary, packages, provider } = purchase;
  if (packages.state === 'error') return <LoadError message={packages.message} onRetry={purchase.reload} />;
  if (!summary) return <PageLoader />;
  const [firstName = '', ...rest] = (user?.name ?? '').split(' ');
  const CardForm = provider.CardForm;

  const submit = (contact: CheckoutContact) => {
    const data: CustomerData = { name: `${contact.firstName} ${contact.lastName}`.trim(), email: contact.email, phone: user?.phone ?? '' };
    void purchase.pay(data, async () => {
      // The contact details are stored once per set of details (a retry does not store them again).
      const signature = JSON.stringify(contact);
      if (customer.current === signature) return null;
      try {
        await createCustomer(contact);
        customer.current = signature;
        return null;
      } catch (caught) {
        return genericErrorMessage(caught);
      }
    });
  };

  return (
    <CheckoutView
      summary={summary}
      course={purchase.course}
      onCourseChange={purchase.setCourse}
      showTerms={purchase.item.kind === 'plan'}
      termsHref={purchase.termsHref}
      initialContact={user ? { firstName, lastName: rest.join(' '), email: user.email, companyName: user.company?.name ?? '', companySize: user.company?.size ?? '' } : undefined}
      cardForm={<CardForm handleRef={purchase.card} disabled={purchase.paying || purchase.charged} />}
      validateCard={() => purchase.card.current?.validate() ?? false}
      onSubmit={submit}
      submitting={purchase.paying}
      error={purchase.error}
      retryConfirmation={purchase.charged}
    />
  );
}
