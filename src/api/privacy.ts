import type { Privacy, RetentionDays } from '@/lib/privacy';
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
