import { useQuery } from '@tanstack/react-query';
import { agentDisplayName } from '#shared/domain';
import type { AgentList } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';

export type AgentChoice = { email: string; name: string; clientCount: number };

// The same key as the agents screen's list, so both share one cached answer.
const agentListKey = [QUERY_ROOTS.agents, 'list'] as const;

/** Active agents with their emails (the import names agents by email), by name. */
export function useAgentChoices() {
  const agents = useQuery({
    queryKey: agentListKey,
    queryFn: ({ signal }) => api<AgentList>('/api/agents', { signal }),
  });
  const choices: AgentChoice[] = (agents.data?.items ?? [])
    .filter((a) => a.status === 'active')
    .map((a) => ({
      email: a.email,
      name: agentDisplayName({ id: a.id, name: a.fullName }),
      clientCount: a.clientCount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ...agents, choices };
}
