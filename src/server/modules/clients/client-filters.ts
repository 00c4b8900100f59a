import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import { agentDisplayName } from '#shared/domain';
import type { ClientFilters } from '#shared/schemas/clients';
import { clientScope } from './client-scope';

/** `%term%` for LIKE, with the term's own wildcards escaped (backslash is LIKE's default escape). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Every user, matched in TypeScript by the rule that displays the name (agentDisplayName).
const USER_NAMES = sql`select ${user.id} as id, ${user.name} as name from ${user}`;

/**
 * Ids of users whose display name contains the term. The user table is small (hundreds of
 * agents), so it is read whole and matched here; the client query then stays an index-friendly
 * `agent_id IN (...)`.
 */
async function agentIdsMatching(db: Db, term: string): Promise<string[]> {
  const lowered = term.toLowerCase();
  const users = await rowsOf<{ id: string; name: string }>(db, USER_NAMES, { prepared: true });
  return users.filter((u) => agentDisplayName(u).toLowerCase().includes(lowered)).map((u) => u.id);
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
 * The filter of a client list or export: who sees what and the agent and status filters come
 * from clientScope; a search adds its text match. An agent's search looks at name, email and
 * phone; an admin's also at the owner's name, as alternatives.
 */
export async function clientFilterParts(
  db: Db,
  actor: SessionUser,
  filters: ClientFilters,
): Promise<ClientFilterParts> {
  const scope = clientScope('clients', actor, filters);
  const { search } = filters;
  if (!search) return { base: scope, alternatives: null };
  if (actor.role !== 'admin')
    return { base: and(scope, ownClientsSearchCondition(search)), alternatives: null };
  const agentIds = await agentIdsMatching(db, search);
  return { base: scope, alternatives: searchAlternatives(search, containsPattern(search), agentIds) };
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
