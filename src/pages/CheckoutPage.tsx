import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { genericErrorMessage } from '@/api/errors';
import { createCustomer } from '@/api/payments';
import { CheckoutView } from '@/features/purchase/CheckoutView';
import { LoadError } from '@/features/purchase/PaymentProblem';
import type { CheckoutContact, CustomerData } from '@/lib/payments';
import { userAtom } from '@/state/auth';
import { PageLoader } from '@/ui/PageLoader';
import { usePurchase } from './purchase';

/**
 * `/checkout`: contact details (stored with `POST /customers`), the card through the configured
 * provider, the order with the optional flagship course, and "Start now".
 */
export default function CheckoutPage() {
  const user = useAtomValue(userAtom);
  const purchase = usePurchase();
  const customer = useRef<string | null>(null);
  const { orderState, provider } = purchase;
  if (orderState.status === 'error') return <LoadError message={orderState.message} onRetry={purchase.reload} />;
  if (orderState.status === 'loading') return <PageLoader />;
  const summary = orderState.data;
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
      initialContact={
        user
          ? {
              firstName,
              lastName: rest.join(' '),
              email: user.email,
              companyName: user.company?.name ?? '',
              companySize: user.company?.size ?? '',
            }
          : undefined
      }
      cardForm={<CardForm handleRef={purchase.card} disabled={purchase.paying || purchase.charged} />}
      validateCard={() => purchase.card.current?.validate() ?? false}
      onSubmit={submit}
      submitting={purchase.paying}
      error={purchase.error}
      retryConfirmation={purchase.charged}
    />
  );
}
