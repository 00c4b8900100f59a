import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { clientCounts } from '#server/db/schema';
import { STATUS_FILTER_ALL } from '#shared/domain';
import { type ClientFilters, UNASSIGNED_AGENT_FILTER } from '#shared/schemas/clients';

/**
 * The total of an unsearched client list from the maintained client_counts: its filters are an
 * agent and a status at most, which a few counter rows answer however many clients match
 * (docs/decisions/0008). Mirrors clientFilterCondition's rules for who sees what.
 */
export function countedTotal(actor: SessionUser, filters: ClientFilters): SQL {
  const status = filters.status === STATUS_FILTER_ALL ? undefined : eq(clientCounts.status, filters.status);
  let agent: SQL | undefined;
  if (actor.role !== 'admin') agent = eq(clientCounts.agentKey, actor.id);
  else if (filters.agentId === UNASSIGNED_AGENT_FILTER) agent = eq(clientCounts.agentKey, '');
  else if (filters.agentId) agent = eq(clientCounts.agentKey, filters.agentId);
  return sql`(select coalesce(sum(${clientCounts.n}), 0)::int from ${clientCounts}
    where ${and(agent, status) ?? sql`true`})`;
}
