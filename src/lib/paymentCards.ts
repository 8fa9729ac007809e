/**
 * Card checks of the offline test provider, pure: they behave like Stripe's test cards.
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has
 * insufficient funds; any other number must pass the Luhn check; the expiry must be a month
 * that has not ended yet; the CVC has 3 digits (4 for American Express).
 */
import type { CardBrand, CardErrorCode, TestPaymentOutcome } from './payments.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The Luhn (mod 10) check of a card number's digits. */
export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(d)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  return 'unknown';
}

/** Digits a number of this brand has. */
function lengthsOf(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'diners') return [14, 16];
  if (brand === 'unknown' || brand === 'unionpay') return [13, 14, 15, 16, 17, 18, 19];
  if (brand === 'visa') return [13, 16, 19];
  return [16];
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** `4242 4242 4242 4242`, `3782 822463 10005` (Amex), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const d = digitsOnly(value).slice(0, 19);
  if (cardBrand(d) === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM / YY` as typed: `1` → `1`, `12` → `12 / `, `1228` → `12 / 28`. */
export function formatExpiry(value: string, previous = ''): string {
  const d = digitsOnly(value).slice(0, 4);
  // Deleting the separator deletes the month's last digit too.
  if (previous.endsWith(' / ') && value.length < previous.length) return d.slice(0, 1);
  if (d.length === 1 && Number(d) > 1) return `0${d} / `;
  if (d.length < 2) return d;
  if (d.length === 2) return `${d} / `;
  return `${d.slice(0, 2)} / ${d.slice(2)}`;
}

export function checkNumber(number: string): CardErrorCode | null {
  const d = digitsOnly(number);
  if (!d) return 'numberRequired';
  if (!lengthsOf(cardBrand(d)).includes(d.length) || !luhnValid(d)) return 'numberInvalid';
  return null;
}

/** `MM / YY` (or `MM/YY`, `MMYY`): a real month, not ended yet at `now`. */
export function checkExpiry(expiry: string, now: Date = new Date()): CardErrorCode | null {
  if (!expiry.trim()) return 'expiryRequired';
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return 'expiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiryInvalid';
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'expiryPast';
  return null;
}

export function checkCvc(cvc: string, number: string): CardErrorCode | null {
  if (!cvc.trim()) return 'cvcRequired';
  const wanted = cvcLength(cardBrand(number));
  return new RegExp(`^\\d{${wanted}}$`).test(cvc.trim()) ? null : 'cvcInvalid';
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;

/** Every field's problem (empty when the card can be tried). */
export function checkCard(card: CardInput, now: Date = new Date()): Partial<Record<CardField, CardErrorCode>> {
  const problems: Partial<Record<CardField, CardErrorCode>> = {};
  const number = checkNumber(card.number);
  const expiry = checkExpiry(card.expiry, now);
  const cvc = checkCvc(card.cvc, card.number);
  if (number) problems.number = number;
  if (expiry) problems.expiry = expiry;
  if (cvc) problems.cvc = cvc;
  return problems;
}

/** What the card network answers for a valid card (Stripe's test cards; other valid numbers succeed). */
export function testCardOutcome(number: string): TestPaymentOutcome {
  const d = digitsOnly(number);
  if (d === TEST_CARDS.declined) return 'card_declined';
  if (d === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'succeeded';
}
