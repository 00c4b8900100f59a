import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { clientCounts, clients } from '#server/db/schema';
import { STATUS_FILTER_ALL } from '#shared/domain';
import { type ClientFilters, UNASSIGNED_AGENT_FILTER } from '#shared/schemas/clients';

/**
 * Where a client's owner and status are read: the clients themselves, or the maintained
 * per-(agent, status) counts (docs/decisions/0008), which file an unassigned client under ''.
 */
const TABLES = {
  clients: {
    ownedBy: (agentId: string | null) =>
      agentId === null ? isNull(clients.agentId) : eq(clients.agentId, agentId),
    status: clients.status,
  },
  clientCounts: {
    ownedBy: (agentId: string | null) => eq(clientCounts.agentKey, agentId ?? ''),
    status: clientCounts.status,
  },
};

/**
 * Which clients a request may see and has asked for (spec §5, §6), as a condition on `table`:
 * - an agent sees only their own clients, and their search ignores the status filter ("Agent
 *   search"); an agentId filter is ignored;
 * - an admin sees every client, or one agent's, or with agentId `unassigned` those without one;
 *   the status filter applies with or without a search ("Admin filter").
 * Without filters this is what the caller may see at all; undefined means everything. The
 * search text itself is matched by client-filters.ts.
 */
export function clientScope(
  table: keyof typeof TABLES,
  actor: SessionUser,
  filters: Partial<ClientFilters> = {},
): SQL | undefined {
  const { ownedBy, status } = TABLES[table];
  const isAdmin = actor.role === 'admin';
  let owner: SQL | undefined;
  if (!isAdmin) owner = ownedBy(actor.id);
  else if (filters.agentId === UNASSIGNED_AGENT_FILTER) owner = ownedBy(null);
  else if (filters.agentId) owner = ownedBy(filters.agentId);
  const wanted =
    filters.status === STATUS_FILTER_ALL || (!isAdmin && filters.search) ? undefined : filters.status;
  return and(owner, wanted === undefined ? undefined : eq(status, wanted));
}
