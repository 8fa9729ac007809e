/**
 * Turns whatever a call threw into something to show, following the error catalogue: either a
 * translation key (with values) or a server text shown as it is.
 */
import { isHTTPError, isKyError, isNetworkError, isTimeoutError } from 'ky';
import type { AccountUpdateKind } from '@/lib/dashboard';
import { keyMessage, textMessage, type ErrorKey, type Message } from '@/lib/message';
import { LOGIN_SERVER_MESSAGES, SIGNUP_ERROR_CODES } from '@/lib/serverMessages';

export type { ErrorKey, Message };

/** A response that lacked what the caller needs (e.g. a login answer without a user). */
export class InvalidResponseError extends Error {
  constructor(message = 'Invalid response from server') {
    super(message);
    this.name = 'InvalidResponseError';
  }
}

/** An answer that must be an object with `field`; anything else is an InvalidResponseError. */
export function expectObject<T>(data: unknown, field: string): T {
  if (!data || typeof data !== 'object' || !(field in data)) throw new InvalidResponseError();
  return data as T;
}

/** An answer that must be an array. */
export function expectArray<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new InvalidResponseError();
  return data as T[];
}

/**
 * The body of a 2xx where the spec gives none: the object with `field` when the server sent one,
 * otherwise null (an empty body, `{ "success": true }`, or text are all a success).
 */
export function optionalObject<T>(text: string, field: string): T | null {
  try {
    const data: unknown = text.trim() ? JSON.parse(text) : null;
    return data && typeof data === 'object' && field in data ? (data as T) : null;
  } catch {
    return null;
  }
}

export interface ErrorInfo {
  /** No answer at all: offline, refused, timed out. */
  network: boolean;
  status?: number;
  /** The server's `error` (or `message`) text. */
  serverMessage?: string;
  /** The server's error code (`400_001`...). */
  code?: string;
  /** The request field the server put the error on, a dotted path into the body (`facts.phone`). */
  field?: string;
}

function pickString(data: unknown, ...fields: string[]): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

export function errorInfo(error: unknown): ErrorInfo {
  if (isHTTPError(error)) {
    const data = typeof error.data === 'string' ? safeJson(error.data) : error.data;
    const info: ErrorInfo = { network: false, status: error.response.status };
    const serverMessage = pickString(data, 'error', 'message');
    const code = pickString(data, 'code', 'errorCode');
    if (serverMessage) info.serverMessage = serverMessage;
    if (code) info.code = code;
    const field = pickString(data, 'field');
    if (field) info.field = field;
    return info;
  }
  if (isNetworkError(error) || isTimeoutError(error) || (error instanceof TypeError && !isKyError(error))) {
    return { network: true };
  }
  return { network: false };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Server text if there is one, else the network message or the context's fallback key. */
function serverOr(error: unknown, fallback: ErrorKey): Message {
  const info = errorInfo(error);
  if (info.serverMessage) return textMessage(info.serverMessage);
  if (info.network) return keyMessage('errors:network');
  return keyMessage(fallback);
}

const normalize = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');

/** Login errors: the three Spanish server messages map to keys; others are shown as they are. */
export function loginErrorMessage(error: unknown): Message {
  if (error instanceof InvalidResponseError) return keyMessage('errors:login.invalidResponse');
  const info = errorInfo(error);
  if (info.serverMessage) {
    const text = normalize(info.serverMessage);
    if (text === normalize(LOGIN_SERVER_MESSAGES.accountNotActive) || /no est[aá] activa/.test(text)) {
      return keyMessage('errors:login.accountNotActive');
    }
    if (text === normalize(LOGIN_SERVER_MESSAGES.userNotFound)) return keyMessage('errors:login.userNotFound');
    if (text === normalize(LOGIN_SERVER_MESSAGES.incorrectPassword)) return keyMessage('errors:login.incorrectPassword');
    return textMessage(info.serverMessage);
  }
  if (info.network) return keyMessage('errors:network');
  return keyMessage('errors:login.generic');
}

/** Signup errors (400_001 e-mail taken, 400_002 phone taken): the error code becomes a message key. */
export function signupErrorMessage(error: unknown): Message {
  const info = errorInfo(error);
  if (info.code === SIGNUP_ERROR_CODES.emailExists) return keyMessage('errors:signup.emailExists');
  if (info.code === SIGNUP_ERROR_CODES.phoneExists) return keyMessage('errors:signup.phoneExists');
  if (info.network) return keyMessage('errors:network');
  if (info.serverMessage) return textMessage(info.serverMessage);
  return keyMessage('errors:signup.generic');
}

/** KYC upload and resubmission: the server message, else the generic text. */
export function kycErrorMessage(error: unknown): Message {
  return serverOr(error, 'errors:kyc.errorMessage');
}

/** Account updates: the server message, else `errorUpdating{Kind}`. */
export function updateErrorMessage(kind: AccountUpdateKind, error: unknown): Message {
  return serverOr(error, `errors:account.errorUpdating${kind}`);
}

/** Lead form: the server's `error` text, else `submissionError`. */
export function leadErrorMessage(error: unknown): Message {
  return serverOr(error, 'errors:lead.submissionError');
}

/** Verification: "verificationError: " plus the server message, else the generic text. */
export function verifyErrorMessage(error: unknown): Message {
  const info = errorInfo(error);
  if (info.serverMessage) return keyMessage('errors:verify.verificationError', { message: info.serverMessage });
  if (info.network) return keyMessage('errors:network');
  return keyMessage('errors:verify.generic');
}

export type PaymentStage = 'intent' | 'confirm';

/** Payment calls: the server's text, else the stage's fallback. */
export function paymentErrorMessage(stage: PaymentStage, error: unknown): Message {
  return serverOr(error, stage === 'intent' ? 'errors:payment.intentError' : 'errors:payment.confirmError');
}

/** Any other call. */
export function genericErrorMessage(error: unknown): Message {
  return serverOr(error, 'errors:generic');
}
