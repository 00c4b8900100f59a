import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateMeBody } from '#shared/schemas/auth';
import { ME_KEY } from '#web/features/auth';
import { api } from '#web/lib/api';

export function updateProfile(body: UpdateMeBody): Promise<Me> {
  return api<Me>('/api/me', { method: 'PATCH', body });
}

/** The answer is the updated user, so the session's copy is replaced without asking again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => queryClient.setQueryData(ME_KEY, updated),
  });
}
