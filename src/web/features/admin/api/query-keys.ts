import { QUERY_ROOTS } from '#web/lib/query-roots';

/**
 * The overview and performance figures sit under the agents family: inviting, editing or
 * removing an agent invalidates that family, and these figures change with it.
 */
export const adminKeys = {
  overview: () => [QUERY_ROOTS.agents, 'overview'] as const,
  performance: () => [QUERY_ROOTS.agents, 'performance'] as const,
};
