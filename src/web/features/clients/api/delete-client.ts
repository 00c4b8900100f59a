import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { forgetClient } from './client-cache';

export function deleteClient(id: string): Promise<void> {
  return api<void>(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The client leaves the pages it was on at once; the tiles refresh. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => forgetClient(queryClient, id),
  });
}
