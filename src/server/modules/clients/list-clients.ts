import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { RenderedStatements, renderedOnce, rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import type { ListClientsQuery } from '#shared/schemas/clients';
import { type ClientFilterParts, clientFilterParts, filterCondition } from './client-filters';
import { clientScope } from './client-scope';
import { countedTotal } from './client-totals';
import { CLIENT_JSON, type ClientJson, clientArrayJson } from './client-view';

type PageRow = { total: number; json: ClientJson | null };

/** Page statements by actor and query: without a search or the idle filter, those two decide it. */
const renderedPages = new RenderedStatements();

// The list statement's fixed parts, rendered to text once: drizzle walks every chunk of a template
// on each use, which was about half the CPU of building an agent's page-1 statement.
const PAGE_FROM = renderedOnce(
  sql`select ${clients.id} as page_id, ${clients.createdAt} as page_created from ${clients} where`,
);
const NEWEST_FIRST = renderedOnce(sql`order by ${clients.createdAt} desc, ${clients.id} desc`);
const PAGE_CLIENTS = renderedOnce(sql`v.json from (select 1) as one left join lateral (
  select row_number() over (order by page_created desc, page_id desc) as position, ${CLIENT_JSON} as json
  from page join ${clients} on ${clients.id} = page_id left join ${user} on ${eq(user.id, clients.agentId)}
) v on true
order by v.position`);

/**
 * How many idle clients match: counted, since being idle changes with the clock and no counter can
 * follow it; status by status, each from its own index range (clients_agent_status_contact_idx
 * for one agent, clients_status_contact_idx for all).
 */
function idleTotal(actor: SessionUser, query: ListClientsQuery, idle: SQL[]): SQL {
  const scope = clientScope('clients', actor, query);
  const counts = idle.map(
    (condition) => sql`select count(*) as n from ${clients} where ${and(scope, condition)}`,
  );
  return sql`(select coalesce(sum(n), 0)::int from (${sql.join(counts, sql` union all `)}) idle)`;
}

/**
 * The CTEs that choose a page (`page`: ids and sort keys) and the SQL of the list's total.
 * - Without a search: the page comes from an index alone and the total from client_counts (the idle
 *   filter counts its matches).
 * - With a search: the matches are gathered once and both the page and the count are taken from
 *   them; the newest-first index would otherwise be walked row by row looking for rare matches.
 * The page size is written into the statement so a cached plan knows how few rows it returns.
 */
function pageAndTotal(actor: SessionUser, query: ListClientsQuery, parts: ClientFilterParts) {
  const offset = (query.page - 1) * query.pageSize;
  const window = sql`limit ${sql.raw(String(query.pageSize))}${offset > 0 ? sql` offset ${offset}` : sql``}`;
  if (!query.search) {
    const where = filterCondition(parts) ?? sql`true`;
    return {
      ctes: sql`page as (${PAGE_FROM} ${where} ${NEWEST_FIRST} ${window})`,
      // A source (issue 17) is counted from its own index (clients_utm_source_created_idx).
      total: query.source
        ? sql`(select count(*)::int from ${clients} where ${where})`
        : parts.idle
          ? idleTotal(actor, query, parts.idle)
          : countedTotal(actor, query),
    };
  }
  // Each way of matching is its own branch with its own index; UNION drops the doubles.
  const branches = (parts.alternatives ?? [undefined]).map(
    (alternative) =>
      sql`select ${clients.id} as id, ${clients.createdAt} as created_at from ${clients}
        where ${and(parts.base, alternative) ?? sql`true`}`,
  );
  const matches = sql.join(branches, sql` union `);
  return {
    ctes: sql`matches as materialized (${matches}),
      page as (
        select id as page_id, created_at as page_created from matches order by created_at desc, id desc ${window})`,
    total: sql`(select count(*)::int from matches)`,
  };
}

/**
 * One page of clients, newest first, with the total that matches (spec §9: pages = ceil(total /
 * size)), in one statement, as the JSON text of `ClientListPage`: the clients are written by the
 * database (client-view.ts) and sent as written (docs/decisions/0033). The page's ids are found
 * first, then only those rows are read with their children: deep pages skip index entries, not
 * table rows (docs/decisions/0009). A page past the end still yields one row, carrying the total.
 */
export async function listClientsJson({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: SessionUser;
  query: ListClientsQuery;
}): Promise<string> {
  const build = async () => {
    const parts = await clientFilterParts(db, actor, query);
    const { ctes, total } = pageAndTotal(actor, query, parts);
    return sql`with ${ctes} select ${total} as total, ${PAGE_CLIENTS}`;
  };
  // A search's best plan depends on how common its pattern is; other shapes plan once. The idle
  // filter reads its days from the settings; any other list's statement follows from who asks what.
  const rows =
    query.search || query.idle
      ? await rowsOf<PageRow>(db, await build(), { prepared: !query.search })
      : await renderedPages.rows<PageRow>(db, `${actor.role} ${actor.id} ${JSON.stringify(query)}`, build);
  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap((row) => (row.json === null ? [] : [row.json]));
  // The schema's order: items, total, page, pageSize, pageCount.
  return `{"items":${clientArrayJson(items)},"total":${total},"page":${query.page},"pageSize":${query.pageSize},"pageCount":${Math.ceil(total / query.pageSize)}}`;
}
