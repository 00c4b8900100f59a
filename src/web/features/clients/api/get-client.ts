import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Client } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { showLatestClient } from './client-cache';

export function getClient(id: string): Promise<Client> {
  return api<Client>(`/api/clients/${encodeURIComponent(id)}`);
}

/** Fetches the latest copy of one client (after a stale save) and shows it wherever it is listed. */
export function useReloadClient() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      const latest = await getClient(id);
      void showLatestClient(queryClient, latest);
      return latest;
    },
    [queryClient],
  );
}
