import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { importKeys } from './query-keys';
import type { ImportJob, ImportStatus } from './types';

/** While the job works, its state is read again this often (ms). */
const POLL_MS = 1000;
const WORKING: readonly ImportStatus[] = ['running', 'reverting'];

export function getImport(id: string, signal?: AbortSignal): Promise<ImportJob> {
  return api<ImportJob>(`/api/imports/${encodeURIComponent(id)}`, { signal });
}

/** One import's state; polled while a job runs or reverts, so the id in the address is enough after a reload. */
export function useImport(id: string) {
  return useQuery({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) =>
      query.state.data && WORKING.includes(query.state.data.status) ? POLL_MS : false,
  });
}
