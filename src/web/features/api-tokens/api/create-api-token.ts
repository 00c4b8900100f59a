import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, CreateApiTokenBody, CreatedApiToken } from '#shared/schemas/api-tokens';
import { api } from '#web/lib/api';
import { apiTokenKeys } from './query-keys';

export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return api<CreatedApiToken>('/api/tokens', { method: 'POST', body });
}

/** The new token joins the top of the list without its secret, which stays in the answer only. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token: _secret, ...created }) => {
      queryClient.setQueryData<ApiTokenList>(apiTokenKeys.list(), (list) =>
        list ? { items: [created, ...list.items] } : list,
      );
    },
  });
}
