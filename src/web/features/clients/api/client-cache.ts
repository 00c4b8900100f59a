import type { QueryClient } from '@tanstack/react-query';
import type { Client, ClientListPage } from '#shared/schemas/clients';
import { clientKeys } from './query-keys';

/**
 * A client the server just sent replaces its old copy on every cached page at once; a new status
 * can move it between filters and tiles, which only the server can say, so client queries refetch.
 */
export function showLatestClient(queryClient: QueryClient, client: Client): Promise<void> {
  queryClient.setQueriesData<ClientListPage>({ queryKey: clientKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((c) => (c.id === client.id ? client : c)) } : page,
  );
  return queryClient.invalidateQueries({ queryKey: clientKeys.all });
}
