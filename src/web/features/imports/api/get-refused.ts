import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { importKeys } from './query-keys';
import type { ImportRefused } from './types';

/** The clients an undo left as they are because they changed since the import (asked for when there are some). */
export function useRefusedByUndo(id: string, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.refused(id),
    queryFn: ({ signal }) => api<ImportRefused>(`/api/imports/${encodeURIComponent(id)}/refused`, { signal }),
    enabled,
  });
}
