import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { clients, user } from '#server/db/schema';
import { STATUS_FILTER_ALL } from '#shared/domain';
import { type ClientFilters, UNASSIGNED_AGENT_FILTER } from '#shared/schemas/clients';

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

/**
 * The ways a client can match an admin's search, each a condition of its own so a list can take
 * their union (each branch then uses its own index; an OR of them reads every owner's client from
 * the table). An email address holds no whitespace (the API refuses one), so a term with
 * whitespace, typically a full name, is not looked for in emails: that trigram scan cost as much
 * as the name's and could never match.
 */
function searchAlternatives(term: string, pattern: string, agentIds: string[]): SQL[] {
  const text =
    or(
      sql`lower(${clients.name}) like ${pattern}`,
      /\s/.test(term) ? undefined : sql`lower(${clients.email}) like ${pattern}`,
      sql`${clients.phone} ilike ${pattern}`,
    ) ?? sql`false`;
  const alternatives = [text];
  if (agentIds.length > 0) alternatives.push(inArray(clients.agentId, agentIds));
  return alternatives;
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
 * A filter as `base AND (alternative₁ OR alternative₂ …)`; no alternatives means `base` alone.
 */
export type ClientFilterParts = { base: SQL | undefined; alternatives: SQL[] | null };

/**
 * The filter of a client list or export (spec §5, §6).
 * - Agents: only their own clients; search over name, email and phone; a search ignores the
 *   status filter ("Agent search"); an agentId parameter is ignored.
 * - Admins: all clients; search also over the owner's name; search, status and agent filters
 *   all apply together ("Admin filter"); agentId `unassigned` selects clients without an owner.
 */
export async function clientFilterParts(
  db: Db,
  actor: SessionUser,
  filters: ClientFilters,
): Promise<ClientFilterParts> {
  const conditions: (SQL | undefined)[] = [];
  const status = filters.status === STATUS_FILTER_ALL ? null : filters.status;
  let alternatives: SQL[] | null = null;

  if (actor.role === 'admin') {
    if (filters.agentId === UNASSIGNED_AGENT_FILTER) conditions.push(isNull(clients.agentId));
    else if (filters.agentId) conditions.push(eq(clients.agentId, filters.agentId));
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      alternatives = searchAlternatives(filters.search, pattern, await agentIdsMatching(db, pattern));
    }
    if (status) conditions.push(eq(clients.status, status));
  } else {
    conditions.push(eq(clients.agentId, actor.id));
    if (filters.search) conditions.push(ownClientsSearchCondition(filters.search));
    else if (status) conditions.push(eq(clients.status, status));
  }
  return { base: and(...conditions), alternatives };
}

/** The same filter as one WHERE condition. */
export function filterCondition({ base, alternatives }: ClientFilterParts): SQL | undefined {
  if (alternatives === null) return base;
  return and(base, or(...alternatives) ?? sql`false`);
}

/** The WHERE clause of a client list or export. */
export async function clientFilterCondition(
  db: Db,
  actor: SessionUser,
  filters: ClientFilters,
): Promise<SQL | undefined> {
  return filterCondition(await clientFilterParts(db, actor, filters));
}
