import type { ListClientsQueryInput } from '#shared/schemas/clients';

/** Everything about clients sits under ['clients'], so one invalidation refreshes lists and tiles. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (query: ListClientsQueryInput) => ['clients', 'list', query] as const,
  stats: () => ['clients', 'stats'] as const,
};
