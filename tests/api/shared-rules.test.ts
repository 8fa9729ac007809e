/**
 * Rules and formats the portal and the mock API both apply, checked by what each side gives a
 * user: the amounts of a PDF invoice and of the portal, the phone numbers the API accepts and the
 * ones the form lets through.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { money } from '../../mock-api/billing/pdf.ts';
import { isPhone } from '../../mock-api/http.ts';
import { accountDay, accountDayStart } from '../../src/lib/accountTime.ts';
import { billableMinutes } from '../../src/lib/calls.ts';
import { formatClock, formatMoney, madridDate } from '../../src/lib/format.ts';
import { phoneProblem } from '../../src/lib/phoneRules.ts';
import { PHONE_MAX_INPUT_LENGTH } from '../../src/lib/phone.ts';
import { PASSWORD_RULES } from '../../src/lib/validation.ts';
import { msg } from '../../mock-api/messages.ts';

describe('the billable-call rule', () => {
  it('bills answered calls rounded up to the minute, and 0 for missed, fallback and spam-reported calls', () => {
    expect(billableMinutes({ durationSec: 61, outcome: 'booked' })).toBe(2);
    expect(billableMinutes({ durationSec: 60, outcome: 'info' })).toBe(1);
    expect(billableMinutes({ durationSec: 0, outcome: 'info' })).toBe(0);
    expect(billableMinutes({ durationSec: 45, outcome: 'missed' })).toBe(0);
    expect(billableMinutes({ durationSec: 90, outcome: 'voicemail', fallback: true })).toBe(0);
    expect(billableMinutes({ durationSec: 90, outcome: 'spam', reportedSpam: true })).toBe(0);
  });
});

describe('money', () => {
  it('reads on a PDF invoice as the portal writes it: symbol, separators and spacing of the language', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(money(24079, 'EUR', 'en')).toBe('€240.79');
    expect(spaced(money(24079, 'EUR', 'es'))).toBe('240,79 €');
    expect(spaced(money(5929, 'USD', 'es'))).toBe('59,29 US$');
    expect(money(5929, 'USD', 'en')).toBe('$59.29');
    expect(money(123456789, 'EUR', 'en')).toBe('€1,234,567.89');
    expect(money(-1500, 'EUR', 'en')).toBe('-€15.00');
    // An Arabic PDF writes amounts as the English one (its font has Latin digits only).
    expect(money(5929, 'USD', 'ar')).toBe('$59.29');
    expect(spaced(formatMoney(24079, 'EUR', 'es'))).toBe('240,79 €');
    expect(formatMoney(24079, 'EUR', 'en')).toBe('€240.79');
    // Arabic in the portal: Latin digits (docs/decisions.md), the currency after the amount.
    expect(formatMoney(5929, 'USD', 'ae')).toMatch(/^\u200f?59\.29\sUS\$$/);
  });
});

describe('durations', () => {
  it('are one clock for calls and media', () => {
    expect([formatClock(45), formatClock(245), formatClock(3723), formatClock(-3), formatClock(Number.POSITIVE_INFINITY)]).toEqual([
      '0:45',
      '4:05',
      '1:02:03',
      '0:00',
      '0:00',
    ]);
  });
});

describe("dates in the account's time zone", () => {
  it('give the Madrid day of a time and the start of a Madrid day', () => {
    // 23:30 UTC on 30 June is 01:30 on 1 July in Madrid (summer time, UTC+2).
    expect(accountDay(Date.UTC(2026, 5, 30, 23, 30))).toBe('2026-07-01');
    expect(accountDayStart('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 22, 0));
    expect(accountDayStart('2026-01-15')).toBe(Date.UTC(2026, 0, 14, 23, 0));
    expect(madridDate(1, Date.UTC(2026, 5, 30, 12))).toBe('2026-07-01');
  });
});

describe('phone rules', () => {
  it.each(['+34600111222', '+34911234567', '+12015550123', '+34 600 111 222'])(
    '%s: the form shows no error and the mock API accepts it',
    (value) => {
      expect(phoneProblem(value)).toBeNull();
      expect(isPhone(value)).toBe(true);
    },
  );

  it.each([
    ['+34123', 'TOO_SHORT'],
    ['+3460011122233344', 'TOO_LONG'],
    ['+999123456789', 'INVALID_COUNTRY'],
  ])('%s: the form says %s and the mock API refuses it', (value, problem) => {
    expect(phoneProblem(value)).toBe(problem);
    expect(isPhone(value)).toBe(false);
  });

  it('refuses a number without its + and country code, and one longer than the field allows', () => {
    expect(isPhone('34600111222')).toBe(false);
    expect(isPhone(`+34600111222${' '.repeat(PHONE_MAX_INPUT_LENGTH)}`)).toBe(false);
  });
});

describe('the password minimum', () => {
  const read = (locale: string, ns: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${locale}/${ns}.json`), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
  it.each(['en', 'es', 'ae'])('comes from PASSWORD_RULES into every %s message that states it', (locale) => {
    const auth = read(locale, 'auth').reset as Record<string, string>;
    const personal = read(locale, 'signup').personal as { passwordHint: string; errors: Record<string, string> };
    for (const text of [auth.subtitle, auth.passwordTooShort, personal.passwordHint, personal.errors.passwordTooShort]) {
      expect(text).toContain('{{min}}');
      expect(text).not.toMatch(/\d/);
    }
  });

  it.each(['en', 'es', 'ar'])('is the one the mock API states (%s)', (lang) => {
    const text = msg({ headers: { 'accept-language': lang } }, 'passwordTooShort');
    expect(text).toContain(String(PASSWORD_RULES.min));
    expect(msg({ headers: { 'accept-language': lang } }, 'passwordTooLong')).toContain(String(PASSWORD_RULES.max));
  });
});
