import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { clientKeys } from './query-keys';

type CreateClientInput = { body: CreateClientBody; idempotencyKey?: string };

export function createClient({ body, idempotencyKey }: CreateClientInput): Promise<Client> {
  return api<Client>('/api/clients', { method: 'POST', body, idempotencyKey });
}

/** A new client changes the list it lands in and the tiles, so every client query refreshes. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
