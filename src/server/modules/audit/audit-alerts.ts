import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { auditLog, user } from '#server/db/schema';
import { readSettingsSection } from '#server/settings';
import type { AuditAction } from '#shared/domain';
import type { SecurityAlert } from '#shared/schemas/audit';

/** Downloads whose audit detail records `rows`, the number of rows they held. */
const EXPORT_ACTIONS: readonly AuditAction[] = ['export_clients', 'export_audit'];
const REVEAL_ACTION: AuditAction = 'reveal_trading_password';

type AlertRow = { actorId: string | null; actorName: string; count: number; since: Date | string };

const rowsOfExport = sql`case when jsonb_typeof(${auditLog.details}::jsonb -> 'rows') = 'number'
  then (${auditLog.details}::jsonb ->> 'rows')::numeric end`;

/** Per actor over the last 24 hours: `measure` summed, for those above `threshold`. */
function actorsAbove(db: Db, actions: readonly string[], measure: ReturnType<typeof sql>, threshold: number) {
  const list = sql.join(
    actions.map((a) => sql`${a}`),
    sql`, `,
  );
  return rowsOf<AlertRow>(
    db,
    sql`select ${auditLog.actorId} as "actorId",
        coalesce(nullif(trim(max(${user.name})), ''), max(${user.email}), max(${auditLog.actorEmail}), '') as "actorName",
        coalesce(sum(${measure}), 0)::float8 as count, min(${auditLog.createdAt}) as since
      from ${auditLog} left join ${user} on ${user.id} = ${auditLog.actorId}
      where ${auditLog.action} in (${list}) and ${auditLog.createdAt} > now() - interval '24 hours'
      group by ${auditLog.actorId}
      having coalesce(sum(${measure}), 0) > ${threshold}
      order by min(${auditLog.createdAt})`,
  );
}

/**
 * GET /api/admin/alerts: who, in the last 24 hours, exported more rows than `exportAlertRows`
 * or revealed more trading passwords than `revealAlertCount` (the admin's security settings).
 */
export async function securityAlerts({ db }: { db: Db }): Promise<{ items: SecurityAlert[] }> {
  const settings = await readSettingsSection(db, 'security');
  const [exports, reveals] = await Promise.all([
    actorsAbove(db, EXPORT_ACTIONS, rowsOfExport, settings.exportAlertRows),
    actorsAbove(db, [REVEAL_ACTION], sql`1`, settings.revealAlertCount),
  ]);
  const alert = (kind: SecurityAlert['kind']) => (row: AlertRow) => ({
    kind,
    actorId: row.actorId,
    actorName: row.actorName,
    count: Number(row.count),
    since: new Date(row.since).toISOString(),
  });
  return { items: [...exports.map(alert('export')), ...reveals.map(alert('reveal'))] };
}
