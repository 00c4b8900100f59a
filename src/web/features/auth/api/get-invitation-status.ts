import { useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '#shared/schemas/agents';
import { api } from '#web/lib/api';

export function getInvitationStatus(token: string): Promise<InvitationStatus> {
  return api<InvitationStatus>(`/api/invitations/status?token=${encodeURIComponent(token)}`);
}

/** Whether an invitation link still works; asked only when the link carries a token. */
export function useInvitationStatus(token: string) {
  return useQuery({
    queryKey: ['invitation-status', token],
    queryFn: () => getInvitationStatus(token),
    enabled: token.length > 0,
  });
}
