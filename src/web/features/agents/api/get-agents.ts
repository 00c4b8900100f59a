import { useQuery } from '@tanstack/react-query';
import { agentDisplayName } from '#shared/domain';
import type { AgentList } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { agentKeys } from './query-keys';

export function getAgents(signal?: AbortSignal): Promise<AgentList> {
  return api<AgentList>('/api/agents', { signal });
}

/** Agents and open invitations, for 'Current Agents'. */
export function useAgents() {
  return useQuery({ queryKey: agentKeys.list(), queryFn: ({ signal }) => getAgents(signal) });
}

/** Active agents as options for filters and the Assign Agent dropdown, by name. */
export function useAgentOptions() {
  const agents = useAgents();
  const options = (agents.data?.items ?? [])
    .filter((a) => a.status === 'active')
    .map((a) => ({ id: a.id, name: agentDisplayName({ id: a.id, name: a.fullName }) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ...agents, options };
}
