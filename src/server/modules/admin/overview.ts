import { count, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientCounts, clients, user } from '#server/db/schema';
import { idleConditionsByStatus } from '#server/modules/clients/client-filters';
import { agentDisplayName, CLIENT_STATUSES } from '#shared/domain';
import type { AdminOverview } from '#shared/schemas/agents';

/** Pipeline order first, then any legacy status (e.g. 'forwarded') alphabetically. */
function pipelineOrder(a: string, b: string): number {
  const rank = (s: string) => {
    const i = (CLIENT_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? CLIENT_STATUSES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

type AgentRow = { agentId: string; name: string | null; idle: number; overdue: number };

/**
 * Each agent's idle clients and overdue follow-ups (issue 14). Idle clients are counted per status
 * from clients_status_contact_idx alone, each status a range of its own; overdue ones from the
 * partial follow-up index.
 */
async function agentsAtRisk(db: Db): Promise<AdminOverview['agents']> {
  const idleBranches = (await idleConditionsByStatus(db)).map(
    (condition) => sql`select ${clients.agentId} as agent_id from ${clients} where ${condition}`,
  );
  const rows = await rowsOf<AgentRow>(
    db,
    sql`with idle as (select agent_id, count(*)::int as n from (${sql.join(idleBranches, sql` union all `)}) i
        group by agent_id),
      overdue as (select ${clients.agentId} as agent_id, count(*)::int as n from ${clients}
        where ${clients.nextFollowUpAt} is not null and ${clients.nextFollowUpAt} < now() group by 1)
      select ${user.id} as "agentId", ${user.name} as name, coalesce(idle.n, 0) as idle,
        coalesce(overdue.n, 0) as overdue
      from ${user} left join idle on idle.agent_id = ${user.id} left join overdue on overdue.agent_id = ${user.id}
      where ${isAgentUser()}`,
  );
  return rows
    .map((r) => ({
      agentId: r.agentId,
      agentName: agentDisplayName({ id: r.agentId, name: r.name }),
      idle: r.idle,
      overdue: r.overdue,
    }))
    .sort((a, b) => a.agentName.localeCompare(b.agentName) || a.agentId.localeCompare(b.agentId));
}

/**
 * GET /api/admin/overview (spec §2 Admin overview): from the maintained client_counts (decision
 * 0008), a few hundred rows whatever the number of clients. Statuses no client holds any more
 * are left out, as a count over the clients themselves would.
 */
export async function adminOverview({ db }: { db: Db }): Promise<AdminOverview> {
  const [agents, byStatusRows, atRisk] = await Promise.all([
    db.select({ n: count() }).from(user).where(isAgentUser()),
    db
      .select({ status: clientCounts.status, count: sql<number>`sum(${clientCounts.n})::int` })
      .from(clientCounts)
      .groupBy(clientCounts.status)
      .having(sql`sum(${clientCounts.n}) > 0`),
    agentsAtRisk(db),
  ]);
  const byStatus = byStatusRows.sort((a, b) => pipelineOrder(a.status, b.status));
  const of = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  return {
    totalAgents: agents[0]?.n ?? 0,
    totalClients: byStatus.reduce((sum, row) => sum + row.count, 0),
    ringing: of('ringing'),
    interested: of('interested'),
    invoiceSent: of('invoice-sent'),
    byStatus,
    agents: atRisk,
  };
}
