import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { importKeys } from './query-keys';
import type { ImportJob, ImportOptions } from './types';

/** Starts the background job that writes the rows; its progress is read from GET /api/imports/:id. */
export function commitImport(id: string, options: ImportOptions, idempotencyKey: string): Promise<ImportJob> {
  return api<ImportJob>(`/api/imports/${encodeURIComponent(id)}/commit`, {
    method: 'POST',
    body: options,
    idempotencyKey,
  });
}

export function useCommitImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ options, key }: { options: ImportOptions; key: string }) => commitImport(id, options, key),
    onSuccess: (job) => {
      queryClient.setQueryData(importKeys.one(id), job);
      void queryClient.invalidateQueries({ queryKey: importKeys.history() });
    },
  });
}
