import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { adminKeys } from './query-keys';

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api<AdminOverview>('/api/admin/overview', { signal });
}

/** The stat cards and pipeline counts, aggregated on the server (spec §2 Admin overview). */
export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getAdminOverview(signal) });
}
