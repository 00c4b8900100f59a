import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

export type OriginalCursor = { createdAt: string; id: string };
export const ORIGINAL_PAGE_ROWS = 1000;

/**
 * One page of "every client of the scope" in the original product's row shape (spec §5: notes,
 * history and invoices stored inside the client, the trading password in the row). Read by
 * keyset, which is kinder to the original than the OFFSET paging its hosted backend used.
 */
export async function originalPage(db: Db, agentId: string | null, after: OriginalCursor | null) {
  const scope = agentId ? sql`c.agent_id = ${agentId}` : sql`true`;
  const from = after
    ? sql`(c.created_at, c.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const result: unknown = await db.execute(sql`
    select c.id, c.name, c.email, c.phone, c.country, c.status, c.agent_id, u.name as agent_name,
      c.created_at::text as created_at, c.trading_account_id, c.trading_account_password,
      c.trading_account_server,
      coalesce((select json_agg(json_build_object('text', n.text, 'createdAt', n.created_at)
        order by n.created_at) from client_notes n where n.client_id = c.id), '[]') as notes,
      coalesce((select json_agg(json_build_object('status', e.status, 'changedAt', e.changed_at,
        'by', e.actor_name) order by e.changed_at) from client_status_events e where e.client_id = c.id),
        '[]') as history,
      coalesce((select json_agg(json_build_object('plan', i.plan, 'amount', i.amount,
        'date', i.issued_at) order by i.issued_at) from invoices i where i.client_id = c.id), '[]') as invoices
    from clients c left join "user" u on u.id = c.agent_id
    where ${scope} and ${from}
    order by c.created_at desc, c.id desc limit ${ORIGINAL_PAGE_ROWS}`);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  if (!Array.isArray(rows)) throw new Error('unexpected query result');
  return rows;
}
