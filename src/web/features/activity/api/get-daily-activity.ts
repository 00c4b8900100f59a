import { useQueries, useQuery } from '@tanstack/react-query';
import type { DailyActivity } from '#shared/schemas/activity';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { toQueryString } from '#web/lib/query-string';

/** Under the clients family: a logged call changes the day's figures. */
const dailyKey = (date: string, agentId?: string) =>
  [QUERY_ROOTS.clients, 'daily', date, agentId ?? 'all'] as const;

export function getDailyActivity(
  date: string,
  agentId?: string,
  signal?: AbortSignal,
): Promise<DailyActivity> {
  return api<DailyActivity>(`/api/activity/daily${toQueryString({ date, agentId })}`, { signal });
}

/** One day's dials, connected calls, talk minutes and meetings per agent, with the targets. */
export function useDailyActivity(date: string | undefined, agentId?: string) {
  return useQuery({
    queryKey: dailyKey(date ?? '', agentId),
    queryFn: ({ signal }) => getDailyActivity(date ?? '', agentId, signal),
    enabled: Boolean(date),
  });
}

/** Several days at once (the trend chart); each day is cached on its own, so moving the range reuses them. */
export function useDailyActivityRange(dates: readonly string[]) {
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: dailyKey(date),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDailyActivity(date, undefined, signal),
    })),
  });
}
