import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientCounts } from '#server/db/schema';
import type { ResolvedOptions } from './import-options';

/** Statuses a client is done with: they do not count towards an agent's load. */
const CLOSED = ['not-interested', 'closed-client'];

/** The open clients (not closed, not lost) of each agent, from the maintained counts. */
async function openLoads(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ agent_key: string; n: number | string }>(
    db,
    sql`select agent_key, sum(n) as n from ${clientCounts}
      where agent_key = any(${sql.param(ids)}::text[]) and status <> all(${sql.param(CLOSED)}::text[])
      group by agent_key`,
  );
  const loads = new Map(ids.map((id) => [id, 0]));
  for (const row of rows) loads.set(row.agent_key, Number(row.n));
  return loads;
}

/**
 * The agent of each new client of a chunk, in row order: the file's or the one chosen agent as
 * checked; round robin from where the previous chunk stopped; or, least loaded, each to whoever
 * has the fewest open clients at that moment (ties to the first chosen).
 */
export async function assignAgents(
  db: Db,
  resolved: ResolvedOptions,
  rows: readonly { agentId: string | null }[],
  nextAgent: number,
): Promise<{ agentIds: string[]; nextAgent: number }> {
  const { mode } = resolved.options.assignment;
  const ids = resolved.chosen.map((a) => a.id);
  if (mode === 'round-robin') {
    const agentIds = rows.map((_, i) => ids[(nextAgent + i) % ids.length] ?? '');
    return { agentIds, nextAgent: (nextAgent + rows.length) % ids.length };
  }
  if (mode === 'least-loaded') {
    const loads = await openLoads(db, ids);
    const agentIds = rows.map(() => {
      let best = ids[0] ?? '';
      for (const id of ids) if ((loads.get(id) ?? 0) < (loads.get(best) ?? 0)) best = id;
      loads.set(best, (loads.get(best) ?? 0) + 1);
      return best;
    });
    return { agentIds, nextAgent };
  }
  return { agentIds: rows.map((r) => r.agentId ?? ''), nextAgent };
}
