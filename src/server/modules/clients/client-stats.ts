import { sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientCounts } from '#server/db/schema';
import { type ClientStatus, STATS_KEY_STATUS } from '#shared/domain';
import { type ClientStats, clientStatsSchema } from '#shared/schemas/clients';
import { clientScope } from './client-scope';

const STATS_BODY_KEYS = Object.keys(clientStatsSchema.shape) as (keyof ClientStats)[];

/** The statistics object (spec §3) from the maintained counts: an agent's own, or all for an admin. */
export async function clientStats({ db, actor }: { db: Db; actor: SessionUser }): Promise<ClientStats> {
  const mine = clientScope('clientCounts', actor) ?? sql`true`;
  const rows = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select ${clientCounts.status} as status, sum(${clientCounts.n})::int as count from ${clientCounts}
      where ${mine} group by ${clientCounts.status}`,
    { prepared: true },
  );
  const byStatus = new Map<string, number>(rows.map((r) => [r.status, r.count]));
  const count = (status: ClientStatus) => byStatus.get(status) ?? 0;
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const statOf = (key: keyof ClientStats) => {
    if (key === 'not-interested') return count(key);
    const status = STATS_KEY_STATUS[key];
    return status ? count(status) : total;
  };
  // In the schema's key order: the body is sent as built (routes.ts).
  return Object.fromEntries(STATS_BODY_KEYS.map((key) => [key, statOf(key)])) as ClientStats;
}
