import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/locale';
import { LocalCardForm, type CardFormProps, type TestPaymentReporter } from './LocalCardForm';

/**
 * A card payment provider, as the purchase screens see it: a card form that hands the page a
 * `CardFormHandle` (validate, confirm). The /buy stepper, the checkout and the payment screen
 * render `provider.CardForm` and never know which provider is behind it.
 */
export interface PaymentProvider {
  id: 'stripe' | 'local';
  CardForm: ComponentType<CardFormProps>;
}

export interface ProviderConfig {
  /** Stripe's publishable key (`VITE_STRIPE_PUBLISHABLE_KEY`); empty: the offline test provider. */
  publishableKey?: string | undefined;
  locale: Locale;
  /** How the offline provider tells the mock API the outcome of an intent. */
  reportTestPayment: TestPaymentReporter;
}

// Stripe's module (and Stripe.js from Stripe's servers) loads only when its form first renders.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

function StripeLoading() {
  const { t } = useTranslation('purchase');
  return <Loader size="sm" aria-label={t('card.loading')} />;
}

/** The one place that chooses the provider: Stripe with a publishable key, else the offline one. */
export function choosePaymentProvider({ publishableKey, locale, reportTestPayment }: ProviderConfig): PaymentProvider {
  const key = publishableKey?.trim();
  if (key) {
    return {
      id: 'stripe',
      CardForm: (props) => (
        <Suspense fallback={<StripeLoading />}>
          <StripeCardForm {...props} publishableKey={key} locale={locale} />
        </Suspense>
      ),
    };
  }
  return { id: 'local', CardForm: (props) => <LocalCardForm {...props} report={reportTestPayment} /> };
}
