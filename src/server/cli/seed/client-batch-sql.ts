import { type CallOutcome, IDLE_STATUSES } from '#shared/domain/calls';
import { foldForSearch } from '#shared/domain/search-fold';
import {
  COUNTRIES,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  NOTE_TEXTS,
  STATUS_MIX,
  statusPath,
  TRADING_SERVERS,
} from './seed-data';

/** A SQL string literal; the seed only ever quotes its own constants and generated ids. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `array[${items.map(literal).join(',')}]::text[]`;

/**
 * A deterministic draw in [0, n) for series row `g`: the same arguments give the same data on every
 * run and engine, so two benchmark runs of one size measure the same rows.
 */
const draw = (salt: number, n: number) => `((hashint8(g::bigint * 1000003 + ${salt}) & 2147483647) % ${n})`;

const statusCase = () => {
  let bound = 0;
  const arms = STATUS_MIX.map(([status, percent]) => {
    bound += percent;
    return `when s.sr < ${bound} then ${literal(status)}`;
  });
  return `case ${arms.join(' ')} else 'new-client' end`;
};

const pathCase = (column: string) =>
  `case ${column} ${STATUS_MIX.map(([status]) => `when ${literal(status)} then ${textArray(statusPath(status))}`).join(' ')} end`;

/** How a name appears in an email address: folded to plain lower case, letters and hyphens only. */
const emailPart = (name: string) => foldForSearch(name).replace(/[^a-z-]/g, '');

/** Calls fall within the last 30 days: about 5 per client makes ~1/30 of them a day's dials. */
const CALL_WINDOW_S = 30 * 86_400;
/** Share of open clients with a follow-up, from two days ago to five days ahead. */
const FOLLOW_UP_PERCENT = 20;
/** How often each outcome happens, in percent, in CALL_OUTCOMES order. */
const OUTCOME_MIX: readonly (readonly [CallOutcome, number])[] = [
  ['no-answer', 40],
  ['busy', 10],
  ['voicemail', 15],
  ['wrong-number', 3],
  ['connected', 29],
  ['meeting-held', 3],
];
const outcomeCase = (x: string) => {
  let bound = 0;
  const arms = OUTCOME_MIX.map(([outcome, percent]) => {
    bound += percent;
    return `when ${x} < ${bound} then ${literal(outcome)}`;
  });
  return `case ${arms.join(' ')} end`;
};
/** The latest call (its calls go back from it, six hours apart) or the latest status change. */
const lastContact = `case when r.calls > 0
      then greatest(least(now(), r.created + make_interval(secs => r.step_s * (cardinality(r.path) - 1))),
        now() - make_interval(secs => r.last_call_s))
      else least(now(), r.created + make_interval(secs => r.step_s * (cardinality(r.path) - 1))) end`;

const LATE_STATUSES = ['invoice-sent', 'account-details', 'pending-activation', 'closed-client'];
const ACCOUNT_STATUSES = ['account-details', 'pending-activation', 'closed-client'];
const inList = (items: readonly string[]) => items.map(literal).join(',');

/**
 * One INSERT statement that adds clients `from`..`to` (series numbers), round-robin over `agentIds`,
 * with their history (the usual path to their status), a note on most worked clients, an
 * invoice from invoice-sent on, and about five calls each over the last 30 days (fewer for new
 * clients, some never called) with a follow-up on a fifth of the open ones. Everything is computed in the database from generate_series,
 * so a batch of 100,000 clients costs one round trip.
 */
