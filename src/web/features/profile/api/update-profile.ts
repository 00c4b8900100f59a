import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeBody } from '#shared/schemas/auth';
import { ME_KEY } from '#web/features/auth';
import { api } from '#web/lib/api';
import { SESSIONS_KEY } from './get-sessions';

export function updateProfile(body: UpdateMeBody): Promise<Me> {
  return api<Me>('/api/me', { method: 'PATCH', body });
}

/**
 * The answer is the updated user, so the session's copy is replaced without asking again. A new
 * password ends the other sessions, so their list is asked for again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated, body) => {
      queryClient.setQueryData(ME_KEY, updated);
      if (body.newPassword) void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}
