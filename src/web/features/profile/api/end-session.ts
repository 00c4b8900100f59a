import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { SESSIONS_KEY } from './get-sessions';

export function endSession(id: string): Promise<void> {
  return api<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Signs one of the user's other devices out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
