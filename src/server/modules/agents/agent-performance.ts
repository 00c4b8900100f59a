import { eq, inArray, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { clientCounts, user } from '#server/db/schema';
import { agentDisplayName, CONVERTED_STATUSES, conversionRate } from '#shared/domain';
import type { AgentPerformanceList } from '#shared/schemas/agents';

/**
 * GET /api/agents/performance (spec §3, §9): per active agent, clients and converted clients in
 * one grouped query over the maintained client_counts (decision 0008), so its cost follows the
 * number of agents, not of clients; agents without clients get zeros. Most clients first, then by
 * name.
 */
export async function agentPerformance({ db }: { db: Db }): Promise<AgentPerformanceList> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      total: sql<number>`coalesce(sum(${clientCounts.n}), 0)::int`,
      converted: sql<number>`coalesce(sum(${clientCounts.n}) filter (where ${inArray(clientCounts.status, [...CONVERTED_STATUSES])}), 0)::int`,
    })
    .from(user)
    .leftJoin(clientCounts, eq(clientCounts.agentKey, user.id))
    .where(isAgentUser())
    .groupBy(user.id);
  const items = rows.map((row) => ({
    agentId: row.id,
    name: agentDisplayName({ id: row.id, name: row.name }),
    email: row.email,
    totalClients: row.total,
    converted: row.converted,
    conversionRate: conversionRate(row.converted, row.total),
  }));
  items.sort(
    (a, b) =>
      b.totalClients - a.totalClients || a.name.localeCompare(b.name) || a.agentId.localeCompare(b.agentId),
  );
  return { items };
}
