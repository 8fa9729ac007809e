import type { FormEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { PaymentProblem } from '@/lib/payments';
import { focusFirstInvalid } from '@/ui/forms';
import type { OrderSummaryData } from './OrderSummary';

/** What the two screens that pay by card (checkout, payment information) both take. */
export interface CardPaymentProps {
  /** The order as priced. */
  summary: OrderSummaryData;
  /** The annual plan's terms apply (a plan; not a package of calls). */
  showTerms: boolean;
  /** The terms of the purchase, linked above the button. */
  termsHref: string;
  /** The provider's card form (number, expiry, CVV). */
  cardForm: ReactNode;
  /** Checks the card along with the other fields (false: an invalid card field is marked). */
  validateCard?: () => boolean;
  /** Why the payment failed (declined, network, not confirmed), shown above the button; none otherwise. */
  error?: PaymentProblem | null;
  /** Charged, confirmation pending: "Try again" repeats it. */
  retryConfirmation?: boolean;
}

export interface CardSubmitOptions {
  /** A payment is under way: the submit does nothing. */
  busy: boolean;
  /** The card was charged already: only the confirmation is repeated, the card is not checked. */
  retryConfirmation: boolean;
  validateCard?: (() => boolean) | undefined;
}

/**
 * The submit of a form with a card: the fields and the card are checked together, so every
 * mistake shows at once and the first invalid field gets the focus; `onValid` runs only when
 * both pass.
 */
export function submitWithCard<Values>(
  event: FormEvent<HTMLFormElement>,
  form: { validate: () => { hasErrors: boolean }; getValues: () => Values },
  { busy, retryConfirmation, validateCard }: CardSubmitOptions,
  onValid: (values: Values) => void,
) {
  event.preventDefault();
  if (busy) return;
  const element = event.currentTarget;
  const result = flushSync(() => form.validate());
  const cardOk = retryConfirmation || (validateCard?.() ?? true);
  if (result.hasErrors) {
    focusFirstInvalid(element);
    return;
  }
  if (cardOk) onValid(form.getValues());
}
