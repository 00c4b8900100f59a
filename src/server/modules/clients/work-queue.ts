import { eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients, NEVER_CALLED, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { readSettingsSection } from '#server/settings';
import { MESSAGES } from '#shared/domain';
import { calendarDayIn, dayBoundsIn } from '#shared/domain/time-zone';
import { ALL_AGENTS, type WorkQueue, type WorkQueueQuery } from '#shared/schemas/calls';
import { CLIENT_JSON, type ClientJson, parseClientJson } from './client-view';
import { cursorTime, decodeTimeIdCursor, encodeTimeIdCursor, type TimeIdCursor } from './time-id-cursor';

/** Whose queue: an agent's own; an admin names an agent or `all`. */
function ownerCondition(actor: SessionUser, agentId: string | undefined): SQL | undefined {
  if (actor.role !== 'admin') return eq(clients.agentId, actor.id);
  if (!agentId) {
    throw new AppError(400, 'bad_request', MESSAGES.workQueueAgentRequired, {
      agentId: MESSAGES.workQueueAgentRequired,
    });
  }
  return agentId === ALL_AGENTS ? undefined : eq(clients.agentId, agentId);
}

type Group = { key: SQL; where: SQL };

/**
 * The queue's three groups in order (issue 14), each with its sort key and condition, written so
 * each one reads a partial index of tables.ts in order and stops at the page's end.
 */
function groups(owner: SQL | undefined, now: Date, endOfToday: Date): Group[] {
  const mine = owner ?? sql`true`;
  const followUp = sql`${clients.nextFollowUpAt} is not null and ${mine}`;
  return [
    {
      key: sql`${clients.nextFollowUpAt}`,
      where: sql`${followUp} and ${clients.nextFollowUpAt} < ${now.toISOString()}::timestamptz`,
    },
    {
      key: sql`${clients.nextFollowUpAt}`,
      where: sql`${followUp} and ${clients.nextFollowUpAt} >= ${now.toISOString()}::timestamptz
        and ${clients.nextFollowUpAt} < ${endOfToday.toISOString()}::timestamptz`,
    },
    { key: sql`${clients.createdAt}`, where: sql`${NEVER_CALLED} and ${mine}` },
  ];
}

type Row = { json: ClientJson; g: number; key_at: string; id: string };

/**
 * GET /api/work-queue: overdue follow-ups (oldest first), those due later today in the
 * organisation's time zone, then new clients never called (oldest first), with each group's count
 * and a keyset cursor that runs across the groups.
 */
export async function workQueue({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: SessionUser;
  query: WorkQueueQuery;
}): Promise<WorkQueue> {
  const owner = ownerCondition(actor, query.agentId);
  const after: TimeIdCursor | null = query.after ? decodeTimeIdCursor(query.after, 'after') : null;
  const { timeZone } = await readSettingsSection(db, 'calling');
  const now = new Date();
  const { end } = dayBoundsIn(calendarDayIn(now, timeZone), timeZone);
  const all = groups(owner, now, end);
  const take = query.limit + 1;

  const branches = all.flatMap((group, g) => {
    if (after && g < after.tag) return [];
    const keyset =
      after && g === after.tag
        ? sql` and (${group.key}, ${clients.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql``;
    return [
      sql`(select ${sql.raw(String(g))} as g, ${group.key} as k, ${clients.id} as page_id from ${clients}
        where ${group.where}${keyset} order by ${group.key}, ${clients.id} limit ${sql.raw(String(take))})`,
    ];
  });
  const itemsQuery =
    branches.length === 0
      ? Promise.resolve([])
      : rowsOf<Row>(
          db,
          sql`with page as (select * from (${sql.join(branches, sql` union all `)}) q order by g, k, page_id
              limit ${sql.raw(String(take))})
            select page.g, ${cursorTime(sql`page.k`)} as key_at, ${clients.id} as id, ${CLIENT_JSON} as json
            from page join ${clients} on ${clients.id} = page.page_id left join ${user} on ${eq(user.id, clients.agentId)}
            order by page.g, page.k, page.page_id`,
          { prepared: true },
        );
  const [rows, [counts]] = await Promise.all([
    itemsQuery,
    rowsOf<WorkQueue['counts']>(
      db,
      sql`select ${sql.join(
        ['overdue', 'dueToday', 'neverCalled'].map(
          (name, g) =>
            sql`(select count(*)::int from ${clients} where ${all[g]?.where ?? sql`false`}) as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )}`,
      { prepared: true },
    ),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => parseClientJson(row.json)),
    counts: counts ?? { overdue: 0, dueToday: 0, neverCalled: 0 },
    nextCursor:
      rows.length > query.limit && last
        ? encodeTimeIdCursor({ tag: last.g, at: last.key_at, id: last.id })
        : null,
  };
}
