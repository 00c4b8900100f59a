import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditFilters, AuditPage } from '#shared/schemas/audit';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';

/** The filters as a query string, shared by the list and its CSV export. */
export function auditQuery(filters: AuditFilters, after?: string): string {
  return toQueryString({ ...filters, after });
}

export function getAuditPage(filters: AuditFilters, after: string | undefined, signal?: AbortSignal) {
  return api<AuditPage>(`/api/audit${auditQuery(filters, after)}`, { signal });
}

/** The audit log, newest first, a page at a time ("Load more" follows `nextCursor`). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
