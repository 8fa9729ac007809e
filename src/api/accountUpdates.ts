import type { RequestBody, Schema } from '@/lib/contract';
import type { AccountUpdateKind } from '@/lib/dashboard';
import { bearer } from '@/lib/tokenStorage';
import type { User } from '@/lib/types';
import { api } from './client';

/**
 * What an account update may answer. The spec gives no answer body for these calls, so any 2xx
 * is success: with `{ user }` (this mock API), `{ success: true }`, any other JSON or no body.
 */
export type AccountUpdateResult = Schema<'AccountUpdateAnswer'>;

/** The body of each account update (`PUT /api/users/new{Kind}/{email}`). */
export type AccountUpdateBodies = { [K in AccountUpdateKind]: RequestBody<`/api/users/new${K}/{email}`, 'put'> };

export interface AccountUpdateOptions {
  /**
   * The bearer token `GET /api/current-user` returned; the password change is authorised by it
   * (it authorises the password change). Without it, the client's usual token is sent.
   */
  token?: string | null;
}

function isUser(value: unknown): value is User {
  return !!value && typeof value === 'object' && typeof (value as { email?: unknown }).email === 'string';
}

/** Reads a 2xx answer leniently: an empty or non-JSON body is a success without data. */
export function readUpdateAnswer(text: string): AccountUpdateResult {
  if (!text.trim()) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object') return {};
  const { user, message } = data as { user?: unknown; message?: unknown };
  return { ...(isUser(user) ? { user } : {}), ...(typeof message === 'string' ? { message } : {}) };
}

/**
 * `PUT /api/users/new{Kind}/{email}`: changes the e-mail, phone, password or prompt of the
 * account `email` (the bearer token must own it). A password change ends the account's sessions.
 * Any 2xx answer is success; the caller updates the user in place and refetches current-user.
 */
export async function updateAccount<K extends AccountUpdateKind>(
  kind: K,
  email: string,
  body: AccountUpdateBodies[K],
  options: AccountUpdateOptions = {},
): Promise<AccountUpdateResult> {
  const auth = bearer(options.token ?? null);
  const response = await api.put(`users/new${kind}/${encodeURIComponent(email)}`, {
    json: body,
    retry: 0,
    ...(auth ? { headers: { authorization: auth } } : {}),
  });
  return readUpdateAnswer(await response.text());
}

/** The user after an update, when the answer had none: the change applied in place. */
export function applyUpdate(user: User, kind: AccountUpdateKind, body: AccountUpdateBodies[AccountUpdateKind]): User {
  switch (kind) {
    case 'Email':
      return { ...user, email: (body as AccountUpdateBodies['Email']).newEmail };
    case 'Phone':
      return { ...user, phone: (body as AccountUpdateBodies['Phone']).newPhone };
    case 'Iaprompt':
      return { ...user, iaprompt: (body as AccountUpdateBodies['Iaprompt']).newIaprompt };
    default:
      return user;
  }
}
