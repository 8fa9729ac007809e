import { Input, Paper } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

import { useEffect, useId, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_INFO, type Locale } from '@/lib/locale';
import { keyMessage, textMessage } from '@/lib/message';
import { cardProblem, type CardFormHandle } from '@/lib/payments';
import { ErrorAlert } from '@/ui/ErrorAlert';
import type { CardFormProps } from './LocalCardForm';

/** One Stripe.js per key, loaded the first time the payment step opens. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    // A failed load (offline, blocked) may be tried again on the next mount.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

function StripeFields({ handleRef, disabled }: CardFormProps) {
  const { t } = useTranslation('purchase');
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [state, setState] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });

  useImperativeHandle(handleRef, (): CardFormHandle => ({
    validate() {
      if (!state.complete) {
        setState((current) => ({ ...current, error: current.error ?? t('card.errors.incomplete') }));
        elements?.getElement(CardElement)?.focus();
        return false;
      }
      return true;
    },
    async confirm(clientSecret, billing) {
      if (!stripe || !elements) return { error: cardProblem('providerUnavailable') };
      const card = elements.getElement(CardElement);
      if (!card) return { error: keyMessage('errors:payment.cardElementMissing') };
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: { name: billing.name, email: billing.email, ...(billing.phone ? { phone: billing.phone } : {}) },
        },
      });
      if (result.error) return { error: result.error.message ? textMessage(result.error.message) : keyMessage('errors:payment.failed') };
      if (!result.paymentIntent) return { error: keyMessage('errors:payment.noPaymentIntent') };
      if (result.paymentIntent.status !== 'succeeded') return { error: keyMessage('errors:payment.failed') };
      return { paymentIntentId: result.paymentIntent.id };
    },
  }));

  return (
    <Input.Wrapper id={id} label={t('card.details')} required error={state.error}>
      <Paper withBorder p="sm" radius="sm" mt={4} aria-describedby={state.error ? `${id}-error` : undefined}>
        <CardElement
          id={id}
          options={{ disabled, hidePostalCode: true }}
          onChange={(event: StripeCardElementChangeEvent) => setState({ complete: event.complete, error: event.error?.message ?? null })}
        />
      </Paper>
    </Input.Wrapper>
  );
}

/**
 * Stripe's card element, with the publishable key of the environment. Stripe.js is fetched from
 * Stripe when this component first renders (the payment step), never on other pages; when it
 * cannot be loaded the buyer is told so instead of seeing an empty box.
 */
export default function StripeCardForm({ publishableKey, locale, ...props }: CardFormProps & { publishableKey: string; locale: Locale }) {
  const { t } = useTranslation('purchase');
  // Starts loading Stripe.js on the first render of the payment step.
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripe.then((value) => live && setFailed(!value)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [stripe]);

  if (failed) {
    return <ErrorAlert role="alert">{t('card.errors.providerUnavailable')}</ErrorAlert>;
  }
  return (
    <Elements stripe={stripe} options={{ locale: LOCALE_INFO[locale].lang as 'en' | 'es' | 'ar' }}>
      <StripeFields {...props} />
    </Elements>
  );
}
