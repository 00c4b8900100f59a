import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokedSessions } from '#shared/schemas/account-security';
import { api } from '#web/lib/api';
import { SESSIONS_KEY } from './get-sessions';

export function endOtherSessions(): Promise<RevokedSessions> {
  return api<RevokedSessions>('/api/me/sessions/revoke-others', { method: 'POST', body: {} });
}

/** Signs out every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
