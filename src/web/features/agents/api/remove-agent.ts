import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';
import { useRefreshAfterAgentChange } from './refresh-after-agent-change';

type RemoveAgent = { id: string; reassignTo: string | null };

export function removeAgent({ id, reassignTo }: RemoveAgent): Promise<{ reassignedClients: number }> {
  const query = toQueryString({ reassignTo: reassignTo ?? undefined });
  return api<{ reassignedClients: number }>(`/api/agents/${encodeURIComponent(id)}${query}`, {
    method: 'DELETE',
  });
}

/** The removed agent's clients change owner, so client lists refetch along with the agents. */
export function useRemoveAgent() {
  const refresh = useRefreshAfterAgentChange();
  return useMutation({ mutationFn: removeAgent, onSettled: refresh });
}
