import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '#shared/schemas/activity';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';
import { callingKeys } from './query-keys';

export function getClientActivity(
  clientId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return api<ActivityPage>(
    `/api/clients/${encodeURIComponent(clientId)}/activity${toQueryString({ before })}`,
    {
      signal,
    },
  );
}

/** A client's whole timeline, newest first, a page at a time; fetched only once it is asked for. */
export function useClientActivity(clientId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: callingKeys.activity(clientId),
    queryFn: ({ pageParam, signal }) => getClientActivity(clientId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