export function clientBatchSql(
  from: number,
  to: number,
  agentIds: readonly string[],
  range: { newest: number; count: number },
): string {
  // Clients arrive over three years in series order, the newest now, as a real table fills up.
  const secondsPerClient = (3 * 365 * 24 * 3600) / Math.max(1, range.count);
  const nameParts = `(${textArray(FIRST_NAMES)})[s.fi + 1] as first, (${textArray(LAST_NAMES)})[s.li + 1] as last`;
  return `
with s as (
  select g, ${draw(1, FIRST_NAMES.length)} as fi, ${draw(2, LAST_NAMES.length)} as li,
    ${draw(3, 100)} as sr, ${draw(4, COUNTRIES.length)} as ci, ${draw(5, EMAIL_DOMAINS.length)} as di,
    (${range.newest} - g) * ${secondsPerClient} + ${draw(6, 3_600_000_000)} / 1e6 as age_s,
    ${draw(7, 1_000_000_000)} as digits,
    3600 * (12 + ${draw(8, 60)}) as step_s,
    ${draw(9, 100)} as calls_r, ${draw(10, 100)} as follow_r, ${draw(11, CALL_WINDOW_S)} as last_call_s,
    ${draw(12, 7 * 86_400)} as follow_s
  from generate_series(${from}, ${to}) g
),
t as (
  select s.*, ${nameParts}, ${statusCase()} as status,
    now() - make_interval(secs => s.age_s) as created
  from s
),
r as (
  select t.*, ${pathCase('t.status')} as path,
    case when t.status = 'new-client' then t.calls_r % 3 else 3 + t.calls_r % 8 end as calls
  from t
),
c as (
  insert into clients (name, email, phone, country, status, agent_id, created_at, updated_at, version,
    trading_account_id, trading_account_server, call_count, last_contact_at, next_follow_up_at)
  select r.first || ' ' || r.last,
    (${textArray(FIRST_NAMES.map(emailPart))})[r.fi + 1] || '.' || (${textArray(LAST_NAMES.map(emailPart))})[r.li + 1] || r.g || '@'
      || (${textArray(EMAIL_DOMAINS)})[r.di + 1],
    '+' || (${textArray(COUNTRIES.map((c) => c.code))})[r.ci + 1] || ' '
      || '7' || substr(lpad(r.digits::text, 9, '0'), 1, 3) || ' ' || substr(lpad(r.digits::text, 9, '0'), 4),
    (${textArray(COUNTRIES.map((c) => c.country))})[r.ci + 1],
    r.status,
    (${textArray(agentIds)})[(r.g % ${agentIds.length}) + 1],
    r.created,
    least(now(), r.created + make_interval(secs => r.step_s * (cardinality(r.path) - 1))),
    cardinality(r.path),
    case when r.status in (${inList(ACCOUNT_STATUSES)}) then (40000000 + r.g)::text end,
    case when r.status in (${inList(ACCOUNT_STATUSES)})
      then (${textArray(TRADING_SERVERS)})[(r.g % ${TRADING_SERVERS.length}) + 1] end,
    r.calls,
    ${lastContact},
    case when r.status in (${inList(IDLE_STATUSES)}) and r.follow_r < ${FOLLOW_UP_PERCENT}
      then now() + make_interval(secs => r.follow_s - 2 * 86400) end
  from r
  returning id, status, agent_id, created_at, updated_at, version, call_count, last_contact_at
),
actor as (
  select c.*, coalesce(nullif(btrim(u.name), ''), u.email, 'System') as by,
    (c.updated_at - c.created_at) / greatest(c.version - 1, 1) as step,
    hashtext(c.id::text) & 2147483647 as h
  from c left join "user" u on u.id = c.agent_id
),
-- A seeded path enters each status once, so no event has a previous entry (previous_entry_at).
history as (
  insert into client_status_events (client_id, status, changed_at, actor_id, actor_name, previous_status,
    previous_changed_at, agent_id)
  select a.id, p.status, a.created_at + a.step * (p.i - 1), a.agent_id, a.by,
    case when p.i > 1 then (${pathCase('a.status')})[p.i - 1] end,
    case when p.i > 1 then a.created_at + a.step * (p.i - 2) end,
    a.agent_id
  from actor a cross join lateral unnest(${pathCase('a.status')}) with ordinality as p(status, i)
),
calls as (
  insert into client_calls (client_id, agent_id, agent_name, outcome, duration_seconds, created_at)
  select a.id, a.agent_id, a.by, o.outcome,
    case o.outcome when 'connected' then 30 + q.y * 87 / 100 when 'meeting-held' then 600 + q.y * 3
      else q.y % 30 end,
    a.last_contact_at - make_interval(hours => 6 * (k - 1))
  from actor a cross join lateral generate_series(1, a.call_count) k
  cross join lateral (select (hashint8(a.h::bigint * 31 + k) & 2147483647) % 100 as x,
    (hashint8(a.h::bigint * 37 + k) & 2147483647) % 1000 as y) q
  cross join lateral (select ${outcomeCase('q.x')} as outcome) o
),
notes as (
  insert into client_notes (client_id, text, author_id, author_name, created_at)
  select a.id, (${textArray(NOTE_TEXTS)})[(a.h % ${NOTE_TEXTS.length}) + 1], a.agent_id, a.by, a.updated_at
  from actor a where a.status <> 'new-client' and a.h % 5 <> 0
)
insert into invoices (client_id, plan, amount, issued_at, agent_id)
select a.id, p.plan, p.amount, a.created_at + a.step * 3, a.agent_id
from actor a cross join lateral (
  select case when a.h % 20 = 0 then 'custom' when a.h % 20 < 8 then 'advance' else 'basic' end as plan
) q cross join lateral (
  select q.plan, case q.plan when 'basic' then 250 when 'advance' then 800 else 1500 end::numeric(12, 2) as amount
) p
where a.status in (${inList(LATE_STATUSES)})`;
}
