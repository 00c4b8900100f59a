import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { ActivityEntry, ActivityPage, ActivityQuery } from '#shared/schemas/activity';
import { activityRows } from './activity-sql';
import { clientScope } from './client-scope';
import { cursorTime, decodeTimeIdCursor, encodeTimeIdCursor } from './time-id-cursor';

type Row = { entry: ActivityEntry; key_at: string; id: string };

/** GET /api/clients/:id/activity: one page of the client's timeline, newest first (issue 14). */
export async function clientActivity({
  db,
  actor,
  id,
  query,
}: {
  db: Db;
  actor: SessionUser;
  id: string;
  query: ActivityQuery;
}): Promise<ActivityPage> {
  const before = query.before === undefined ? undefined : decodeTimeIdCursor(query.before, 'before');
  const take = query.limit + 1;
  const rows = await rowsOf<Row>(
    db,
    sql`select a.entry, ${cursorTime(sql`a.at`)} as key_at, a.id
      from ${clients} join lateral (
        select * from (${activityRows(clients.id, take, before)}) e order by at desc, id desc limit ${take}
      ) a on true
      where ${and(eq(clients.id, id), clientScope('clients', actor))}
      order by a.at desc, a.id desc`,
  );
  if (rows.length === 0) {
    const [visible] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, id), clientScope('clients', actor)));
    if (!visible) throw notFound();
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => r.entry),
    nextCursor:
      rows.length > query.limit && last ? encodeTimeIdCursor({ tag: 0, at: last.key_at, id: last.id }) : null,
  };
}
