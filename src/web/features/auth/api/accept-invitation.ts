import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationBody } from '#shared/schemas/agents';
import type { Me } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export function acceptInvitation(body: AcceptInvitationBody): Promise<{ user: Me }> {
  return api<{ user: Me }>('/api/invitations/accept', { method: 'POST', body });
}

/** Accepting signs the new agent in: the answer is the session's user. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user }) => queryClient.setQueryData(ME_KEY, user),
  });
}
