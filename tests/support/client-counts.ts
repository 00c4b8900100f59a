import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import type { TestApp } from './test-app';

/** client_counts (the tiles' source, decision 0008) holds exactly what a GROUP BY over the clients counts. */
export async function expectCountsExact(t: TestApp) {
  const db = t.database.db;
  const kept = await rowsOf(
    db,
    sql`select agent_key, status, n::int as n from client_counts where n <> 0 order by 1, 2`,
  );
  const counted = await rowsOf(
    db,
    sql`select coalesce(agent_id, '') as agent_key, status, count(*)::int as n from clients group by 1, 2 order by 1, 2`,
  );
  expect(kept).toEqual(counted);
}
