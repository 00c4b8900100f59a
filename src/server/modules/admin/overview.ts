import { count, sql } from 'drizzle-orm';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { clientCounts, user } from '#server/db/schema';
import { CLIENT_STATUSES } from '#shared/domain';
import type { AdminOverview } from '#shared/schemas/agents';
import type { AgentsAtRiskCounter } from './agents-at-risk';

/** Pipeline order first, then any legacy status (e.g. 'forwarded') alphabetically. */
function pipelineOrder(a: string, b: string): number {
  const rank = (s: string) => {
    const i = (CLIENT_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? CLIENT_STATUSES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * GET /api/admin/overview (spec §2 Admin overview): from the maintained client_counts (decision
 * 0008), a few hundred rows whatever the number of clients. Statuses no client holds any more
 * are left out, as a count over the clients themselves would. The per-agent risk table may be
 * served from memory at scale (agents-at-risk.ts).
 */
export async function adminOverview({
  db,
  atRisk: atRiskCounter,
}: {
  db: Db;
  atRisk: AgentsAtRiskCounter;
}): Promise<AdminOverview> {
  const [agents, byStatusRows, atRisk] = await Promise.all([
    db.select({ n: count() }).from(user).where(isAgentUser()),
    db
      .select({ status: clientCounts.status, count: sql<number>`sum(${clientCounts.n})::int` })
      .from(clientCounts)
      .groupBy(clientCounts.status)
      .having(sql`sum(${clientCounts.n}) > 0`),
    atRiskCounter.get(db),
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
