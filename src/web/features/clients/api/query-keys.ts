import type { ListClientsQueryInput } from '#shared/schemas/clients';
import { QUERY_ROOTS } from '#web/lib/query-roots';

/** Everything about clients sits under ['clients'], so one invalidation refreshes lists and tiles. */
export const clientKeys = {
  all: [QUERY_ROOTS.clients] as const,
  lists: () => [QUERY_ROOTS.clients, 'list'] as const,
  list: (query: ListClientsQueryInput) => [QUERY_ROOTS.clients, 'list', query] as const,
  stats: () => [QUERY_ROOTS.clients, 'stats'] as const,
};
