import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
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
import type { Client, ClientInvoice } from '#shared/schemas/clients';
import { clientScope } from './client-scope';

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds), so no row needs a Date. */
const iso = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A client's child rows as one JSON array, newest first (the client card's order, spec §2).
 * Correlated to the client row, so a page of clients and its children are one statement.
 */
function children(
  table: typeof clientNotes | typeof clientStatusEvents | typeof invoices,
  fields: SQL,
  order: SQL,
) {
  return sql`(select coalesce(json_agg(json_build_object(${fields}) order by ${order}), '[]'::json)
    from ${table} where ${table.clientId} = ${clients.id})`;
}

/** Columns of a client as the API shows it: never the password, only whether one is stored. */
export const CLIENT_VIEW_COLUMNS = renderedOnce(sql`${clients.id} as id, ${clients.name} as name,
  ${clients.email} as email, ${clients.phone} as phone, ${clients.country} as country,
  ${clients.status} as status, ${clients.agentId} as "agentId", ${user.name} as "agentName",
  ${iso(clients.createdAt)} as "createdAt", ${iso(clients.updatedAt)} as "updatedAt",
  ${clients.version} as version, ${clients.tradingAccountId} as "tradingAccountId",
  ${clients.tradingAccountServer} as "tradingAccountServer",
  (${clients.tradingAccountPassword} is not null) as "hasPassword",
  ${children(
    clientNotes,
    sql`'id', ${clientNotes.id}, 'text', ${clientNotes.text}, 'createdAt', ${iso(clientNotes.createdAt)},
      'authorName', ${clientNotes.authorName}`,
    sql`${clientNotes.createdAt} desc, ${clientNotes.id} desc`,
  )} as notes,
  ${children(
    clientStatusEvents,
    sql`'status', ${clientStatusEvents.status}, 'changedAt', ${iso(clientStatusEvents.changedAt)},
      'by', ${clientStatusEvents.actorName}`,
    sql`${clientStatusEvents.changedAt} desc, ${clientStatusEvents.id} desc`,
  )} as history,
  ${children(
    invoices,
    sql`'id', ${invoices.id}, 'plan', ${invoices.plan}, 'amount', ${invoices.amount},
      'date', ${iso(invoices.issuedAt)}`,
    sql`${invoices.issuedAt} desc, ${invoices.id} desc`,
  )} as invoices`);

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
  | 'tradingAccountServer';

/** A row selected with CLIENT_VIEW_COLUMNS: stored fields as stored, timestamps already ISO text. */
export type ClientViewRow = Pick<ClientRecord, ViewedColumn> &
  Pick<Client, 'createdAt' | 'updatedAt' | 'notes' | 'history'> & {
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
  };
}

/** One client as the API shows it; null when it does not exist or `viewer` may not see it. */
export async function loadClientView(db: Db, id: string, viewer?: SessionUser): Promise<Client | null> {
  const where = and(eq(clients.id, id), viewer ? clientScope('clients', viewer) : undefined);
  const [row] = await rowsOf<ClientViewRow>(
    db,
    sql`select ${CLIENT_VIEW_COLUMNS} from ${clients} left join ${user} on ${eq(user.id, clients.agentId)}
      where ${where}`,
    { prepared: true },
  );
  return row ? toClient(row) : null;
}
