import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients } from '#server/db/schema';
import type { ClientFilters } from '#shared/schemas/clients';
import { countedTotal, hasCountedTotal } from './client-totals';

/**
 * How many clients an export is about to write, for its audit entry (the overview's export alert
 * adds these up, issue 13). Without a search or the idle filter the maintained counts answer at
 * once; otherwise the matches are counted, as their list page does.
 */
export async function exportRowCount(
  db: Db,
  admin: SessionUser,
  filters: ClientFilters,
  where: SQL | undefined,
): Promise<number> {
  const total = hasCountedTotal(filters)
    ? countedTotal(admin, filters)
    : sql`(select count(*)::int from ${clients} where ${where ?? sql`true`})`;
  const [row] = await rowsOf<{ n: number }>(db, sql`select ${total} as n`);
  return Number(row?.n ?? 0);
}
