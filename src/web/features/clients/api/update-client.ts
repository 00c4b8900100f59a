import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { showLatestClient } from './client-cache';

type UpdateClientInput = { id: string; body: UpdateClientBody; idempotencyKey?: string };

export function updateClient({ id, body, idempotencyKey }: UpdateClientInput): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body, idempotencyKey });
}

/** The answer is the saved client, so the pages that show it are updated at once; the tiles refresh. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (saved) => showLatestClient(queryClient, saved),
  });
}
