import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientBody } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { showCreatedClient } from './client-cache';

type CreateClientInput = { body: CreateClientBody; idempotencyKey?: string };

export function createClient({ body, idempotencyKey }: CreateClientInput): Promise<Client> {
  return api<Client>('/api/clients', { method: 'POST', body, idempotencyKey });
}

/** The answer is the new client: it tops the first page of the lists it matches; the tiles refresh. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (created) => showCreatedClient(queryClient, created),
  });
}
