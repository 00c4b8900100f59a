import { type SQL, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { fill, MESSAGES } from '#shared/domain';
import { IMPORT_FIELDS, type ImportField } from '#shared/domain/import-rules';
import type { ImportOptions } from '#shared/schemas/imports';

export type Agent = { id: string; email: string; name: string };

/** Options checked against the file and the agents: each field's column, each agent's id. */
export type ResolvedOptions = {
  options: ImportOptions;
  /** The column index of each mapped field. */
  columnOf: Partial<Record<ImportField, number>>;
  /** Every agent by lower-cased email (for the agent column). */
  agentsByEmail: Map<string, Agent>;
  /** The chosen agents, in the order given (agent, round-robin, least-loaded). */
  chosen: Agent[];
  /** The options as a stable text: a check made with the same key need not be made again. */
  key: string;
};

const invalidOptions = (message: string, field: string) =>
  new AppError(400, 'invalid_import_options', message, { [field]: message });

async function loadAgents(db: Db): Promise<Map<string, Agent>> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(isAgentUser());
  return new Map(rows.map((a) => [a.email.toLowerCase(), a]));
}

/**
 * Refuses, before anything is read or written, options that cannot work: name or email not
 * mapped, a column the file does not have, an agent email nobody has, a mode without its agents
 * or its column. The status rule (a valid start) is the schema's.
 */
export async function resolveOptions(db: Db, columns: readonly string[], options: ImportOptions) {
  const { mapping, assignment } = options;
  if (!mapping.name || !mapping.email) throw invalidOptions(MESSAGES.importMappingRequired, 'mapping');
  const columnOf: ResolvedOptions['columnOf'] = {};
  const lowered = columns.map((c) => c.toLowerCase());
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (header === undefined) continue;
    const index = lowered.indexOf(header.toLowerCase());
    if (index < 0)
      throw invalidOptions(fill(MESSAGES.importUnknownColumn, { column: header }), `mapping.${field}`);
    columnOf[field] = index;
  }
  if (assignment.mode === 'column' && columnOf.agentEmail === undefined) {
    throw invalidOptions(MESSAGES.importAgentColumnRequired, 'mapping.agentEmail');
  }
  const agentsByEmail = await loadAgents(db);
  const chosen: Agent[] = [];
  if (assignment.mode !== 'column') {
    const emails = [...new Set(assignment.agentEmails)];
    if (emails.length === 0) throw invalidOptions(MESSAGES.importAgentsRequired, 'assignment.agentEmails');
    for (const email of assignment.mode === 'agent' ? emails.slice(0, 1) : emails) {
      const agent = agentsByEmail.get(email);
      if (!agent)
        throw invalidOptions(fill(MESSAGES.importUnknownAgent, { email }), 'assignment.agentEmails');
      chosen.push(agent);
    }
  }
  // Everything the checked rows depend on: the one agent is written into them in mode `agent`.
  const key = JSON.stringify([
    columnOf,
    options.defaultCountry,
    options.defaultStatus,
    assignment.mode,
    options.matchAcrossAgents,
    assignment.mode === 'agent' ? chosen.map((a) => a.id) : [],
  ]);
  return { options, columnOf, agentsByEmail, chosen, key } satisfies ResolvedOptions;
}

/**
 * The client a checked row (`p`) duplicates, or null: the oldest match. Each lookup sits behind
 * OFFSET 0, so the planner reads it from the email index and sorts the few matches, instead of
 * walking the clients newest first until one matches.
 */
export function existingMatch(resolved: ResolvedOptions) {
  const { options, chosen } = resolved;
  const oldest = (where: SQL) =>
    sql`(select m.id from (select c.id, c.created_at from clients c where ${where} offset 0) m
      order by m.created_at, m.id limit 1)`;
  if (options.matchAcrossAgents) {
    return sql`coalesce(${oldest(sql`lower(c.email) = p.email_key`)},
      case when p.phone is not null and p.phone_warning is null then
        ${oldest(sql`c.phone_digits = regexp_replace(p.phone, '[^0-9]+', '', 'g')`)} end)`;
  }
  if (options.assignment.mode === 'column') {
    return sql`(select c.id from clients c where c.agent_id = p.agent_id and lower(c.email) = p.email_key)`;
  }
  // One probe of the (agent_id, lower(email)) unique index per chosen agent: with `= any(…)` the
  // planner would rather read all of those agents' clients.
  const ids = chosen.map((a) => a.id);
  return sql`(select m.id from unnest(${sql.param(ids)}::text[]) as a(id)
    cross join lateral (select c.id, c.created_at from clients c where c.agent_id = a.id and lower(c.email) = p.email_key) m
    order by m.created_at, m.id limit 1)`;
}

/**
 * The same match as a join condition between `p` and `c`, for the preview's one pass over the
 * whole file; null across agents, where an OR of two trigram lookups is better probed per row.
 */
export function existingJoin(resolved: ResolvedOptions): SQL | null {
  const { options, chosen } = resolved;
  if (options.matchAcrossAgents) return null;
  if (options.assignment.mode === 'column')
    return sql`c.agent_id = p.agent_id and lower(c.email) = p.email_key`;
  const ids = chosen.map((a) => a.id);
  return sql`c.agent_id = any(${sql.param(ids)}::text[]) and lower(c.email) = p.email_key`;
}

/**
 * Makes the transaction's plans probe B-tree indexes for the duplicate lookups: PostgreSQL would
 * otherwise answer `lower(email) = …` from the trigram GIN index, 2.6 ms a probe against a few
 * microseconds (a GIN index is only read through bitmap scans). Across agents there is no B-tree
 * to use, so the trigram index stays allowed there.
 */
export async function useBtreeLookups(tx: Db, resolved: ResolvedOptions): Promise<void> {
  if (!resolved.options.matchAcrossAgents) await tx.execute(sql`set local enable_bitmapscan = off`);
}
