import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkQueue } from '#shared/schemas/calls';
import type { Client } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';
import { callingKeys } from './query-keys';

type WorkQueueQuery = { agentId?: string; after?: string; limit?: number };

/** Clients per page of the Today view: a morning's worth, with more on demand. */
const PAGE_SIZE = 50;

export function getWorkQueue(query: WorkQueueQuery, signal?: AbortSignal): Promise<WorkQueue> {
  return api<WorkQueue>(`/api/work-queue${toQueryString(query)}`, { signal });
}

/** The Today queue, overdue, due today, never called (issue 14), in pages that follow the cursor. */
export function useWorkQueue(agentId?: string) {
  return useInfiniteQuery({
    queryKey: callingKeys.queue(agentId),
    queryFn: ({ signal, pageParam }) =>
      getWorkQueue({ agentId, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every loaded client of the queue, in the server's order. */
export function queuedClients(data: InfiniteData<WorkQueue> | undefined): Client[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
