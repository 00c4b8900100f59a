import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListPage, ListClientsQueryInput } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { toQueryString } from '#web/lib/query-string';
import { clientKeys } from './query-keys';

export function getClients(query: ListClientsQueryInput, signal?: AbortSignal): Promise<ClientListPage> {
  const search = toQueryString(query as Record<string, string | number | undefined>);
  return api<ClientListPage>(`/api/clients${search}`, { signal });
}

/** One page of clients; the previous page stays on screen while the next one loads. */
export function useClientList(query: ListClientsQueryInput) {
  return useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });
}
