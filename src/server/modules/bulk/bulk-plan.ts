import { and, inArray, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { agentDisplayName, type ClientStatus, fill, MESSAGES } from '#shared/domain';
import type { BulkAction } from '#shared/schemas/bulk';

/** A target agent and the note each client moved to them gets. */
export type PlannedAgent = { id: string; note: string };

/**
 * The action as the job runs it, stored with the job: agents resolved to ids and their notes
 * written once, so a resumed job acts exactly as the request asked.
 */
export type BulkPlan =
  | { type: 'reassign'; agents: PlannedAgent[] }
  | { type: 'status'; status: ClientStatus }
  | { type: 'note'; text: string }
  | { type: 'delete' };

function unknownAgents(): AppError {
  return new AppError(400, 'unknown_agent', MESSAGES.unknownAgent, {
    'action.agentIds': MESSAGES.unknownAgent,
  });
}

/** The agents named by id or email, in the order given, each once; any that is not an agent is a 400. */
async function resolveAgents(
  db: Db,
  action: Extract<BulkAction, { type: 'reassign' }>,
): Promise<{ id: string; name: string | null }[]> {
  const ids = [...new Set(action.agentIds ?? [])];
  const emails = [...new Set((action.agentEmails ?? []).map((e) => e.toLowerCase()))];
  const found = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(
      and(
        isAgentUser(),
        sql`(${ids.length > 0 ? inArray(user.id, ids) : sql`false`} or ${
          emails.length > 0 ? inArray(sql`lower(${user.email})`, emails) : sql`false`
        })`,
      ),
    );
  const byId = new Map(found.map((a) => [a.id, a]));
  const byEmail = new Map(found.map((a) => [a.email.toLowerCase(), a]));
  const agents = [...ids.map((id) => byId.get(id)), ...emails.map((e) => byEmail.get(e))];
  if (agents.some((a) => a === undefined)) throw unknownAgents();
  const unique = new Map(agents.flatMap((a) => (a ? [[a.id, a] as const] : [])));
  return [...unique.values()];
}

/** Checks the action against the database and fixes what the job will do. */
export async function planBulkAction(db: Db, action: BulkAction, actorName: string): Promise<BulkPlan> {
  switch (action.type) {
    case 'reassign': {
      const agents = await resolveAgents(db, action);
      return {
        type: 'reassign',
        agents: agents.map((agent) => ({
          id: agent.id,
          note: fill(MESSAGES.clientReassigned, { agent: agentDisplayName(agent), actor: actorName }),
        })),
      };
    }
    case 'status':
      return { type: 'status', status: action.status };
    case 'note':
      return { type: 'note', text: action.text };
    case 'delete':
      return { type: 'delete' };
  }
}
