import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { callDayRollup, callRollup, clientStatusEvents, clients, invoices } from '#server/db/schema';
import { CLIENT_STATUSES, CONVERTED_STATUSES, conversionRate, PLAN_IDS, type PlanId } from '#shared/domain';
import {
  type ConversionReport,
  FUNNEL_STATUSES,
  type FunnelReport,
  type LeaderboardReport,
  type ReportKind,
  type ReportQuery,
  type RevenueReport,
  type TimeInStatusReport,
} from '#shared/schemas/reports';
import {
  type Agent,
  inRange,
  inReportTransaction,
  instant,
  ownedBy,
  ownedByAgent,
  type ReportScope,
  resolveScope,
  rounded,
  weekOf,
  weeksOf,
} from './report-scope';

type Request = { db: Db; actor: SessionUser; query: ReportQuery };

const textList = (items: readonly string[]) =>
  sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  );
const CONVERTED = textList(CONVERTED_STATUSES);
/** The stays the answer lists; as a list, client_status_events_stays_idx returns them grouped. */
const STATUSES = textList(CLIENT_STATUSES);

const base = (scope: ReportScope) => ({ from: scope.from, to: scope.to, timeZone: scope.timeZone });

/**
 * A report's rows for the request's scope: its one statement (REPORT_STATEMENTS), read in a
 * transaction with the report settings (see inReportTransaction).
 */
export async function readReport<T>(db: Db, scope: ReportScope, kind: ReportKind): Promise<T[]> {
  return inReportTransaction(db, (tx) => rowsOf<T>(tx, REPORT_STATEMENTS[kind](scope)));
}

async function report<T>({ db, actor, query }: Request, kind: ReportKind) {
  const scope = await resolveScope(db, actor, query);
  return { scope, figures: await readReport<T>(db, scope, kind) };
}

function funnelSql(scope: ReportScope) {
  const e = clientStatusEvents;
  return sql`select ${e.status} as status, count(*)::int as entered from ${e}
    where ${inRange(e.changedAt, scope)} and ${ownedBy(e.agentId, scope)}
      and (${e.previousEntryAt} is null or ${e.previousEntryAt} < ${instant(scope.start)})
    group by 1`;
}

/**
 * GET /api/reports/funnel: clients that entered each status in the range, each client once per
 * status (a client's creation writes its first event, New Client), and each step as a share of
 * the step before it. A client's first entry in the range is its event whose previous entry into
 * the same status (previous_entry_at) is older than the range, so the count reads one index range.
 */
export async function funnelReport(request: Request): Promise<FunnelReport> {
  const { scope, figures } = await report<{ status: string; entered: number }>(request, 'funnel');
  const entered = new Map(figures.map((f) => [f.status, f.entered]));
  let previous: number | null = null;
  const steps = FUNNEL_STATUSES.map((status) => {
    const count = entered.get(status) ?? 0;
    const exit = status === 'not-interested';
    const conversionFromPrevious = exit || !previous ? null : rounded((count / previous) * 100, 1);
    if (!exit) previous = count;
    return { status, entered: count, conversionFromPrevious };
  });
  return { ...base(scope), steps };
}

function timeInStatusSql(scope: ReportScope) {
  const e = clientStatusEvents;
  // date_part gives float8; extract gives numeric, whose sort costs a third more here.
  const days = sql`date_part('epoch', ${e.changedAt} - ${e.previousChangedAt}) / 86400`;
  return sql`select ${e.previousStatus} as status, count(*)::int as stays,
      percentile_cont(0.5) within group (order by ${days})::float8 as median,
      percentile_cont(0.9) within group (order by ${days})::float8 as p90
    from ${e}
    where ${e.previousStatus} in (${STATUSES}) and ${inRange(e.changedAt, scope)}
      and ${ownedBy(e.agentId, scope)}
    group by 1`;
}

/**
 * GET /api/reports/time-in-status: stays that ended in the range (the client's next event fell in
 * it), per status left, as median and 90th-percentile days. Each event carries the stay it ends
 * (previous_status, previous_changed_at), so a stay is one index entry of the range.
 */
