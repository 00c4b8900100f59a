import { useMutation } from '@tanstack/react-query';
import type { InvitationResult } from '#shared/schemas/agents';
import { api } from '#web/lib/api';
import { useRefreshAfterAgentChange } from './refresh-after-agent-change';

export function resendInvitation(id: string): Promise<InvitationResult> {
  return api<InvitationResult>(`/api/agents/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    body: {},
  });
}

/** A resend gives the invitation a new expiry date, which the list shows. */
export function useResendInvitation() {
  const refresh = useRefreshAfterAgentChange();
  return useMutation({ mutationFn: resendInvitation, onSettled: refresh });
}
