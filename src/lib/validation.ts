/**
 * The input rules shared by the portal's forms and the mock API, in one place: what a password,
 * an e-mail address and a phone number must be. Kept free of libraries so every page can import
 * it; the per-country phone rules (libphonenumber) load on demand from `phone.ts`.
 */

/** Passwords: at least 8 characters (the spec names no length; docs/decisions.md), at most 256. */
export const PASSWORD_RULES = { min: 8, max: 256 } as const;
export const MIN_PASSWORD_LENGTH = PASSWORD_RULES.min;

/** An e-mail address: a local part of at most 64 characters, a domain with a dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An e-mail address as stored and compared: trimmed, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A phone number as stored and compared: `+` and digits only (`+34 600 11 12 22` → `+34600111222`). */
export function normalizePhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Whether two phone numbers are the same number, however they were typed. */
export function samePhone(a: string, b: string): boolean {
  return normalizePhone(a) === normalizePhone(b);
}
