import type { AccountUpdateKind } from '@/lib/dashboard';
import type { Locale } from '@/lib/locale';
import type { User } from '@/lib/types';
import { api } from './client';
import { InvalidResponseError } from './errors';

/** What every account update answers. */
export interface AccountUpdateResult {
  user: User;
  message: string;
}

/** The body of each update (spec section 7). */
export interface AccountUpdateBodies {
  Email: { newEmail: string };
  Phone: { newPhone: string };
  Password: { currentPassword: string; newPassword: string };
  Iaprompt: { newIaprompt: string; locale: Locale };
}

/**
 * `PUT /api/users/new{Kind}/{email}`: changes the e-mail, phone, password or prompt of the
 * account `email` (the bearer token must own it). A password change ends the account's sessions.
 */
export async function updateAccount<K extends AccountUpdateKind>(kind: K, email: string, body: AccountUpdateBodies[K]): Promise<AccountUpdateResult> {
  const data = await api.put(`users/new${kind}/${encodeURIComponent(email)}`, { json: body, retry: 0 }).json<AccountUpdateResult>();
  if (!data || typeof data !== 'object' || !data.user || typeof data.user.email !== 'string') throw new InvalidResponseError();
  return data;
}

export const updateEmail = (email: string, newEmail: string) => updateAccount('Email', email, { newEmail });
export const updatePhone = (email: string, newPhone: string) => updateAccount('Phone', email, { newPhone });
export const updatePassword = (email: string, currentPassword: string, newPassword: string) =>
  updateAccount('Password', email, { currentPassword, newPassword });
export const updateIaprompt = (email: string, newIaprompt: string, locale: Locale) => updateAccount('Iaprompt', email, { newIaprompt, locale });
