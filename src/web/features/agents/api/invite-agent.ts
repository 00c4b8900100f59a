import { useMutation } from '@tanstack/react-query';
import type { InvitationResult, InviteAgentBody } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { useRefreshAfterAgentChange } from './refresh-after-agent-change';

export function inviteAgent(body: InviteAgentBody): Promise<InvitationResult> {
  return api<InvitationResult>('/api/agents/invitations', { method: 'POST', body });
}

/** Refreshes after a failure too: the invitation may exist even if the e-mail step failed. */
export function useInviteAgent() {
  const refresh = useRefreshAfterAgentChange();
  return useMutation({ mutationFn: inviteAgent, onSettled: refresh });
}
