import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { clientCalls, clientNotes, clientStatusEvents, settings } from '#server/db/schema';
import { IDLE_STATUSES } from '#shared/domain';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds), so no row needs a Date. */
export const iso = (column: AnyColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where a page of the timeline ends: the entry's time to the microsecond, and its id. */
export type ActivityKey = { at: string; id: string };

/**
 * One row's fields as a compact JSON object (`{"a":1,"b":"x"}`, exactly as `JSON.stringify` writes
 * it), keys in the order `fields` selects them: `fields` is a select list over the outer row.
 */
export const jsonObject = (fields: SQL) => sql`(select row_to_json(o) from (${fields}) o)`;

/**
 * Compact JSON array text of a subquery's `json` column, in the subquery's order (`[]` for none).
 * Cast to json where it is embedded in another object, so it is embedded as JSON, not as a string.
 */
export const jsonArray = (rows: SQL) =>
  sql`(select coalesce('[' || string_agg(r.json::text, ',') || ']', '[]') from (${rows}) r)`;

/**
 * One client's timeline entries as rows `(at, id, entry)`, each of the three kinds read newest
 * first from its own (client_id, time DESC, id DESC) index; `limit` caps each kind, since no more
 * of one kind than the whole page can be on it; `before` starts after a page's last entry.
 */
export function activityRows(clientId: SQL | AnyColumn, limit: number | null, before?: ActivityKey): SQL {
  const window = limit === null ? sql`` : sql` limit ${sql.raw(String(limit))}`;
  const branch = (table: SQL, at: AnyColumn, id: AnyColumn, client: AnyColumn, fields: SQL) =>
    sql`(select ${at} as at, ${id} as id, ${jsonObject(fields)} as entry from ${table} where ${client} = ${clientId}
      ${before ? sql`and (${at}, ${id}) < (${before.at}::timestamptz, ${before.id}::uuid)` : sql``}
      order by ${at} desc, ${id} desc${window})`;
  const n = clientNotes;
  const e = clientStatusEvents;
  const c = clientCalls;
  return sql`${branch(
    sql`${n}`,
    n.createdAt,
    n.id,
    n.clientId,
    sql`select 'note' as kind, ${n.id} as id, ${iso(n.createdAt)} as at, ${n.authorName} as by, ${n.text} as text`,
  )} union all ${branch(
    sql`${e}`,
    e.changedAt,
    e.id,
    e.clientId,
    sql`select 'status' as kind, ${e.id} as id, ${iso(e.changedAt)} as at, ${e.actorName} as by,
      ${e.status} as status`,
  )} union all ${branch(
    sql`${c}`,
    c.createdAt,
    c.id,
    c.clientId,
    sql`select 'call' as kind, ${c.id} as id, ${iso(c.createdAt)} as at, ${c.agentName} as by,
      ${c.outcome} as outcome, ${c.durationSeconds} as "durationSeconds", ${c.note} as note`,
  )}`;
}

/** The timeline as one JSON array, newest first: the latest `limit` entries, or all of them. */
export function activityJson(clientId: AnyColumn, limit: number | null): SQL {
  const window = limit === null ? sql`` : sql` limit ${sql.raw(String(limit))}`;
  return sql`(select coalesce('[' || string_agg(t.entry::text, ',' order by t.at desc, t.id desc) || ']', '[]')::json
    from (select * from (${activityRows(clientId, limit)}) a order by at desc, id desc${window}) t)`;
}

/** How many entries the whole timeline has; calls are counted on the client row. */
export function activityCount(clientId: AnyColumn, callCount: AnyColumn): SQL {
  return sql`((select count(*) from ${clientNotes} where ${clientNotes.clientId} = ${clientId})
    + (select count(*) from ${clientStatusEvents} where ${clientStatusEvents.clientId} = ${clientId})
    + ${callCount})::int`;
}

const DEFAULT_IDLE_DAYS = SETTINGS_DEFAULTS.calling.idleDays;

/**
 * A status's idle days in SQL: the admin's stored value, else the default. The stored section is
 * read by an uncorrelated subquery, which PostgreSQL runs once per statement, so a list shows a
 * settings change at once without a separate read.
 */
function idleDaysFor(status: AnyColumn): SQL {
  const defaults = sql.raw(IDLE_STATUSES.map((s) => `when '${s}' then ${DEFAULT_IDLE_DAYS[s]}`).join(' '));
  return sql`coalesce(((select ${settings.value} -> 'idleDays' from ${settings} where ${settings.key} = 'calling')
    ->> ${status})::int, case ${status} ${defaults} end)`;
}

/** Whole days since the last contact when the client is idle (issue 14), else null. */
export function idleDaysSql(status: AnyColumn, lastContactAt: AnyColumn): SQL {
  return sql`case when ${status} in (${sql.raw(IDLE_STATUSES.map((s) => `'${s}'`).join(', '))})
    and ${lastContactAt} < now() - make_interval(days => ${idleDaysFor(status)})
    then floor(extract(epoch from now() - ${lastContactAt}) / 86400)::int end`;
}