export async function timeInStatusReport(request: Request): Promise<TimeInStatusReport> {
  const { scope, figures } = await report<{
    status: string;
    stays: number;
    median: number | null;
    p90: number | null;
  }>(request, 'time-in-status');
  const byStatus = new Map(figures.map((f) => [f.status, f]));
  const statuses = CLIENT_STATUSES.map((status) => {
    const f = byStatus.get(status);
    return {
      status,
      stays: f?.stays ?? 0,
      medianDays: f ? rounded(f.median, 1) : null,
      p90Days: f ? rounded(f.p90, 1) : null,
    };
  });
  return { ...base(scope), statuses };
}

function conversionSql(scope: ReportScope) {
  const c = clients;
  return sql`select ${c.agentId} as "agentId", ${weekOf(sql`${c.createdAt}`, scope)} as week,
      count(*)::int as clients, count(*) filter (where ${c.status} in (${CONVERTED}))::int as converted
    from ${c}
    where ${inRange(c.createdAt, scope)} and ${ownedByAgent(c.agentId, scope)}
    group by 1, 2`;
}

/**
 * GET /api/reports/conversion: per agent and week, the clients added that week and how many of
 * them are in a converted status now; every week of the range is listed, empty ones with zeros.
 */
export async function conversionReport(request: Request): Promise<ConversionReport> {
  const { scope, figures } = await report<{
    agentId: string;
    week: string;
    clients: number;
    converted: number;
  }>(request, 'conversion');
  const cells = new Map(figures.map((f) => [`${f.agentId} ${f.week}`, f]));
  const weeks = weeksOf(scope);
  const agents = scope.agents.map((agent) => ({
    ...agent,
    weeks: weeks.map((weekStart) => {
      const f = cells.get(`${agent.agentId} ${weekStart}`);
      const added = f?.clients ?? 0;
      const converted = f?.converted ?? 0;
      return { weekStart, clients: added, converted, rate: conversionRate(converted, added) };
    }),
  }));
  return { ...base(scope), agents };
}

const PLANS = textList(PLAN_IDS);

function revenueSql(scope: ReportScope) {
  const i = invoices;
  return sql`select ${weekOf(sql`${i.issuedAt}`, scope)} as week, ${i.agentId} as "agentId", ${i.plan} as plan,
      count(*)::int as invoices, sum(${i.amount})::text as amount
    from ${i}
    where ${inRange(i.issuedAt, scope)} and ${i.plan} in (${PLANS}) and ${ownedByAgent(i.agentId, scope)}
    group by 1, 2, 3`;
}

/** GET /api/reports/revenue: invoices issued in the range per week, agent and plan. */
export async function revenueReport(request: Request): Promise<RevenueReport> {
  const { scope, figures } = await report<{
    week: string;
    agentId: string;
    plan: PlanId;
    invoices: number;
    amount: string;
  }>(request, 'revenue');
  // Rows sort by week, then the agent's place in scope.agents (sorted by name), then the plan's
  // place: one number per row, so ~20,000 rows sort without comparing strings.
  const places = new Map(scope.agents.map((agent, place) => [agent.agentId, place]));
  const keyed: { key: number; row: RevenueReport['rows'][number] }[] = [];
  for (const f of figures) {
    const place = places.get(f.agentId);
    const agent = place === undefined ? undefined : scope.agents[place];
    if (place === undefined || !agent) continue;
    const day = Date.parse(`${f.week}T00:00:00Z`) / 86_400_000;
    keyed.push({
      key: (day * scope.agents.length + place) * PLAN_IDS.length + PLAN_IDS.indexOf(f.plan),
      row: {
        weekStart: f.week,
        agentId: agent.agentId,
        agentName: agent.agentName,
        plan: f.plan,
        invoices: f.invoices,
        amount: rounded(f.amount, 2) ?? 0,
      },
    });
  }
  keyed.sort((a, b) => a.key - b.key);
  const rows = keyed.map(({ row }) => row);
  return { ...base(scope), rows };
}

/**
 * The calls of the range per agent who logged them: whole UTC days from call_day_rollup, and the
 * partial days at the range's edges (the organisation's midnight is rarely UTC's) from
 * call_rollup's 15-minute buckets, so a year reads about one row per agent and day.
 */
