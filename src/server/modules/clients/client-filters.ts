import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { STATUS_FILTER_ALL } from '../../../shared/domain';
import { type ClientFilters, UNASSIGNED_AGENT_FILTER } from '../../../shared/schemas/clients';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { clients, user } from '../../db/schema';

/** `%term%` for LIKE, with the term's own wildcards escaped (backslash is LIKE's default escape). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Ids of users whose display name contains the pattern. The user table is small (hundreds of
 * agents), so matching it first keeps the client query an index-friendly `agent_id IN (...)`.
 */
async function agentIdsMatching(db: Db, pattern: string): Promise<string[]> {
  const displayName = sql`lower(coalesce(nullif(btrim(${user.name}), ''), 'Agent ' || left(${user.id}, 6)))`;
  const rows = await db.select({ id: user.id }).from(user).where(sql`${displayName} like ${pattern}`);
  return rows.map((r) => r.id);
}

function searchCondition(pattern: string, agentIds: string[]): SQL | undefined {
  return or(
    sql`lower(${clients.name}) like ${pattern}`,
    sql`lower(${clients.email}) like ${pattern}`,
    sql`${clients.phone} ilike ${pattern}`,
    agentIds.length > 0 ? inArray(clients.agentId, agentIds) : undefined,
  );
}

/**
 * The same match within one agent's clients, written so the planner does not reach for the
 * trigram indexes: those scan every client in the table, where the agent's own few thousand,
 * found by agent_id, are far fewer (docs/decisions/0009). `strpos` on lowered text is what the
 * escaped LIKE pattern and ILIKE test: containment of the lowered term.
 */
function ownClientsSearchCondition(term: string): SQL | undefined {
  const lowered = term.toLowerCase();
  return or(
    sql`strpos(lower(${clients.name}), ${lowered}) > 0`,
    sql`strpos(lower(${clients.email}), ${lowered}) > 0`,
    sql`strpos(lower(${clients.phone}), lower(${lowered})) > 0`,
  );
}

/**
 * The WHERE clause of a client list or export (spec §5, §6).
 * - Agents: only their own clients; search over name, email and phone; a search ignores the
 *   status filter ("Agent search"); an agentId parameter is ignored.
 * - Admins: all clients; search also over the owner's name; search, status and agent filters
 *   all apply together ("Admin filter"); agentId `unassigned` selects clients without an owner.
 */
export async function clientFilterCondition(
  db: Db,
  actor: SessionUser,
  filters: ClientFilters,
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  const pattern = filters.search ? containsPattern(filters.search) : null;
  const status = filters.status === STATUS_FILTER_ALL ? null : filters.status;

  if (actor.role === 'admin') {
    if (filters.agentId === UNASSIGNED_AGENT_FILTER) conditions.push(isNull(clients.agentId));
    else if (filters.agentId) conditions.push(eq(clients.agentId, filters.agentId));
    if (pattern) conditions.push(searchCondition(pattern, await agentIdsMatching(db, pattern)));
    if (status) conditions.push(eq(clients.status, status));
  } else {
    conditions.push(eq(clients.agentId, actor.id));
    if (filters.search) conditions.push(ownClientsSearchCondition(filters.search));
    else if (status) conditions.push(eq(clients.status, status));
  }
  return and(...conditions);
}
