import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { signupErrorMessage, errorInfo } from '@/api/errors';
import { newIdempotencyKey, registerUser } from '@/api/payments';
import { BuyStepper, type BuyStep } from '@/features/purchase/BuyStepper';
import { PaymentStepView } from '@/features/purchase/PaymentStepView';
import { PurchaseDoneView } from '@/features/purchase/PurchaseDoneView';
import { fieldOfSignupCode } from '@/features/signup/errorField';
import { SignupPersonalView } from '@/features/signup/SignupPersonalView';
import type { PersonalDetails } from '@/lib/types';
import { isProductId, PRODUCT_PLAN, type CardFormHandle } from '@/lib/payments';
import { PRODUCT_AMOUNTS, type ProductId } from '@/lib/plans';
import { PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { usePayment, usePaymentProvider } from './purchase';

/** The product the pricing buttons send in navigation state (`{ product: 1 | 2 }`). */
function productOf(state: unknown): ProductId | null {
  const product = (state as { product?: unknown } | null)?.product;
  return isProductId(product) ? product : null;
}

/** The buyer as kept for a reload: never the password. */
type SavedBuyer = Pick<PersonalDetails, 'name' | 'email' | 'phone'>;

/**
 * Where the purchase stands, kept in the history entry's state next to the product (React
 * Router's `usr`), so a reload on the payment step resumes there with the same idempotency key
 * (the same payment intent) instead of registering the buyer a second time.
 */
interface SavedProgress {
  step?: BuyStep;
  buyer?: SavedBuyer;
  idempotencyKey?: string;
}

function savedProgress(state: unknown): SavedProgress {
  const saved = (state ?? {}) as SavedProgress;
  const buyer = saved.buyer;
  const validBuyer = buyer && typeof buyer.name === 'string' && typeof buyer.email === 'string' && typeof buyer.phone === 'string';
  if (!validBuyer || (saved.step !== 1 && saved.step !== 2) || typeof saved.idempotencyKey !== 'string') return {};
  return { step: saved.step, buyer: { name: buyer.name, email: buyer.email, phone: buyer.phone }, idempotencyKey: saved.idempotencyKey };
}

function saveProgress(progress: SavedProgress) {
  const entry = (window.history.state ?? {}) as { usr?: Record<string, unknown> };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, ...progress } }, '');
}

/**
 * `/buy`, the purchase in steps: (0) the signup personal form registers the buyer with
 * `POST /api/users`, (1) card payment through whichever provider is configured, (2) thanks and
 * the way to log in. Without a valid product in the navigation state it opens the pricing page.
 */
export default function BuyPage() {
  const location = useLocation();
  const localize = useLocalizedPath();
  const product = productOf(location.state);
  if (!product) return <Navigate to={localize(PATHS.pricing)} replace />;
  return <BuyFlow product={product} saved={savedProgress(location.state)} />;
}

function BuyFlow({ product, saved }: { product: ProductId; saved: SavedProgress }) {
  const { t } = useTranslation('purchase');
  const localize = useLocalizedPath();
  const amount = PRODUCT_AMOUNTS[product];
  const plan = PRODUCT_PLAN[product];
  const planName = t(`items.${plan}`);
  const provider = usePaymentProvider();

  const [step, setStep] = useState<BuyStep>(saved.step ?? 0);
  const [buyer, setBuyer] = useState<SavedBuyer | null>(saved.buyer ?? null);
  const [idempotencyKey] = useState(() => saved.idempotencyKey ?? newIdempotencyKey());
  const card = useRef<CardFormHandle | null>(null);
  const payment = usePayment(card, () => idempotencyKey);

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [step]);

  const registration = useMutation({
    mutationFn: (values: PersonalDetails) =>
      registerUser({ name: values.name, email: values.email, password: values.password, phone: values.phone, iaprompt: values.prompt }),
    onSuccess: (_answer, values) => {
      const registered = { name: values.name, email: values.email, phone: values.phone };
      setBuyer(registered);
      setStep(1);
      saveProgress({ step: 1, buyer: registered, idempotencyKey });
    },
  });
  // A second press before the first registration's pending state reaches the page sends nothing.
  const registering = useRef(false);
  const register = (values: PersonalDetails) => {
    if (registering.current) return;
    registering.current = true;
    registration.mutate(values, { onSettled: () => (registering.current = false) });
  };
  const registerError = registration.error && {
    message: signupErrorMessage(registration.error),
    field: fieldOfSignupCode(errorInfo(registration.error).code),
  };

  const pay = async () => {
    if (!buyer) return;
    // Nothing to check once the card has been charged: only the confirmation is repeated.
    if (!payment.alreadyCharged() && card.current && !card.current.validate()) return;
    const result = await payment.pay({ charge: { amount }, customerData: { name: buyer.name, email: buyer.email, phone: buyer.phone } });
    if (!result?.ok) return;
    setStep(2);
    saveProgress({ step: 2 });
  };

  const CardForm = provider.CardForm;
  return (
    <BuyStepper step={step} planName={planName} amount={amount} currency="EUR">
      {step === 0 && (
        <SignupPersonalView
          initialValues={buyer ?? undefined}
          onSubmit={register}
          submitting={registration.isPending}
          error={registerError?.message ?? null}
          errorField={registerError?.field ?? null}
          submitLabel={t('buy.register')}
          loginHref={localize(PATHS.login)}
        />
      )}
      {step === 1 && (
        <PaymentStepView
          summary={{ lines: [{ id: plan, amount }], total: amount, currency: 'EUR' }}
          cardForm={<CardForm handleRef={card} disabled={payment.paying || payment.charged} />}
          onPay={() => void pay()}
          paying={payment.paying}
          error={payment.error}
          retryConfirmation={payment.charged}
          termsHref={localize(PATHS.terms)}
        />
      )}
      {step === 2 && buyer && <PurchaseDoneView email={buyer.email} planName={planName} loginHref={localize(PATHS.login)} />}
    </BuyStepper>
  );
}
