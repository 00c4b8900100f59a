import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList } from '#shared/schemas/api-tokens';
import { api } from '#web/lib/api';
import { apiTokenKeys } from './query-keys';

export function revokeApiToken(id: string): Promise<void> {
  return api<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The answer has no body: the row is marked revoked as of now, in this browser's clock. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_answer, id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ApiTokenList>(apiTokenKeys.list(), (list) =>
        list
          ? { items: list.items.map((t) => (t.id === id && !t.revokedAt ? { ...t, revokedAt: now } : t)) }
          : list,
      );
    },
  });
}
