import { useQuery } from '@tanstack/react-query';
import type { AgentPerformanceList } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { adminKeys } from './query-keys';

export function getAgentPerformance(signal?: AbortSignal): Promise<AgentPerformanceList> {
  return api<AgentPerformanceList>('/api/agents/performance', { signal });
}

/** Clients, conversions and rate per agent (spec §3 Agent performance). */
export function useAgentPerformance() {
  return useQuery({
    queryKey: adminKeys.performance(),
    queryFn: ({ signal }) => getAgentPerformance(signal),
  });
}
