import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { renderedOnce, rowsOf } from '#server/db/raw-rows';
import {
  type ClientRecord,
  clientNotes,
  clientStatusEvents,
  clients,
  invoices,
  user,
} from '#server/db/schema';
import { agentDisplayName, isPlanId } from '#shared/domain';
import { ACTIVITY_PREVIEW_SIZE } from '#shared/schemas/activity';
import type { Client, ClientInvoice } from '#shared/schemas/clients';
import { activityCount, activityJson, idleDaysSql, iso } from './activity-sql';
import { clientScope } from './client-scope';

/**
 * A client's child rows as one JSON array, newest first (the client card's order, spec §2): the
 * latest `limit`, or all. Correlated to the client row, so a page of clients and its children are
 * one statement.
 */
function children(
  table: typeof clientNotes | typeof clientStatusEvents | typeof invoices,
  fields: SQL,
  order: SQL,
  limit: number | null,
) {
  const window = limit === null ? sql`` : sql` limit ${sql.raw(String(limit))}`;
  return sql`(select coalesce(json_agg(c.entry), '[]'::json) from (select json_build_object(${fields}) as entry
    from ${table} where ${table.clientId} = ${clients.id} order by ${order}${window}) c)`;
}

/**
 * Columns of a client as the API shows it: never the password, only whether one is stored. The
 * timeline (and the notes and history it merges) is whole in the detail, and only its latest
 * entries elsewhere, so a client with 1,500 notes does not make a list page megabytes (issue 14).
 */
function viewColumns(limit: number | null) {
  return renderedOnce(sql`${clients.id} as id, ${clients.name} as name,
  ${clients.email} as email, ${clients.phone} as phone, ${clients.country} as country,
  ${clients.status} as status, ${clients.agentId} as "agentId", ${user.name} as "agentName",
  ${iso(clients.createdAt)} as "createdAt", ${iso(clients.updatedAt)} as "updatedAt",
  ${clients.version} as version, ${clients.callCount} as "callCount",
  ${iso(clients.lastContactAt)} as "lastContactAt", ${iso(clients.nextFollowUpAt)} as "nextFollowUpAt",
  ${idleDaysSql(clients.status, clients.lastContactAt)} as "idleDays",
  ${activityJson(clients.id, limit)} as activity,
  ${activityCount(clients.id, clients.callCount)} as "activityCount",
  ${clients.tradingAccountId} as "tradingAccountId",
  ${clients.tradingAccountServer} as "tradingAccountServer",
  ${clients.utmSource} as "utmSource", ${clients.utmMedium} as "utmMedium",
  ${clients.utmCampaign} as "utmCampaign",
  (${clients.tradingAccountPassword} is not null) as "hasPassword",
  ${children(
    clientNotes,
    sql`'id', ${clientNotes.id}, 'text', ${clientNotes.text}, 'createdAt', ${iso(clientNotes.createdAt)},
      'authorName', ${clientNotes.authorName}`,
    sql`${clientNotes.createdAt} desc, ${clientNotes.id} desc`,
    limit,
  )} as notes,
  ${children(
    clientStatusEvents,
    sql`'status', ${clientStatusEvents.status}, 'changedAt', ${iso(clientStatusEvents.changedAt)},
      'by', ${clientStatusEvents.actorName}`,
    sql`${clientStatusEvents.changedAt} desc, ${clientStatusEvents.id} desc`,
    limit,
  )} as history,
  ${children(
    invoices,
    sql`'id', ${invoices.id}, 'plan', ${invoices.plan}, 'amount', ${invoices.amount},
      'date', ${iso(invoices.issuedAt)}`,
    sql`${invoices.issuedAt} desc, ${invoices.id} desc`,
    null,
  )} as invoices`);
}

/** A client in a list or a write's answer: the latest few timeline entries. */
export const CLIENT_VIEW_COLUMNS = viewColumns(ACTIVITY_PREVIEW_SIZE);
/** A client in `GET /api/clients/:id`: the whole timeline. */
const CLIENT_DETAIL_COLUMNS = viewColumns(null);

type ViewedColumn =
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'country'
  | 'status'
  | 'agentId'
  | 'version'
  | 'tradingAccountId'
  | 'tradingAccountServer'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign';

/** A row selected with CLIENT_VIEW_COLUMNS: stored fields as stored, timestamps already ISO text. */
export type ClientViewRow = Pick<ClientRecord, ViewedColumn> &
  Pick<
    Client,
    | 'createdAt'
    | 'updatedAt'
    | 'callCount'
    | 'lastContactAt'
    | 'nextFollowUpAt'
    | 'idleDays'
    | 'activity'
    | 'activityCount'
    | 'notes'
    | 'history'
  > & {
    agentName: string | null;
    hasPassword: boolean;
    /** As stored: a plan outside today's catalogue is dropped, the amount is numeric text or a number. */
    invoices: (Omit<ClientInvoice, 'plan' | 'amount'> & { plan: string; amount: number | string })[];
  };

export function toClient(row: ClientViewRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    status: row.status,
    agentId: row.agentId,
    agentName: row.agentId ? agentDisplayName({ id: row.agentId, name: row.agentName }) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    callCount: row.callCount,
    lastContactAt: row.lastContactAt,
    nextFollowUpAt: row.nextFollowUpAt,
    idleDays: row.idleDays,
    activity: row.activity,
    activityCount: row.activityCount,
    notes: row.notes,
    history: row.history,
    invoices: row.invoices.flatMap((i): ClientInvoice[] =>
      isPlanId(i.plan) ? [{ id: i.id, plan: i.plan, amount: Number(i.amount), date: i.date }] : [],
    ),
    tradingAccount: {
      id: row.tradingAccountId,
      server: row.tradingAccountServer,
      hasPassword: row.hasPassword,
    },
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
  };
}

/**
 * One client as the API shows it; null when it does not exist or `viewer` may not see it. `full`
 * gives the whole timeline (the detail), else its latest entries (a write's answer).
 */
export async function loadClientView(
  db: Db,
  id: string,
  viewer?: SessionUser,
  { full = false }: { full?: boolean } = {},
): Promise<Client | null> {
  const where = and(eq(clients.id, id), viewer ? clientScope('clients', viewer) : undefined);
  const [row] = await rowsOf<ClientViewRow>(
    db,
    sql`select ${full ? CLIENT_DETAIL_COLUMNS : CLIENT_VIEW_COLUMNS} from ${clients} left join ${user} on ${eq(user.id, clients.agentId)}
      where ${where}`,
    { prepared: true },
  );
  return row ? toClient(row) : null;
}
