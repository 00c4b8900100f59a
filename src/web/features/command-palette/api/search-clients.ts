import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientListPage } from '#shared/schemas/clients';
import { api } from '#web/lib/api';
import { QUERY_ROOTS } from '#web/lib/query-roots';
import { toQueryString } from '#web/lib/query-string';

const RESULTS = 8;
/** Shorter searches would match most of a large book of clients. */
export const MIN_CLIENT_SEARCH = 2;

/**
 * Clients whose name, email or phone matches, through the list endpoint: the server scopes it (an
 * agent's own clients, all for an admin). Under the clients root, so any client write refreshes it.
 */
export function useClientSearch(search: string) {
  const enabled = search.length >= MIN_CLIENT_SEARCH;
  return useQuery({
    queryKey: [QUERY_ROOTS.clients, 'palette', search],
    queryFn: ({ signal }) =>
      api<ClientListPage>(`/api/clients${toQueryString({ search, pageSize: RESULTS })}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    select: (page) => page.items,
  });
}
