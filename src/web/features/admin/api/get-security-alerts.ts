import { useQuery } from '@tanstack/react-query';
import type { SecurityAlert } from '#shared/schemas/audit';
import { api } from '#web/lib/api';

export function getSecurityAlerts(signal?: AbortSignal): Promise<{ items: SecurityAlert[] }> {
  return api<{ items: SecurityAlert[] }>('/api/admin/alerts', { signal });
}

/** Large exports and many password reveals in the last 24 hours, for the overview's notice. */
export function useSecurityAlerts() {
  return useQuery({ queryKey: ['admin-alerts'], queryFn: ({ signal }) => getSecurityAlerts(signal) });
}
