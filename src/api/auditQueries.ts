/** The audit log's server state (TanStack Query): one key per set of filters, paged by cursor. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditFilters } from '@/lib/audit';
import { fetchAudit } from './audit';

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam }) => fetchAudit(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Asked again each time the page opens: what was just done elsewhere in the portal is there.
    staleTime: 0,
  });
