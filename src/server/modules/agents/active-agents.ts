import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { clientCounts, user } from '#server/db/schema';
import type { Agent } from '#shared/schemas/agents';

/** `:id` of an agent: a user id, which better-auth makes as text, not a uuid. */
export const agentIdParamsSchema = z.object({ id: z.string() });

// From the maintained per-(agent, status) counts (decision 0008), not by counting clients.
const clientCount = sql<number>`coalesce(sum(${clientCounts.n}), 0)::int`;

/** Active agents with their client counts in one grouped query over client_counts, newest first. */
export async function selectActiveAgents(db: Db, where?: SQL) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      clientCount,
    })
    .from(user)
    .leftJoin(clientCounts, eq(clientCounts.agentKey, user.id))
    .where(and(isAgentUser(), where))
    .groupBy(user.id)
    .orderBy(sql`${user.createdAt} desc`, user.id);
}

type ActiveAgentRow = Awaited<ReturnType<typeof selectActiveAgents>>[number];

export function toActiveAgent(row: ActiveAgentRow): Agent {
  return {
    id: row.id,
    email: row.email,
    // Blank means unnamed: the list shows 'Unnamed Agent' (spec §2 Agent management).
    fullName: row.name.trim() || null,
    status: 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: null,
    clientCount: row.clientCount,
  };
}
