import { and, eq, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '#server/db/schema';
import type { AuditFilters } from '#shared/schemas/audit';

const startOfDay = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** The WHERE clause of an audit page or export; `from` and `to` are whole UTC days, both included. */
export function auditFilterCondition(filters: AuditFilters): SQL | undefined {
  const { actor, action, target, from, to } = filters;
  return and(
    actor ? eq(auditLog.actorId, actor) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    target ? eq(auditLog.targetId, target) : undefined,
    from ? sql`${auditLog.createdAt} >= ${startOfDay(from)}` : undefined,
    to ? sql`${auditLog.createdAt} < ${startOfDay(to)} + interval '1 day'` : undefined,
  );
}
