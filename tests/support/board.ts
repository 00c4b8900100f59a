import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/raw-rows';
import { CLIENT_STATUSES, type ClientStatus } from '#shared/domain';
import type { BoardCardsPage, BoardColumn, BoardColumns } from '#shared/schemas/board';
import type { Actor } from './clients';
import type { TestApp } from './test-app';

const queryString = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

export function boardRequest(
  t: TestApp,
  actor: Actor,
  what: 'columns' | 'cards',
  query: Record<string, string | number> = {},
) {
  const qs = queryString(query);
  return t.request({ method: 'GET', url: `/api/board/${what}${qs ? `?${qs}` : ''}`, cookie: actor.cookie });
}

/** The columns as `{ status: [count, amount] }`, failing on anything but 200. */
export async function columnFigures(
  t: TestApp,
  actor: Actor,
  query: Record<string, string> = {},
): Promise<Record<ClientStatus, [number, number]>> {
  const res = await boardRequest(t, actor, 'columns', query);
  if (res.statusCode !== 200) throw new Error(`columns failed: ${res.statusCode} ${res.body}`);
  const { columns } = res.json<BoardColumns>();
  return Object.fromEntries(columns.map((c: BoardColumn) => [c.status, [c.count, c.amount]])) as Record<
    ClientStatus,
    [number, number]
  >;
}

/** Every status at [0, 0] but those given: a hand-computed board. */
export function expectedBoard(
  figures: Partial<Record<ClientStatus, [number, number]>>,
): Record<ClientStatus, [number, number]> {
  return Object.fromEntries(CLIENT_STATUSES.map((s) => [s, figures[s] ?? [0, 0]])) as Record<
    ClientStatus,
    [number, number]
  >;
}

/** Every card of a column, page after page; the ids in the order served. */
export async function walkColumn(
  t: TestApp,
  actor: Actor,
  query: Record<string, string | number>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const res = await boardRequest(t, actor, 'cards', { ...query, ...(after ? { after } : {}) });
    if (res.statusCode !== 200) throw new Error(`cards failed: ${res.statusCode} ${res.body}`);
    const page = res.json<BoardCardsPage>();
    ids.push(...page.items.map((c) => c.id));
    after = page.nextCursor;
    pages += 1;
  } while (after !== null && pages < 1000);
  return { ids, pages };
}

type Figures = { agent_key: string; status: string; n: number; amount: string };

/** The maintained counts and sums next to a GROUP BY over clients and their invoices. */
export async function keptAndTruth(t: TestApp) {
  const kept = await rowsOf<Figures>(
    t.database.db,
    sql`select agent_key, status, n::int as n, amount::text as amount from client_counts
      where n <> 0 or amount <> 0 order by 1, 2`,
  );
  const truth = await rowsOf<Figures>(
    t.database.db,
    sql`select coalesce(c.agent_id, '') as agent_key, c.status, count(*)::int as n,
        coalesce(sum(i.total), 0)::numeric(18, 2)::text as amount
      from clients c left join (select client_id, sum(amount) as total from invoices group by 1) i
        on i.client_id = c.id
      group by 1, 2 order by 1, 2`,
  );
  const totals = await rowsOf<{ wrong: number }>(
    t.database.db,
    sql`select count(*)::int as wrong from clients c
      where c.invoice_total <> coalesce((select sum(amount) from invoices i where i.client_id = c.id), 0)`,
  );
  return { kept, truth, wrongTotals: totals[0]?.wrong ?? -1 };
}
