import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { importKeys } from './query-keys';
import type { ImportHistory } from './types';

export function getImports(signal?: AbortSignal): Promise<ImportHistory> {
  return api<ImportHistory>('/api/imports', { signal });
}

/** The organisation's imports, newest first. */
export function useImportHistory() {
  return useQuery({ queryKey: importKeys.history(), queryFn: ({ signal }) => getImports(signal) });
}
