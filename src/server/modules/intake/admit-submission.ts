import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import type { IntakeTargetMode } from '#shared/schemas/intake';

/** Statuses that no longer count toward an agent's load ("open clients"). */
const CLOSED_STATUSES = ['not-interested', 'closed-client'];

export type AdmittedForm = {
  id: string;
  name: string;
  targetMode: IntakeTargetMode;
  /** Every agent the form names, also those since removed: the scope of the repeat check. */
  agentIds: string[];
  allowedOrigins: string[];
  perIpPerMinute: number;
  perFormPerMinute: number;
  originAllowed: boolean;
  /** This minute's requests from this address to this form, and to the form; null when not counted. */
  ipHits: number | null;
  formHits: number | null;
  /** The agents still there, in the form's order. */
  liveAgentIds: string[] | null;
  /** The round robin's position after this request. */
  handedOut: number | null;
  /** For least-loaded forms: the live agent with the fewest open clients. */
  leastLoaded: string | null;
};

/**
 * One statement per submission before any write (docs/decisions/0032): the enabled form by its
 * key, whether the Origin is allowed, and, only then, this minute's hits counted per address and
 * per form (in the database, so every instance shares them), the round robin's next position and
 * the least-loaded agent (from the per-agent counts the clients triggers keep, decision 0008).
 */
export async function admitSubmission(
  db: Db,
  { key, origin, ip }: { key: string; origin: string; ip: string },
): Promise<AdmittedForm | null> {
  const [row] = await rowsOf<AdmittedForm>(
    db,
    sql`with f as (
        select id, name, target_mode, agent_ids, allowed_origins, per_ip_per_minute, per_form_per_minute,
          (${origin}::text = any(allowed_origins)) as origin_allowed
        from intake_forms where key = ${key} and enabled),
      hits as (
        insert into intake_rate_limits (bucket, window_start, hits)
        select v.bucket, date_trunc('minute', now()), 1
        from f cross join lateral (values ('ip:' || f.id || ':' || ${ip}::text), ('form:' || f.id)) v(bucket)
        where f.origin_allowed
        on conflict (bucket, window_start) do update set hits = intake_rate_limits.hits + 1
        returning bucket, hits),
      rr as (
        update intake_forms set handed_out = handed_out + 1
        where id = (select id from f where origin_allowed and target_mode = 'round-robin')
        returning handed_out),
      -- Counters a crash may lose without harm: this statement's commit does not wait for the WAL flush.
      relaxed as (select set_config('synchronous_commit', 'off', true)),
      live as (
        select array_agg(u.id order by array_position(f.agent_ids, u.id)) as ids
        from f join "user" u on u.id = any(f.agent_ids) and (u.role is null or u.role = 'agent'))
      select f.id, f.name, f.target_mode as "targetMode", f.agent_ids as "agentIds",
        f.allowed_origins as "allowedOrigins", f.per_ip_per_minute as "perIpPerMinute",
        f.per_form_per_minute as "perFormPerMinute", f.origin_allowed as "originAllowed",
        (select hits from hits where bucket like 'ip:%') as "ipHits",
        (select hits from hits where bucket like 'form:%') as "formHits",
        (select ids from live) as "liveAgentIds",
        (select handed_out from rr)::int as "handedOut",
        case when f.target_mode = 'least-loaded' and f.origin_allowed then (
          select a.id from unnest((select ids from live)) a(id)
          left join client_counts c on c.agent_key = a.id
            and c.status not in (${sql.join(
              CLOSED_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})
          group by a.id order by coalesce(sum(c.n), 0), a.id limit 1)
        end as "leastLoaded"
      from f cross join relaxed`,
    // Planned once per connection: the plan does not depend on the values.
    { prepared: true },
  );
  if (row && Math.random() < 0.01) void forgetOldWindows(db);
  return row ?? null;
}

/** Counts older than a few minutes decide nothing: dropped now and then by a submission. */
async function forgetOldWindows(db: Db): Promise<void> {
  await db
    .execute(sql`delete from intake_rate_limits where window_start < now() - interval '5 minutes'`)
    .catch(() => {});
}
