import { useQuery } from '@tanstack/react-query';
import type { Settings } from '#shared/schemas/settings';
import { api } from '#web/lib/api';

export const SETTINGS_KEY = ['settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api<Settings>('/api/settings', { signal });
}

/** The app-wide settings (issue 13): for now the security section. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getSettings(signal) });
}
