import { useQuery } from '@tanstack/react-query';
import type { CallingSettings } from '#shared/schemas/settings';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';

/**
 * The admin's daily targets, from the public calling settings (issue 14). Its own request rather
 * than the calling feature's hook: that one brings the settings schema (zod) into the page.
 */
export function useDailyTargets() {
  return useQuery({
    queryKey: [QUERY_ROOTS.callingSettings],
    queryFn: ({ signal }) => api<CallingSettings>('/api/settings/calling', { signal }),
    staleTime: 5 * 60_000,
    select: (settings) => settings.targets,
  });
}
