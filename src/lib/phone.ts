/**
 * Phone numbers (the phone input's rules): international format, default country ES, the calling
 * code fixed. The rules themselves (libphonenumber with its full per-country metadata) are heavy,
 * so they load on demand: `loadPhoneRules()` starts it (the phone field does on mount) and
 * `checkPhone()` answers synchronously once they are there.
 */
export const PHONE_DEFAULT_COUNTRY = 'ES';
/** libphonenumber cuts longer input (the phone input's limit). */
export const PHONE_MAX_INPUT_LENGTH = 250;

/** Why a number is refused: libphonenumber's length verdicts, or a number of no valid pattern. */
export type PhoneProblem = 'required' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID';

interface Rules {
  phoneProblem: (value: string) => PhoneProblem | null;
}
let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

export function loadPhoneRules(): Promise<Rules> {
  loading ??= import('./phoneRules.ts').then((module) => (rules = module));
  return loading;
}

/**
 * The problem with a phone value, `null` when it is valid, or `undefined` while the rules are
 * still loading (only an empty value can be judged then).
 */
export function checkPhone(value: string | null | undefined): PhoneProblem | null | undefined {
  if (!value) return 'required';
  return rules ? rules.phoneProblem(value) : undefined;
}

/** Loads the rules if needed, then judges the value. */
export async function checkPhoneAsync(value: string | null | undefined): Promise<PhoneProblem | null> {
  if (!value) return 'required';
  return (await loadPhoneRules()).phoneProblem(value);
}
