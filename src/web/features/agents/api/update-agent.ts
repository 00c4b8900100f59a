import { useMutation } from '@tanstack/react-query';
import type { UpdateAgentBody } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { useRefreshAfterAgentChange } from './refresh-after-agent-change';

export function updateAgent({ id, body }: { id: string; body: UpdateAgentBody }): Promise<unknown> {
  return api<unknown>(`/api/agents/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** A new name shows on the agent's clients and in the performance list as well. */
export function useUpdateAgent() {
  const refresh = useRefreshAfterAgentChange();
  return useMutation({ mutationFn: updateAgent, onSettled: refresh });
}
