import { useQuery } from '@tanstack/react-query';
import type { ClientStats } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { clientKeys } from './query-keys';

export function getClientStats(signal?: AbortSignal): Promise<ClientStats> {
  return api<ClientStats>('/api/clients/stats', { signal });
}

export function useClientStats() {
  return useQuery({ queryKey: clientKeys.stats(), queryFn: ({ signal }) => getClientStats(signal) });
}
