import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  checkCard,
  checkCvc,
  checkExpiry,
  checkNumber,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  TEST_CARDS,
  testCardOutcome,
} from '../../src/lib/paymentCards.ts';
import { FLAGSHIP_COURSE, parseOrder, priceOrder, PURCHASE_AMOUNTS } from '../../src/lib/payments.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('test cards (offline provider)', () => {
  it("answers like Stripe's test cards", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('card_declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('succeeded');
  });

  it('checks numbers with Luhn and the brand length', () => {
    for (const number of Object.values(TEST_CARDS)) expect(checkNumber(number)).toBeNull();
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkNumber('4242 4242 4242 4241')).toBe('numberInvalid');
    expect(checkNumber('4242 4242')).toBe('numberInvalid');
    expect(checkNumber('378282246310005')).toBeNull();
    expect(checkNumber('')).toBe('numberRequired');
  });

  it('knows the brand and its CVC length (4 for Amex)', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(checkCvc('123', '4242424242424242')).toBeNull();
    expect(checkCvc('12', '4242424242424242')).toBe('cvcInvalid');
    expect(checkCvc('1234', '4242424242424242')).toBe('cvcInvalid');
    expect(checkCvc('123', '378282246310005')).toBe('cvcInvalid');
    expect(checkCvc('1234', '378282246310005')).toBeNull();
    expect(checkCvc('', '4242')).toBe('cvcRequired');
  });

  it('refuses an expiry in the past or malformed; this month is still valid', () => {
    expect(checkExpiry('11 / 26', NOW)).toBeNull();
    expect(checkExpiry('12/30', NOW)).toBeNull();
    expect(checkExpiry('10 / 26', NOW)).toBe('expiryPast');
    expect(checkExpiry('13 / 30', NOW)).toBe('expiryInvalid');
    expect(checkExpiry('00 / 30', NOW)).toBe('expiryInvalid');
    expect(checkExpiry('1/2', NOW)).toBe('expiryInvalid');
    expect(checkExpiry('', NOW)).toBe('expiryRequired');
    expect(checkCard({ number: '4242424242424242', expiry: '01 / 20', cvc: '1' }, NOW)).toEqual({
      expiry: 'expiryPast',
      cvc: 'cvcInvalid',
    });
  });

  it('formats as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });
});

describe('orders', () => {
  const packages = { pro: { price: 99, currency: 'USD' as const } };
  it('prices a plan or a package, with or without the course', () => {
    expect(PURCHASE_AMOUNTS).toEqual([199, 399]);
    expect(priceOrder({ item: { kind: 'plan', product: 1 }, flagshipCourse: false }, packages)).toEqual({
      lines: [{ id: 'essential', amount: 199 }],
      total: 199,
      currency: 'EUR',
    });
    expect(priceOrder({ item: { kind: 'callPackage', id: 'pro' }, flagshipCourse: true }, packages)?.total).toBe(
      99 + FLAGSHIP_COURSE.price,
    );
    expect(priceOrder({ item: { kind: 'callPackage', id: 'basic' }, flagshipCourse: false }, packages)).toBeNull();
  });

  it('parses only well-formed orders', () => {
    expect(parseOrder({ item: { kind: 'plan', product: 2 }, flagshipCourse: false })).toEqual({
      item: { kind: 'plan', product: 2 },
      flagshipCourse: false,
    });
    expect(parseOrder({ item: { kind: 'plan', product: 3 }, flagshipCourse: false })).toBeNull();
    expect(parseOrder({ item: { kind: 'plan', product: 1 } })).toBeNull();
    expect(parseOrder('order')).toBeNull();
  });
});
