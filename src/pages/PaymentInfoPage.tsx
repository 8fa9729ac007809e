import { useAtomValue } from 'jotai';
import { LoadError } from '@/features/purchase/PaymentProblem';
import { PaymentInfoView } from '@/features/purchase/PaymentInfoView';
import { userAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { usePurchase } from './purchase';

/**
 * `/payment`: the payment information screen with "Pay now", for the item in the navigation
 * state (`{ product }` or `{ callPackage }`; the Advanced plan otherwise). On success it opens
 * /subscription-success.
 */
export default function PaymentInfoPage() {
  const user = useAtomValue(userAtom);
  const purchase = usePurchase();
  const { orderState, provider } = purchase;
  if (orderState.status === 'error') return <LoadError message={orderState.message} onRetry={purchase.reload} />;
  if (orderState.status === 'loading') return <PageLoader />;
  const summary = orderState.data;
  const CardForm = provider.CardForm;
  return (
    <PaymentInfoView
      summary={summary}
      showTerms={purchase.item.kind === 'plan'}
      termsHref={purchase.termsHref}
      initialValues={user ? { name: user.name, email: user.email } : undefined}
      cardForm={<CardForm handleRef={purchase.card} disabled={purchase.paying || purchase.charged} />}
      validateCard={() => purchase.card.current?.validate() ?? false}
      onPay={(payer) => void purchase.pay({ name: payer.name, email: payer.email, phone: user?.phone ?? '' })}
      paying={purchase.paying}
      error={purchase.error}
      retryConfirmation={purchase.charged}
    />
  );
}
