import { eq, inArray, sql } from 'drizzle-orm';
import { agentDisplayName, CONVERTED_STATUSES, conversionRate } from '../../../shared/domain';
import type { AgentPerformanceList } from '../../../shared/schemas/agents';
import type { Db } from '../../db/client';
import { clients, user } from '../../db/schema';
import { isAgentUser } from './agent-scope';

/**
 * GET /api/agents/performance (spec §3, §9): per active agent, clients and converted clients in
 * one grouped query; agents without clients get zeros. Most clients first, then by name.
 */
export async function agentPerformance(db: Db): Promise<AgentPerformanceList> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      total: sql<number>`count(${clients.id})::int`,
      converted: sql<number>`(count(${clients.id}) filter (where ${inArray(clients.status, [...CONVERTED_STATUSES])}))::int`,
    })
    .from(user)
    .leftJoin(clients, eq(clients.agentId, user.id))
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
