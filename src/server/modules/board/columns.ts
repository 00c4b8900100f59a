import { and, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clientCounts, clients } from '#server/db/schema';
import { clientScope } from '#server/modules/clients/client-scope';
import { CLIENT_STATUSES } from '#shared/domain';
import type { BoardColumns, BoardColumnsQuery } from '#shared/schemas/board';
import { boardFilterParts } from './board-filters';

/** A column's figures as read: the amount is numeric text (or null when nothing matched). */
type ColumnRow = { status: string; count: number; amount: string | number | null };

/**
 * Without a search, the maintained per-(agent, status) counts and invoice sums
 * (docs/decisions/0008, 0025): a few rows for an agent, one per agent and status for an admin.
 */
function countedColumns(actor: SessionUser, query: BoardColumnsQuery): SQL {
  const scope = clientScope('clientCounts', actor, { agentId: query.agentId }) ?? sql`true`;
  return sql`select ${clientCounts.status} as status, sum(${clientCounts.n})::int as count,
      sum(${clientCounts.amount})::text as amount
    from ${clientCounts} where ${scope} group by ${clientCounts.status}`;
}

/**
 * With a search, the matches are counted: gathered once, each way of matching from its own index
 * (the client list's union, client-filters.ts), then grouped by status with their invoice totals.
 */
async function searchedColumns(db: Db, actor: SessionUser, query: BoardColumnsQuery): Promise<SQL> {
  const parts = await boardFilterParts(db, actor, query);
  const branches = (parts.alternatives ?? [undefined]).map(
    (alternative) =>
      sql`select ${clients.id} as id, ${clients.status} as status, ${clients.invoiceTotal} as total
        from ${clients} where ${and(parts.base, alternative) ?? sql`true`}`,
  );
  return sql`select status, count(*)::int as count, sum(total)::text as amount
    from (${sql.join(branches, sql` union `)}) matches group by status`;
}

/** GET /api/board/columns: every pipeline status in order, with its count and invoice sum. */
export async function boardColumns({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: SessionUser;
  query: BoardColumnsQuery;
}): Promise<BoardColumns> {
  const rows = query.search
    ? await rowsOf<ColumnRow>(db, await searchedColumns(db, actor, query))
    : await rowsOf<ColumnRow>(db, countedColumns(actor, query), { prepared: true });
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return {
    columns: CLIENT_STATUSES.map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        count: row?.count ?? 0,
        amount: Math.round(Number(row?.amount ?? 0) * 100) / 100,
      };
    }),
  };
}
