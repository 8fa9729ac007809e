import type { AuditFilters, AuditPage } from '@/lib/audit';
import { api } from './client';
import { expectObject } from './errors';

/** The filters as the API's query (empty ones left out). */
export function auditSearch(filters: AuditFilters, cursor?: string | null): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (cursor) search.set('cursor', cursor);
  return search;
}

/** GET /api/audit: a page of the log, newest first. */
export async function fetchAudit(filters: AuditFilters, cursor: string | null): Promise<AuditPage> {
  return expectObject<AuditPage>(await api.get('audit', { searchParams: auditSearch(filters, cursor) }).json(), 'items');
}

/** Where the filtered log downloads as CSV (the session's cookie goes with a plain link). */
export function auditExportUrl(filters: AuditFilters): string {
  const search = auditSearch(filters).toString();
  return `/api/audit/export${search ? `?${search}` : ''}`;
}
