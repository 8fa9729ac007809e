/**
 * The purchase domain (plans, call packages, payment calls and amounts), shared by the portal, the stories and the mock
 * API: what can be bought, how an order's total is computed (the server computes it again and
 * refuses a tampered amount), the test-payment outcomes, and the small interface every card
 * payment provider implements (Stripe, or the offline test provider). The API's shapes are the
 * contract's (`Schema<...>`, src/api/contract/paths/payments.yaml).
 */
import type { Assert, Same, Schema } from './contract.ts';
import type { Message } from './message.ts';
import { PRODUCT_AMOUNTS, PRODUCT_PLAN, type ProductId } from './plans.ts';
import { COMPANY_SIZES, type CompanySize } from './types.ts';

export type Currency = Schema<'Currency'>;

/** The amounts `POST /api/create-payment-intent` accepts without an order (the plans' purchase amounts). */
export const PURCHASE_AMOUNTS: readonly number[] = Object.values(PRODUCT_AMOUNTS);

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'number' && value in PRODUCT_AMOUNTS;
}

/** The plan a product buys: 1 is Essential, 2 is Advanced (from the plan table, src/lib/plans.ts). */
export { PRODUCT_PLAN };

/**
 * The optional flagship course offered at checkout (the checkout's "optional flagship course
 * upsell"). Charged once, in the currency of the order it is added to.
 */
export const FLAGSHIP_COURSE = { id: 'flagshipCourse', price: 97 } as const;

/** What the checkout sells: a plan (product 1 or 2) or a package of calls, and the course or not. */
export type OrderItem = Order['item'];

export type Order = Schema<'Order'>;

export interface OrderLine {
  id: string;
  amount: number;
}

export interface PricedOrder {
  lines: OrderLine[];
  total: number;
  currency: Currency;
}

/** Prices of the call packages, by id (the mock API reads them from its catalogue). */
export type PackagePrices = Readonly<Record<string, { price: number; currency: Currency }>>;

/** The order's lines and total; null when the item does not exist. */
export function priceOrder(order: Order, packages: PackagePrices): PricedOrder | null {
  let line: OrderLine;
  let currency: Currency;
  if (order.item.kind === 'plan') {
    if (!isProductId(order.item.product)) return null;
    line = { id: PRODUCT_PLAN[order.item.product], amount: PRODUCT_AMOUNTS[order.item.product] };
    currency = 'EUR';
  } else {
    const pack = packages[order.item.id];
    if (!pack) return null;
    line = { id: order.item.id, amount: pack.price };
    currency = pack.currency;
  }
  const lines = [line];
  if (order.flagshipCourse) lines.push({ id: FLAGSHIP_COURSE.id, amount: FLAGSHIP_COURSE.price });
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0), currency };
}

/** Parses an order sent over the wire; null when it is not one. */
export function parseOrder(value: unknown): Order | null {
  if (!value || typeof value !== 'object') return null;
  const { item, flagshipCourse } = value as { item?: unknown; flagshipCourse?: unknown };
  if (typeof flagshipCourse !== 'boolean' || !item || typeof item !== 'object') return null;
  const raw = item as { kind?: unknown; product?: unknown; id?: unknown };
  if (raw.kind === 'plan' && isProductId(raw.product)) return { item: { kind: 'plan', product: raw.product }, flagshipCourse };
  if (raw.kind === 'callPackage' && typeof raw.id === 'string')
    return { item: { kind: 'callPackage', id: raw.id as Schema<'CallPackageId'> }, flagshipCourse };
  return null;
}

// Test payments (the offline provider) ---------------------------------------------------------

/** Outcomes the offline provider reports for an intent, as Stripe's servers would record them. */
export const TEST_PAYMENT_OUTCOMES = ['succeeded', 'card_declined', 'insufficient_funds'] as const;
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * `tsc` fails when the lists above drift from the contract's enums. Exported only so that
 * `noUnusedLocals` lets it stand; nothing imports it.
 * @public
 */
export type PaymentListsMatchContract = [
  Assert<Same<TestPaymentOutcome, Schema<'TestPaymentOutcome'>>>,
  Assert<Same<CardBrand, Schema<'CardBrand'>>>,
];

/** Status of a payment intent (Stripe's names). */
export type PaymentIntentStatus = Schema<'PaymentIntentStatus'>;

export type PaymentIntentResponse = Schema<'PaymentIntent'>;

/**
 * The buyer as the portal sends it to `POST /api/confirm-payment` (the contract's `CustomerData`)
 * and to the card provider (its billing details): always a name, an e-mail and a phone (maybe empty).
 */
export type CustomerData = Required<Pick<Schema<'CustomerData'>, 'name' | 'email'>> & { phone: string };

export type Subscription = Schema<'Subscription'>;

/** Checkout contact fields (and their validation). */
export interface CheckoutContact {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: CompanySize | '';
  country: string;
}

export const CHECKOUT_COMPANY_SIZES = COMPANY_SIZES;

/** Countries offered at checkout (ISO 3166 codes, named in the page's language); Spain first. */
export const CHECKOUT_COUNTRIES = [
  'ES',
  'PT',
  'FR',
  'DE',
  'IT',
  'GB',
  'IE',
  'NL',
  'BE',
  'MX',
  'AR',
  'CO',
  'CL',
  'PE',
  'US',
  'AE',
  'SA',
  'MA',
] as const;
export const DEFAULT_COUNTRY = 'ES';

// The provider interface -------------------------------------------------------------------------

/**
 * What a payment can go wrong with: a card problem of the offline provider (a translation key of
 * `purchase:card.errors`) or a Message (Stripe's own text, a server text or an errors: key).
 */
export type CardErrorCode =
  | 'declined'
  | 'insufficientFunds'
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'providerUnavailable';

export type PaymentProblem = { kind: 'card'; code: CardErrorCode } | Message;

export const cardProblem = (code: CardErrorCode): PaymentProblem => ({ kind: 'card', code });

export type ConfirmResult = { paymentIntentId: string } | { error: PaymentProblem };

export interface BillingDetails {
  name: string;
  email: string;
  phone?: string;
}

/**
 * The card form's handle, given to the page through a ref: it checks what was typed (marking the
 * fields) and confirms the intent with the provider. The stepper and the checkout only know this.
 */
export interface CardFormHandle {
  /** Checks the fields, marks the errors and focuses the first invalid one; true when ready. */
  validate(): boolean;
  /** Confirms the intent (the card never leaves the provider). */
  confirm(clientSecret: string, billing: BillingDetails): Promise<ConfirmResult>;
}
