/** Every message key the error mapping can produce (tests/unit/locales.test.ts checks they exist). */
export const ERROR_KEYS = [
  'errors:network',
  'errors:generic',
  'errors:retrying',
  'errors:login.accountNotActive',
  'errors:login.userNotFound',
  'errors:login.incorrectPassword',
  'errors:login.invalidResponse',
  'errors:login.generic',
  'errors:signup.emailExists',
  'errors:signup.phoneExists',
  'errors:signup.generic',
  'errors:kyc.generic',
  'errors:kyc.errorMessage',
  'errors:account.errorUpdatingEmail',
  'errors:account.errorUpdatingPhone',
  'errors:account.errorUpdatingPassword',
  'errors:account.errorUpdatingIaprompt',
  'errors:verify.verificationError',
  'errors:verify.generic',
  'errors:verify.noToken',
  'errors:lead.submissionError',
  'errors:payment.failed',
  'errors:payment.intentError',
  'errors:payment.noClientSecret',
  'errors:payment.cardElementMissing',
  'errors:payment.noPaymentIntent',
  'errors:payment.confirmError',
  'errors:download.failed',
  'errors:calls.notFound',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/**
 * Something to show the user: a translation key (with values) or a server text shown as it is.
 * Views take a Message and render it with <MessageText>, so they never see raw errors.
 */
export type Message = { kind: 'key'; key: ErrorKey; values?: Record<string, string> } | { kind: 'text'; text: string };

export const keyMessage = (key: ErrorKey, values?: Record<string, string>): Message =>
  values ? { kind: 'key', key, values } : { kind: 'key', key };
export const textMessage = (text: string): Message => ({ kind: 'text', text });
