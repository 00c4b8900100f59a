import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import { readSettingsSection } from '#server/settings';
import { agentDisplayName, IDLE_STATUSES } from '#shared/domain';
import { foldForSearch } from '#shared/domain/search-fold';
import type { ClientFilters } from '#shared/schemas/clients';
import { clientScope } from './client-scope';

/** A term typed as a phone number: digits with the signs people write between them. */
const PHONE_TERM = /^[+\d\s().\-/]+$/;
/** Fewer digits than this would match a large share of all phone numbers. */
export const MIN_PHONE_SEARCH_DIGITS = 4;

/**
 * The digits a phone-number term is looked up by (`+1 010-778` → `1010778`), or null when the
 * term is not a phone number or too short to be one: phones are matched on their digits alone
 * (`clients.phone_digits`), however they were typed and stored.
 */
export function phoneSearchDigits(term: string): string | null {
  if (!PHONE_TERM.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  return digits.length >= MIN_PHONE_SEARCH_DIGITS ? digits : null;
}

/** The term as search_fold stores names (lower case, no accents), in SQL: the very same function. */
const foldedTerm = (term: string) => sql`search_fold(${term})`;

/**
 * `%term%` for LIKE over folded text. The term is folded first and its wildcards and the escape
 * character (backslash, LIKE's default) escaped after, since folding turns a full-width ％ into %.
 */
function foldedContainsPattern(term: string): SQL {
  return sql`'%' || replace(replace(replace(${foldedTerm(term)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

// Every user, matched in TypeScript by the rule that displays the name (agentDisplayName).
const USER_NAMES = sql`select ${user.id} as id, ${user.name} as name from ${user}`;

/**
 * Ids of users whose display name contains the term, both folded alike (case and accents
 * ignored). The user table is small (hundreds of agents), so it is read whole and matched here;
 * the client query then stays an index-friendly `agent_id IN (...)`.
 */
async function agentIdsMatching(db: Db, term: string): Promise<string[]> {
  const folded = foldForSearch(term);
  const users = await rowsOf<{ id: string; name: string }>(db, USER_NAMES, { prepared: true });
  return users.filter((u) => foldForSearch(agentDisplayName(u)).includes(folded)).map((u) => u.id);
}

/**
 * The ways a client can match an admin's search, each a condition of its own so a list can take
 * their union (each branch then uses its own index; an OR of them reads every owner's client from
 * the table). Names are compared folded (name_folded and its trigram index); emails need only
 * lower case, because the API takes ASCII addresses alone, where folding is lowering. An email
 * address holds no whitespace either (the API refuses one), so a term with whitespace, typically a
 * full name, is not looked for in emails: that trigram scan cost as much as the name's and could
 * never match. Phones are matched on their digits when the term is a phone number.
 */
function searchAlternatives(term: string, agentIds: string[]): SQL[] {
  const pattern = foldedContainsPattern(term);
  const digits = phoneSearchDigits(term);
  const text =
    or(
      sql`${clients.nameFolded} like ${pattern}`,
      /\s/.test(term) ? undefined : sql`lower(${clients.email}) like ${pattern}`,
      digits === null ? undefined : sql`${clients.phoneDigits} like ${`%${digits}%`}`,
    ) ?? sql`false`;
  const alternatives = [text];
  if (agentIds.length > 0) alternatives.push(inArray(clients.agentId, agentIds));
  return alternatives;
}

/**
 * The same match within one agent's clients, written so the planner does not reach for the
 * trigram indexes: those scan every client in the table, where the agent's own few thousand,
 * found by agent_id, are far fewer (docs/decisions/0009). `strpos` tests containment of the
 * folded term, as the LIKE pattern does. The phone is also matched as typed: spec §5 promises an
 * agent a phone substring, however short.
 */
function ownClientsSearchCondition(term: string): SQL | undefined {
  const folded = foldedTerm(term);
  const digits = phoneSearchDigits(term);
  return or(
    sql`strpos(${clients.nameFolded}, ${folded}) > 0`,
    sql`strpos(lower(${clients.email}), ${folded}) > 0`,
    sql`strpos(lower(${clients.phone}), ${term.toLowerCase()}) > 0`,
    digits === null ? undefined : sql`strpos(${clients.phoneDigits}, ${digits}) > 0`,
  );
}

/**
 * Idle clients (issue 14), one condition per open status: in that status and last contacted
 * longer ago than its idle days, each a range of clients_status_contact_idx. The same rule as the
 * `idleDays` each client shows (activity-sql.ts).
 */
export async function idleConditionsByStatus(db: Db): Promise<SQL[]> {
  const { idleDays } = await readSettingsSection(db, 'calling');
  return IDLE_STATUSES.map(
    (status) =>
      sql`(${eq(clients.status, status)} and ${clients.lastContactAt} < now() - make_interval(days => ${idleDays[status]}))`,
  );
}

/**
 * A filter as `base AND (alternative₁ OR alternative₂ …)`; no alternatives means `base` alone.
 * With the idle filter, `base` holds it and `idle` its conditions one per status, so a count can
 * take each from its own index range.
 */
export type ClientFilterParts = { base: SQL | undefined; alternatives: SQL[] | null; idle?: SQL[] };

/**
 * The filter of a client list or export: who sees what and the agent and status filters come
 * from clientScope; the idle filter adds its rule; a search adds its text match. An agent's
 * search looks at name, email and phone; an admin's also at the owner's name, as alternatives.
 */
export async function clientFilterParts(
  db: Db,
  actor: SessionUser,
  filters: ClientFilters,
): Promise<ClientFilterParts> {
  const idle = filters.idle ? { idle: await idleConditionsByStatus(db) } : {};
  const scope = and(
    clientScope('clients', actor, filters),
    idle.idle ? sql`(${sql.join(idle.idle, sql` or `)})` : undefined,
    filters.source ? eq(clients.utmSource, filters.source) : undefined,
  );
  const { search } = filters;
  if (!search) return { base: scope, alternatives: null, ...idle };
  if (actor.role !== 'admin')
    return { base: and(scope, ownClientsSearchCondition(search)), alternatives: null, ...idle };
  const agentIds = await agentIdsMatching(db, search);
  return { base: scope, alternatives: searchAlternatives(search, agentIds), ...idle };
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
