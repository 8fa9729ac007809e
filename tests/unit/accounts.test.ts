import { describe, expect, it } from 'vitest';
import { loginNoticeFrom } from '@/features/auth/loginNotice';
import { fieldOfSignupCode } from '@/features/signup/errorField';
import { signupErrorMessage } from '@/api/errors';

describe('login notices from the query string', () => {
  it.each([
    ['registered=true&email=ana%40example.com', { kind: 'registered', email: 'ana@example.com' }],
    ['confirmed=true', { kind: 'confirmed' }],
    ['reset=true', { kind: 'passwordReset' }],
    ['registered=true', null],
    ['registered=false&email=ana%40example.com', null],
    ['registered=true&email=%20%20', null],
    ['', null],
  ])('%s', (query, notice) => {
    expect(loginNoticeFrom(new URLSearchParams(query))).toEqual(notice);
  });
});

describe('signup error codes', () => {
  it('400_001 belongs to the e-mail, 400_002 to the phone, anything else to no field', () => {
    expect(fieldOfSignupCode('400_001')).toBe('email');
    expect(fieldOfSignupCode('400_002')).toBe('phone');
    expect(fieldOfSignupCode('500_000')).toBeNull();
    expect(fieldOfSignupCode(undefined)).toBeNull();
  });

  it('the codes are translated as message keys; no code and no text gives the generic text', () => {
    expect(signupErrorMessage(new Error('boom'))).toEqual({ kind: 'key', key: 'errors:signup.generic' });
  });
});
