import { QUERY_ROOTS } from '#web/lib/query-roots';

/** Everything about agents sits under ['agents'], with the admin figures that change with them. */
export const agentKeys = {
  all: [QUERY_ROOTS.agents] as const,
  list: () => [QUERY_ROOTS.agents, 'list'] as const,
};
