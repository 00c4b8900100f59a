import { useQuery } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS } from '#shared/domain/settings-defaults';
import type { CallingSettings } from '#shared/schemas/settings';
import { api } from '#web/lib/api';
import { dateInZone } from '#web/lib/org-date';
import { callingKeys } from './query-keys';

export function getCallingSettings(signal?: AbortSignal): Promise<CallingSettings> {
  return api<CallingSettings>('/api/settings/calling', { signal });
}

/** The calling section of the settings (retry delays, targets), readable by anyone. */
export function useCallingSettings() {
  return useQuery({
    queryKey: callingKeys.callingSettings(),
    queryFn: ({ signal }) => getCallingSettings(signal),
    staleTime: 5 * 60_000,
  });
}

/** The retry delay per unanswered outcome; defaults until the settings arrive. */
export function useRetryMinutes(): CallingSettings['retryMinutes'] {
  return useCallingSettings().data?.retryMinutes ?? SETTINGS_DEFAULTS.calling.retryMinutes;
}

/** Today's date (YYYY-MM-DD) in the organisation's time zone, once the settings have arrived. */
export function useOrgToday(): string | undefined {
  const timeZone = useCallingSettings().data?.timeZone;
  return timeZone ? dateInZone(new Date(), timeZone) : undefined;
}
