import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientListPage, UpdateClientBody } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { clientKeys } from './query-keys';

type UpdateClientInput = { id: string; body: UpdateClientBody; idempotencyKey?: string };

export function updateClient({ id, body, idempotencyKey }: UpdateClientInput): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body, idempotencyKey });
}

/**
 * The answer is the saved client, so the pages that show it are updated at once; a new status can
 * move it between filters and tiles, which only the server can say, so client queries refetch too.
 */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (saved) => {
      queryClient.setQueriesData<ClientListPage>({ queryKey: clientKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((c) => (c.id === saved.id ? saved : c)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
