import { useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '#shared/schemas/api-tokens';
import { api } from '#web/lib/api';
import { apiTokenKeys } from './query-keys';

export function getApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return api<ApiTokenList>('/api/tokens', { signal });
}

export function useApiTokens() {
  return useQuery({ queryKey: apiTokenKeys.list(), queryFn: ({ signal }) => getApiTokens(signal) });
}
