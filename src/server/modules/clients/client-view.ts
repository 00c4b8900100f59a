import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { renderedOnce, rowsOf } from '#server/db/raw-rows';
import { clientNotes, clientStatusEvents, clients, invoices, user } from '#server/db/schema';
import { agentDisplayNameSql } from '#server/modules/agents/agent-display-name-sql';
import { PLAN_IDS } from '#shared/domain';
import { ACTIVITY_PREVIEW_SIZE } from '#shared/schemas/activity';
import type { Client } from '#shared/schemas/clients';
import { activityCount, activityJson, idleDaysSql, iso, jsonArray, jsonObject } from './activity-sql';
import { clientScope } from './client-scope';

/**
 * A client's child rows as one compact JSON array, newest first (the client card's order, spec
 * §2): the latest `limit`, or all. Correlated to the client row, so a page of clients and its
 * children are one statement.
 */
function children(
  table: typeof clientNotes | typeof clientStatusEvents | typeof invoices,
  fields: SQL,
  where: SQL | undefined,
  order: SQL,
  limit: number | null,
) {
  const window = limit === null ? sql`` : sql` limit ${sql.raw(String(limit))}`;
  return sql`${jsonArray(sql`select row_to_json(c) as json from (select ${fields} from ${table}
    where ${and(eq(table.clientId, clients.id), where)} order by ${order}${window}) c`)}::json`;
}

/**
 * A client as the API shows it, as compact JSON text built by the database (docs/decisions/0033):
 * fields in the schema's order, exactly what `JSON.stringify` of the object would write, so a
 * list is sent as the database wrote it. Never the password, only whether one is stored. The
 * timeline (and the notes and history it merges) is whole in the detail, and only its latest
 * entries elsewhere, so a client with 1,500 notes does not make a list page megabytes (issue 14).
 * Selected over `clients` left-joined to `user` (the agent).
 */
function viewJson(limit: number | null) {
  const planIds = sql.raw(PLAN_IDS.map((p) => `'${p}'`).join(', '));
  return renderedOnce(sql`(select row_to_json(v)::text from (select ${clients.id} as id, ${clients.name} as name,
  ${clients.email} as email, ${clients.phone} as phone, ${clients.country} as country,
  ${clients.status} as status, ${clients.agentId} as "agentId",
  case when ${clients.agentId} is not null then ${agentDisplayNameSql(clients.agentId, user.name)} end as "agentName",
  ${iso(clients.createdAt)} as "createdAt", ${iso(clients.updatedAt)} as "updatedAt",
  ${clients.version} as version, ${clients.callCount} as "callCount",
  ${iso(clients.lastContactAt)} as "lastContactAt", ${iso(clients.nextFollowUpAt)} as "nextFollowUpAt",
  ${idleDaysSql(clients.status, clients.lastContactAt)} as "idleDays",
  ${activityJson(clients.id, limit)} as activity,
  ${activityCount(clients.id, clients.callCount)} as "activityCount",
  ${children(
    clientNotes,
    sql`${clientNotes.id} as id, ${clientNotes.text} as text, ${iso(clientNotes.createdAt)} as "createdAt",
      ${clientNotes.authorName} as "authorName"`,
    undefined,
    sql`${clientNotes.createdAt} desc, ${clientNotes.id} desc`,
    limit,
  )} as notes,
  ${children(
    clientStatusEvents,
    sql`${clientStatusEvents.status} as status, ${iso(clientStatusEvents.changedAt)} as "changedAt",
      ${clientStatusEvents.actorName} as by`,
    undefined,
    sql`${clientStatusEvents.changedAt} desc, ${clientStatusEvents.id} desc`,
    limit,
  )} as history,
  ${children(
    invoices,
    // A plan outside today's catalogue is left out; the amount is a JSON number.
    sql`${invoices.id} as id, ${invoices.plan} as plan, ${invoices.amount}::float8 as amount,
      ${iso(invoices.issuedAt)} as date`,
    sql`${invoices.plan} in (${planIds})`,
    sql`${invoices.issuedAt} desc, ${invoices.id} desc`,
    null,
  )} as invoices,
  ${jsonObject(
    sql`select ${clients.tradingAccountId} as id, ${clients.tradingAccountServer} as server,
      (${clients.tradingAccountPassword} is not null) as "hasPassword"`,
  )} as "tradingAccount",
  ${clients.utmSource} as "utmSource", ${clients.utmMedium} as "utmMedium",
  ${clients.utmCampaign} as "utmCampaign") v)`);
}

/** JSON text of a client as `Client` (the schema), written by the database. */
export type ClientJson = string & { readonly clientJson: true };

/** A client in a list or a write's answer, as JSON text: the latest few timeline entries. */
export const CLIENT_JSON = viewJson(ACTIVITY_PREVIEW_SIZE);
/** A client in `GET /api/clients/:id`, as JSON text: the whole timeline. */
const CLIENT_DETAIL_JSON = viewJson(null);

/** A JSON array of clients' JSON texts, as they came from the database. */
export function clientArrayJson(items: readonly ClientJson[]): string {
  return `[${items.join(',')}]`;
}

/** The client a JSON text shows, as an object (write answers, tests). */
export function parseClientJson(json: ClientJson): Client {
  return JSON.parse(json) as Client;
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
  const [row] = await rowsOf<{ json: ClientJson }>(
    db,
    sql`select ${full ? CLIENT_DETAIL_JSON : CLIENT_JSON} as json from ${clients} left join ${user} on ${eq(user.id, clients.agentId)}
      where ${where}`,
    { prepared: true },
  );
  return row ? parseClientJson(row.json) : null;
}
