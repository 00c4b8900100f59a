import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { useRefreshAfterAgentChange } from './refresh-after-agent-change';

export function revokeInvitation(id: string): Promise<void> {
  return api<void>(`/api/agents/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  const refresh = useRefreshAfterAgentChange();
  return useMutation({ mutationFn: revokeInvitation, onSettled: refresh });
}
