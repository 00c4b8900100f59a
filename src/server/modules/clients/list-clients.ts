import { desc, sql } from 'drizzle-orm';
import { type ClientStatus, STATS_KEY_STATUS, STATS_KEYS, type StatsKey } from '../../../shared/domain';
import type { ClientListPage, ClientStats, ListClientsQuery } from '../../../shared/schemas/clients';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { visibleTo } from './client-access';
import { clientFilterCondition } from './client-filters';
import { selectClientViews, withChildren } from './client-view';

/** One page of clients, newest first, with the total that matches (spec §9: pages = ceil(total / size)). */
export async function listClients(
  db: Db,
  actor: SessionUser,
  query: ListClientsQuery,
): Promise<ClientListPage> {
  const where = await clientFilterCondition(db, actor, query);
  const [rows, counted] = await Promise.all([
    selectClientViews(db)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    items: await withChildren(db, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/** The statistics object (spec §3) from one GROUP BY: an agent's own clients, or all for an admin. */
export async function clientStats(db: Db, actor: SessionUser): Promise<ClientStats> {
  const rows = await db
    .select({ status: clients.status, count: sql<number>`count(*)::int` })
    .from(clients)
    .where(visibleTo(actor))
    .groupBy(clients.status);
  const byStatus = new Map<string, number>(rows.map((r) => [r.status, r.count]));
  const count = (status: ClientStatus) => byStatus.get(status) ?? 0;
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const tiles = Object.fromEntries(
    STATS_KEYS.map((key) => {
      const status = STATS_KEY_STATUS[key];
      return [key, status ? count(status) : total];
    }),
  ) as Record<StatsKey, number>;
  return { ...tiles, 'not-interested': count('not-interested') };
}
