/**
 * Purchase calls: registration of the buyer, the payment intent, the offline
 * provider's report of the card network's answer, the confirmation that records the
 * subscription, and the customer of the checkout.
 */
import type { Schema } from '@/lib/contract';
import { keyMessage, textMessage } from '@/lib/message';
import type { CardFormHandle, CheckoutContact, CustomerData, PaymentIntentResponse, PaymentProblem, Subscription } from '@/lib/payments';
import { CUSTOMER_ROLE_ID } from '@/lib/types';
import { api, rootApi } from './client';
import { errorInfo, InvalidResponseError, paymentErrorMessage } from './errors';

/** `POST /api/users`'s body but the role, which is always the customer's. */
export type RegisterInput = Omit<Schema<'RegisterRequest'>, 'role_id'>;

/** POST /api/users {name, email, password, phone, iaprompt, role_id: 4}: the server e-mails a link. */
export async function registerUser(input: RegisterInput): Promise<Schema<'UserWithMessage'>> {
  const body: Schema<'RegisterRequest'> = { ...input, role_id: CUSTOMER_ROLE_ID };
  return api.post('users', { json: body, retry: 0 }).json();
}

/** Thrown when the intent answer lacks its client secret (errors:payment.noClientSecret). */
export class MissingClientSecretError extends Error {
  constructor() {
    super('No client secret');
    this.name = 'MissingClientSecretError';
  }
}

/**
 * POST /api/create-payment-intent {amount[, order]}. The idempotency key identifies this buyer's
 * purchase: asking again with it returns the same intent, never a second charge.
 */
export async function createPaymentIntent(input: Schema<'PaymentIntentRequest'>, idempotencyKey: string): Promise<PaymentIntentResponse> {
  const answer = await api
    .post('create-payment-intent', { json: input, headers: { 'idempotency-key': idempotencyKey }, retry: 0 })
    .json<Partial<PaymentIntentResponse>>();
  if (!answer || typeof answer.clientSecret !== 'string' || !answer.clientSecret) throw new MissingClientSecretError();
  if (typeof answer.paymentIntentId !== 'string') throw new InvalidResponseError();
  return answer as PaymentIntentResponse;
}

/** POST /api/test-payments/{id}/confirm: the offline provider tells the intent the card's answer. */
export async function reportTestPayment(
  paymentIntentId: string,
  report: Schema<'TestPaymentReport'>,
): Promise<Schema<'TestPaymentAnswer'>> {
  return api.post(`test-payments/${encodeURIComponent(paymentIntentId)}/confirm`, { json: report, retry: 0 }).json();
}

export type ConfirmPaymentResponse = Schema<'ConfirmPaymentAnswer'>;

/**
 * POST /api/confirm-payment {paymentIntentId, clientSecret, customerData}: records the
 * subscription (idempotent). The intent's client secret proves this buyer started the payment.
 */
export async function confirmPayment(
  paymentIntentId: string,
  clientSecret: string,
  customerData: CustomerData,
): Promise<ConfirmPaymentResponse> {
  const body: Schema<'ConfirmPaymentRequest'> = { paymentIntentId, clientSecret, customerData };
  return api.post('confirm-payment', { json: body, retry: 0 }).json();
}

/** POST /customers: the checkout's contact details. */
export async function createCustomer(contact: CheckoutContact): Promise<Schema<'Customer'>> {
  const body: Schema<'CustomerData'> = { ...contact, name: `${contact.firstName} ${contact.lastName}`.trim() };
  return rootApi.post('customers', { json: body, retry: 0 }).json();
}

/**
 * The offline provider's report of a card outcome, as the card form wants it: null when the
 * intent heard it, else what to show (the server's text, the network message, or "Payment failed").
 */
export async function reportTestOutcome(
  paymentIntentId: string,
  report: Parameters<typeof reportTestPayment>[1],
): Promise<PaymentProblem | null> {
  try {
    await reportTestPayment(paymentIntentId, report);
    return null;
  } catch (error) {
    const info = errorInfo(error);
    if (info.serverMessage) return textMessage(info.serverMessage);
    if (info.network) return keyMessage('errors:network');
    return keyMessage('errors:payment.failed');
  }
}

/** A key that names one purchase, for `Idempotency-Key` (random, never reused by another buyer). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How far one purchase got: the intent (reused by every retry) and, once charged, its id. */
export interface PaymentAttempt {
  intent: PaymentIntentResponse | null;
  paidIntentId: string | null;
}

export const NEW_ATTEMPT: PaymentAttempt = { intent: null, paidIntentId: null };

export interface PayInput {
  /** What the intent is created with (the amount, and the order for the checkout). */
  charge: Schema<'PaymentIntentRequest'>;
  idempotencyKey: string;
  /** The provider's card form; null when it is not on the page (errors:payment.cardElementMissing). */
  card: CardFormHandle | null;
  customerData: CustomerData;
  attempt: PaymentAttempt;
  /** Called as the attempt advances (the page keeps it for the retry). */
  onAttempt: (attempt: PaymentAttempt) => void;
}

export type PayResult = { ok: true; subscription: Subscription } | { ok: false; error: PaymentProblem };

/**
 * One press of "Pay": create the intent (or reuse this purchase's), confirm it
 * with the provider, then `POST /api/confirm-payment`. A card already charged is never charged
 * again: a retry after a failed confirmation only repeats the confirmation of the same intent.
 * Errors follow the payment error messages: the server's text, the provider's message, or the stage's fallback.
 */
export async function payAndConfirm({ charge, idempotencyKey, card, customerData, attempt, onAttempt }: PayInput): Promise<PayResult> {
  let current = attempt;
  let paidIntentId = current.paidIntentId;
  if (!paidIntentId) {
    if (!card) return { ok: false, error: keyMessage('errors:payment.cardElementMissing') };
    let intent = current.intent;
    if (!intent) {
      try {
        intent = await createPaymentIntent(charge, idempotencyKey);
      } catch (error) {
        if (error instanceof MissingClientSecretError) return { ok: false, error: keyMessage('errors:payment.noClientSecret') };
        return { ok: false, error: paymentErrorMessage('intent', error) };
      }
      current = { ...current, intent };
      onAttempt(current);
    }
    const confirmed = await card.confirm(intent.clientSecret, customerData);
    if ('error' in confirmed) return { ok: false, error: confirmed.error };
    if (!confirmed.paymentIntentId) return { ok: false, error: keyMessage('errors:payment.noPaymentIntent') };
    paidIntentId = confirmed.paymentIntentId;
    current = { ...current, paidIntentId };
    onAttempt(current);
  }
  try {
    const answer = await confirmPayment(paidIntentId, current.intent?.clientSecret ?? '', customerData);
    if (!answer?.subscription) return { ok: false, error: keyMessage('errors:payment.confirmError') };
    return { ok: true, subscription: answer.subscription };
  } catch (error) {
    return { ok: false, error: paymentErrorMessage('confirm', error) };
  }
}
