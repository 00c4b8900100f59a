import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { invitations } from '#server/db/schema';
import type { Agent, AgentList } from '#shared/schemas/agents';
import { selectActiveAgents, toActiveAgent } from './active-agents';
import { isOpen } from './invitation-token';

async function openInvitations(db: Db): Promise<Agent[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(isOpen());
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: null,
    status: row.expired ? 'expired' : 'invited',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    clientCount: 0,
  }));
}

/** GET /api/agents: active agents and open invitations, newest first. */
export async function listAgents({ db }: { db: Db }): Promise<AgentList> {
  const [active, invited] = await Promise.all([selectActiveAgents(db), openInvitations(db)]);
  const items = [...active.map(toActiveAgent), ...invited];
  // ISO strings in UTC sort like the instants they name.
  items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { items };
}
