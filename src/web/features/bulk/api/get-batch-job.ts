import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BatchJob } from '#shared/schemas/bulk';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';

export const batchJobKey = (id: string) => ['batch-job', id] as const;

export function getBatchJob(id: string, signal?: AbortSignal): Promise<BatchJob> {
  return api<BatchJob>(`/api/jobs/${encodeURIComponent(id)}`, { signal });
}

const isRunning = (job: BatchJob | undefined) => !job || job.status === 'queued' || job.status === 'running';

/**
 * A batch job, read again every half second while it runs. When it ends, the client lists,
 * tiles and agent totals it changed are refreshed.
 */
export function useBatchJob(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: batchJobKey(id),
    queryFn: ({ signal }) => getBatchJob(id, signal),
    refetchInterval: (q) => (isRunning(q.state.data) && !q.state.error ? 500 : false),
  });
  const ended = query.data !== undefined && !isRunning(query.data);
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.clients] });
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.agents] });
  }, [ended, queryClient]);
  return query;
}
