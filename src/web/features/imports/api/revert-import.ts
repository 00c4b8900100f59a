import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { importKeys } from './query-keys';
import type { ImportRevert } from './types';

/** "Undo import": removes the clients it created and restores what it updated, unless changed since. */
export function revertImport(id: string, idempotencyKey: string): Promise<ImportRevert> {
  return api<ImportRevert>(`/api/imports/${encodeURIComponent(id)}/revert`, {
    method: 'POST',
    idempotencyKey,
  });
}

export function useRevertImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => revertImport(id, key),
    onSuccess: (result) => {
      queryClient.setQueryData(importKeys.one(id), result.import);
      void queryClient.invalidateQueries({ queryKey: importKeys.history() });
      // Clients, their counts and the agents' totals changed; their screens read them again when shown.
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.clients] });
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.agents] });
    },
  });
}
