import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/max';
import type { PhoneProblem } from './phone.ts';

/**
 * libphonenumber's verdict on an international number: national number of 2 to 17 digits, input
 * cut at 250 characters, the country's possible lengths and number patterns, extensions allowed.
 */
export function phoneProblem(value: string): PhoneProblem | null {
  if (!value.trim()) return 'required';
  const length = validatePhoneNumberLength(value);
  if (length) return length;
  return isValidPhoneNumber(value) ? null : 'INVALID';
}
