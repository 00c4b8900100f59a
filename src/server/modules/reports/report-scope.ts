import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { user } from '#server/db/schema';
import { unknownAgent } from '#server/errors';
import { readSettingsSection } from '#server/settings';
import { agentDisplayName } from '#shared/domain';
import { addDays, dayBoundsIn } from '#shared/domain/time-zone';
import type { ReportQuery } from '#shared/schemas/reports';

export type Agent = { agentId: string; agentName: string };

/** Who and when a report covers, resolved once per request. */
export type ReportScope = {
  from: string;
  to: string;
  timeZone: string;
  /** The range as instants: `from`'s first moment and the moment after `to`, in the org's zone. */
  start: Date;
  end: Date;
  /** One agent's figures, or null for every agent (admins only). */
  agentId: string | null;
  /** The agents the report lists, sorted by name. */
  agents: Agent[];
};

/**
 * An agent's reports are their own whatever `agentId` says; an admin's cover the agent asked for
 * (an unknown one is a 400 naming the field) or every agent. The calendar days are turned into
 * instants here, so each query compares stored timestamps with two values and keeps its index.
 */
export async function resolveScope(db: Db, actor: SessionUser, query: ReportQuery): Promise<ReportScope> {
  const agentId = actor.role === 'admin' ? (query.agentId ?? null) : actor.id;
  const [{ timeZone }, rows] = await Promise.all([
    readSettingsSection(db, 'calling'),
    db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(
        agentId
          ? and(eq(user.id, agentId), actor.role === 'admin' ? isAgentUser() : undefined)
          : isAgentUser(),
      ),
  ]);
  if (agentId && rows.length === 0) throw unknownAgent('agentId');
  const agents = rows
    .map((r) => ({ agentId: r.id, agentName: agentDisplayName(r) }))
    .sort((a, b) => a.agentName.localeCompare(b.agentName) || a.agentId.localeCompare(b.agentId));
  return {
    from: query.from,
    to: query.to,
    timeZone,
    start: dayBoundsIn(query.from, timeZone).start,
    end: dayBoundsIn(query.to, timeZone).end,
    agentId,
    agents,
  };
}

export const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `column` within the scope's range: from its start, up to (not including) its end. */
export const inRange = (column: AnyColumn, scope: ReportScope) =>
  sql`${column} >= ${instant(scope.start)} and ${column} < ${instant(scope.end)}`;

/**
 * The rows a report counts, as a condition on a row's present agent (the agent_id that migration
 * 0019 keeps on status events and invoices): the asked agent's, or every row, also of clients no
 * agent holds now.
 */
export const ownedBy = (agentId: AnyColumn, scope: ReportScope) =>
  scope.agentId ? sql`${agentId} = ${scope.agentId}` : sql`true`;

/** As ownedBy, for the per-agent reports, which list agents only: the asked agent's, or any agent's. */
export const ownedByAgent = (agentId: AnyColumn, scope: ReportScope) =>
  scope.agentId ? sql`${agentId} = ${scope.agentId}` : sql`${agentId} is not null`;

/** The Monday a day's week starts on, YYYY-MM-DD, in the organisation's zone. */
export const weekOf = (column: SQL, scope: ReportScope) =>
  sql`to_char(date_trunc('week', ${column} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;

/** The Mondays of every week the range touches, oldest first. */
export function weeksOf(scope: ReportScope): string[] {
  const weekday = (new Date(`${scope.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: string[] = [];
  for (let monday = addDays(scope.from, -weekday); monday <= scope.to; monday = addDays(monday, 7)) {
    weeks.push(monday);
  }
  return weeks;
}

/**
 * Runs a report's statements in one read-only transaction with room to sort and hash in memory
 * (a 90-day range of a million clients aggregates a few hundred thousand rows), without JIT
 * compilation, which costs more than these queries do, and without parallel workers: a range of
 * one index is read as fast by one process (45 ms for 90 days of status events either way), and
 * the workers' start and hand-over only take CPU from the other requests.
 */
export async function inReportTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return work(tx);
  });
}

/** Rounds to `digits` decimals for the answer. */
export const rounded = (value: number | string | null, digits: number): number | null => {
  if (value === null) return null;
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
};
