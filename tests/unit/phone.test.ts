import { describe, expect, it } from 'vitest';
import { checkPhone, checkPhoneAsync, loadPhoneRules } from '@/lib/phone';

describe('phone rules', () => {
  it('needs the rules loaded before judging anything but an empty value', async () => {
    expect(checkPhone('')).toBe('required');
    await loadPhoneRules();
    expect(checkPhone('+34600111222')).toBeNull();
  });

  it('accepts valid numbers of several countries, with an extension', async () => {
    for (const value of ['+34600111222', '+34 911 23 45 67', '+14155552671', '+447911123456', '+971501234567', '+34911234567 ext. 123']) {
      expect(await checkPhoneAsync(value), value).toBeNull();
    }
  });

  it('names each problem as libphonenumber does', async () => {
    expect(await checkPhoneAsync('')).toBe('required');
    expect(await checkPhoneAsync('abc')).toBe('NOT_A_NUMBER');
    expect(await checkPhoneAsync('600111222')).toBe('INVALID_COUNTRY');
    expect(await checkPhoneAsync('+346')).toBe('TOO_SHORT');
    expect(await checkPhoneAsync('+34600111222333444555')).toBe('TOO_LONG');
    expect(await checkPhoneAsync('+34100111222')).toBe('INVALID');
  });

  it('applies per-country lengths: a Spanish number has nine digits', async () => {
    expect(await checkPhoneAsync('+3460011122')).toBe('TOO_SHORT');
    expect(await checkPhoneAsync('+346001112223')).toBe('TOO_LONG');
  });
});
