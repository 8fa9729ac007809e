import type { Schema } from '@/lib/contract';
import { api } from './client';

export type LeadResult = Schema<'LeadAnswer'>;

/**
 * POST /api/leads: the landing page's lead form (the lead payload: contact, company, phone, industry, size). The spec names no
 * path; the mock API documents this one. A 400 carries `{ error }` (leadErrorMessage shows it).
 */
export async function submitLead(payload: Schema<'LeadRequest'>): Promise<LeadResult> {
  return api.post('leads', { json: payload, retry: 0 }).json<LeadResult>();
}
