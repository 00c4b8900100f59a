import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import { CLIENT_JSON, type ClientJson, parseClientJson } from '#server/modules/clients/client-view';
import {
  cursorTime,
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  type TimeIdCursor,
} from '#server/modules/clients/time-id-cursor';
import { CLIENT_STATUSES, type ClientStatus, MESSAGES } from '#shared/domain';
import type { BoardCardsPage, BoardCardsQuery } from '#shared/schemas/board';
import { boardFilterParts } from './board-filters';

type CardRow = { json: ClientJson; key_at: string; id: string };

/**
 * The page's cursor names its column by the status's place in the pipeline, so a cursor from
 * another column is refused rather than read as a position in this one.
 */
function decodeCursor(after: string, status: ClientStatus): TimeIdCursor {
  const cursor = decodeTimeIdCursor(after, 'after');
  if (CLIENT_STATUSES[cursor.tag] !== status) {
    throw new AppError(400, 'bad_request', MESSAGES.invalidCursor, { after: MESSAGES.invalidCursor });
  }
  return cursor;
}

/** Cards after the cursor in the column's order: last changed first, then by id. */
const afterCursor = (cursor: TimeIdCursor | null): SQL | undefined =>
  cursor
    ? sql`(${clients.updatedAt}, ${clients.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/**
 * The CTE `page` (ids and sort keys of the page's cards, one more than the limit to tell whether
 * another page follows).
 * - Without an admin's search: read in order from clients_agent_status_updated_idx (one agent's or
 *   the unassigned) or clients_status_updated_idx (everyone's), stopping at the page's end; an
 *   agent's search filters that walk, which is never longer than the agent's own column.
 * - With an admin's search: the column's matches are gathered once, each way of matching from its
 *   own index (the client list's union), then sorted; walking the ordered index looking for rare
 *   matches would read the whole column of a million clients.
 */
function pageCte(
  parts: { base: SQL | undefined; alternatives: SQL[] | null },
  cursor: SQL | undefined,
  take: number,
) {
  const window = sql`limit ${sql.raw(String(take))}`;
  if (parts.alternatives === null) {
    return sql`page as (select ${clients.id} as page_id, ${clients.updatedAt} as page_key from ${clients}
      where ${and(parts.base, cursor) ?? sql`true`} order by ${clients.updatedAt} desc, ${clients.id} desc ${window})`;
  }
  const branches = parts.alternatives.map(
    (alternative) =>
      sql`select ${clients.id} as id, ${clients.updatedAt} as updated_at from ${clients}
        where ${and(parts.base, alternative, cursor) ?? sql`true`}`,
  );
  return sql`matches as materialized (${sql.join(branches, sql` union `)}),
    page as (select id as page_id, updated_at as page_key from matches
      order by updated_at desc, id desc ${window})`;
}

/** GET /api/board/cards: one column's cards in keyset pages, as GET /api/clients shows clients. */
export async function boardCards({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: SessionUser;
  query: BoardCardsQuery;
}): Promise<BoardCardsPage> {
  const cursor = query.after ? decodeCursor(query.after, query.status) : null;
  const parts = await boardFilterParts(db, actor, query);
  // An agent's search is part of `base`, read within the agent's column; an admin's comes as
  // alternatives, each a branch of its own.
  const column = {
    base: and(parts.base, eq(clients.status, query.status)),
    alternatives: parts.alternatives,
  };
  const take = query.limit + 1;
  const rows = await rowsOf<CardRow>(
    db,
    sql`with ${pageCte(column, afterCursor(cursor), take)}
      select ${cursorTime(sql`page.page_key`)} as key_at, ${clients.id} as id, ${CLIENT_JSON} as json
      from page join ${clients} on ${clients.id} = page.page_id left join ${user} on ${eq(user.id, clients.agentId)}
      order by page.page_key desc, page.page_id desc`,
    // A search's best plan depends on how common its pattern is; other shapes plan once.
    { prepared: !query.search },
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => parseClientJson(row.json)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeTimeIdCursor({ tag: CLIENT_STATUSES.indexOf(query.status), at: last.key_at, id: last.id })
        : null,
  };
}
