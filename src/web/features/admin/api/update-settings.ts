import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettingsBody } from '#shared/schemas/settings';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { SETTINGS_KEY } from './get-settings';

export function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  return api<Settings>('/api/settings', { method: 'PATCH', body });
}

/** The answer is the whole settings, stored as they are now; the public calling copy follows. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      queryClient.setQueryData([QUERY_ROOTS.callingSettings], settings.calling);
    },
  });
}
