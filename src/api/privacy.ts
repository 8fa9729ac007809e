import { isHTTPError } from 'ky';
import type { AccountDeletion, CallerData, CallerErasure, CallerExport, Privacy, RetentionDays } from '@/lib/privacy';
import { LOCALE_INFO, type Locale } from '@/lib/locale';
import { api } from './client';
import { expectObject } from './errors';

/** GET /api/privacy: the retention period, what it deleted, when it last ran. */
export async function fetchPrivacy(): Promise<Privacy> {
  return expectObject<Privacy>(await api.get('privacy').json(), 'retentionDays');
}

/** PUT /api/privacy/retention */
export async function saveRetention(retentionDays: RetentionDays): Promise<Privacy> {
  return expectObject<Privacy>(await api.put('privacy/retention', { json: { retentionDays }, retry: 0 }).json(), 'retentionDays');
}

/** POST /api/privacy/callers/lookup: what the account holds about one number. */
export async function lookupCaller(number: string): Promise<CallerData> {
  return expectObject<CallerData>(await api.post('privacy/callers/lookup', { json: { number }, retry: 0 }).json(), 'calls');
}

/** POST /api/privacy/callers/export: a single-use download link for the number's data. */
export async function exportCaller(number: string): Promise<CallerExport> {
  return expectObject<CallerExport>(await api.post('privacy/callers/export', { json: { number }, retry: 0 }).json(), 'url');
}

/** POST /api/privacy/callers/erase */
export async function eraseCaller(number: string): Promise<CallerErasure> {
  return expectObject<CallerErasure>(await api.post('privacy/callers/erase', { json: { number }, retry: 0 }).json(), 'pseudonym');
}

/**
 * GET /api/account/export: the account's own data as one ZIP, by a plain link (the session's
 * cookie goes with it), with the invoices in the page's language.
 */
export function accountExportUrl(locale: Locale): string {
  return `/api/account/export?lang=${LOCALE_INFO[locale].lang}`;
}

/** POST /api/account/deletion: schedules the account's deletion; answers when it is due. */
export async function requestAccountDeletion(password: string): Promise<AccountDeletion> {
  return expectObject<AccountDeletion>(await api.post('account/deletion', { json: { password }, retry: 0 }).json(), 'scheduledFor');
}

/**
 * DELETE /api/account/deletion: cancels it. Any 2xx is a cancellation (a backend may answer
 * without a body); a 404 means nothing was scheduled any more, which is what was wanted too.
 */
export async function cancelAccountDeletion(): Promise<void> {
  try {
    await api.delete('account/deletion', { retry: 0 });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return;
    throw error;
  }
}