function callsSql(scope: ReportScope) {
  const day = 86_400_000;
  const firstWholeDay = new Date(Math.ceil(scope.start.getTime() / day) * day);
  const endOfWholeDays = new Date(Math.floor(scope.end.getTime() / day) * day);
  const agent = (column: SQL) => (scope.agentId ? sql`and ${column} = ${scope.agentId}` : sql``);
  const buckets = (from: Date, to: Date) =>
    sql`select ${callRollup.agentId} as agent_id, ${callRollup.dials} as dials from ${callRollup}
      where ${callRollup.bucketStart} >= ${instant(from)} and ${callRollup.bucketStart} < ${instant(to)}
        ${agent(sql`${callRollup.agentId}`)}`;
  if (firstWholeDay >= endOfWholeDays) return buckets(scope.start, scope.end);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  return sql`${buckets(scope.start, firstWholeDay)}
    union all
    select ${callDayRollup.agentId}, ${callDayRollup.dials} from ${callDayRollup}
      where ${callDayRollup.day} >= ${isoDay(firstWholeDay)}::date and ${callDayRollup.day} < ${isoDay(endOfWholeDays)}::date
        ${agent(sql`${callDayRollup.agentId}`)}
    union all
    ${buckets(endOfWholeDays, scope.end)}`;
}

type LeaderRow = {
  agentId: string;
  added: number;
  converted: number;
  invoices: number;
  revenue: string;
  calls: number;
};

function leaderboardSql(scope: ReportScope) {
  const c = clients;
  const e = clientStatusEvents;
  const i = invoices;
  return sql`with added as (
      select ${c.agentId} as agent_id, count(*) as n from ${c}
      where ${inRange(c.createdAt, scope)} and ${ownedByAgent(c.agentId, scope)} group by 1
    ), converted as (
      select ${e.agentId} as agent_id, count(distinct ${e.clientId}) as n from ${e}
      where ${inRange(e.changedAt, scope)} and ${e.status} in (${CONVERTED})
        and (${e.previousStatus} is null or ${e.previousStatus} not in (${CONVERTED}))
        and ${ownedByAgent(e.agentId, scope)}
      group by 1
    ), billed as (
      select ${i.agentId} as agent_id, count(*) as n, sum(${i.amount}) as amount from ${i}
      where ${inRange(i.issuedAt, scope)} and ${ownedByAgent(i.agentId, scope)}
      group by 1
    ), called as (
      select agent_id, sum(dials) as n from (${callsSql(scope)}) calls group by 1
    )
    select agent_id as "agentId", coalesce(max(added), 0)::int as added,
      coalesce(max(converted), 0)::int as converted, coalesce(max(invoices), 0)::int as invoices,
      coalesce(max(revenue), 0)::text as revenue, coalesce(max(calls), 0)::int as calls
    from (
      select agent_id, n as added, null::bigint as converted, null::bigint as invoices, null::numeric as revenue, null::bigint as calls from added
      union all select agent_id, null, n, null, null, null from converted
      union all select agent_id, null, null, n, amount, null from billed
      union all select agent_id, null, null, null, null, n from called
    ) figures
    where agent_id is not null
    group by agent_id`;
}

/**
 * GET /api/reports/leaderboard: per agent, clients added, clients converted (an event in the range
 * into a converted status from a status outside the set, once per client), invoices and their
 * total, and calls logged; best revenue first.
 */
export async function leaderboardReport(request: Request): Promise<LeaderboardReport> {
  const { scope, figures } = await report<LeaderRow>(request, 'leaderboard');
  const byAgent = new Map(figures.map((f) => [f.agentId, f]));
  const agents = scope.agents
    .map((agent: Agent) => {
      const f = byAgent.get(agent.agentId);
      return {
        ...agent,
        added: f?.added ?? 0,
        converted: f?.converted ?? 0,
        invoices: f?.invoices ?? 0,
        revenue: rounded(f?.revenue ?? 0, 2) ?? 0,
        calls: f?.calls ?? 0,
      };
    })
    .sort((a, b) => b.revenue - a.revenue || b.converted - a.converted || b.added - a.added);
  return { ...base(scope), agents };
}

/** Each report's one statement for a scope: what the routes run, and the bench's raw-SQL floor. */
const REPORT_STATEMENTS: Record<ReportKind, (scope: ReportScope) => SQL> = {
  funnel: funnelSql,
  'time-in-status': timeInStatusSql,
  conversion: conversionSql,
  revenue: revenueSql,
  leaderboard: leaderboardSql,
};
