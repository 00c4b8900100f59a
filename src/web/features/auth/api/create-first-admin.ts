import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, SetupBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ME_KEY } from './get-me';

export function createFirstAdmin(body: SetupBody): Promise<{ user: Me }> {
  return api<{ user: Me }>('/api/setup', { method: 'POST', body });
}

/** The setup link creates the first administrator and signs them in. */
export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: ({ user }) => queryClient.setQueryData(ME_KEY, user),
  });
}
