import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { callRollup, user } from '#server/db/schema';
import { unknownAgent } from '#server/errors';
import { readSettingsSection } from '#server/settings';
import { agentDisplayName } from '#shared/domain';
import { dayBoundsIn } from '#shared/domain/time-zone';
import type { DailyActivity, DailyActivityQuery } from '#shared/schemas/activity';

type Row = {
  agentId: string;
  name: string | null;
  dials: number;
  connected: number;
  talkMinutes: number;
  meetings: number;
};

/**
 * GET /api/activity/daily (issue 14): each agent's calls on one calendar day of the organisation's
 * time zone. The day is turned into two instants here, whole multiples of 15 minutes, so the
 * database sums one range of call_rollup's key (96 buckets per agent, fewer or more on a change of
 * clock) for all agents at once instead of every call of the day. An agent sees only their own
 * row; an admin every agent's, or the one asked for.
 */
export async function dailyActivity({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: SessionUser;
  query: DailyActivityQuery;
}): Promise<DailyActivity> {
  const { timeZone, targets } = await readSettingsSection(db, 'calling');
  const { start, end } = dayBoundsIn(query.date, timeZone);
  const agentId = actor.role === 'admin' ? query.agentId : actor.id;
  const r = callRollup;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${user.id} as "agentId", ${user.name} as name, coalesce(d.dials, 0)::int as dials,
        coalesce(d.connected, 0)::int as connected, coalesce(d.seconds / 60, 0)::int as "talkMinutes",
        coalesce(d.meetings, 0)::int as meetings
      from ${user} left join (
        select ${r.agentId} as agent_id, sum(${r.dials}) as dials, sum(${r.connected}) as connected,
          sum(${r.talkSeconds}) as seconds, sum(${r.meetings}) as meetings
        from ${r}
        where ${r.bucketStart} >= ${start.toISOString()}::timestamptz and ${r.bucketStart} < ${end.toISOString()}::timestamptz
          ${agentId ? sql`and ${r.agentId} = ${agentId}` : sql``}
        group by ${r.agentId}
      ) d on d.agent_id = ${user.id}
      where ${and(agentId ? eq(user.id, agentId) : undefined, actor.role === 'admin' ? isAgentUser() : undefined) ?? sql`true`}`,
    { prepared: true },
  );
  if (agentId && rows.length === 0) throw unknownAgent('agentId');
  const agents = rows
    .map(({ name, ...figures }) => ({
      agentId: figures.agentId,
      agentName: agentDisplayName({ id: figures.agentId, name }),
      dials: figures.dials,
      connected: figures.connected,
      talkMinutes: figures.talkMinutes,
      meetings: figures.meetings,
    }))
    .sort((a, b) => a.agentName.localeCompare(b.agentName) || a.agentId.localeCompare(b.agentId));
  return { date: query.date, timeZone, targets, agents };
}
