import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { auditLog, clients, invitations, user } from '#server/db/schema';
import type { AuditEntryView } from '#shared/schemas/audit';
import type { AuditCursor } from './audit-cursor';

export type AuditRow = {
  id: number;
  /** created_at as PostgreSQL writes it, for the cursor. */
  cursor: string;
  at: Date | string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  targetName: string | null;
  details: string | null;
};

/** target_id as a uuid when it is one: a client's or an invitation's key, compared by its index. */
const targetUuid = sql`case when ${auditLog.targetId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
  then ${auditLog.targetId}::uuid end`;

/**
 * What the entry acted on, named as it is now: a client's name, an agent's name or e-mail, an
 * invitation's e-mail. Once that is gone, the e-mail the entry itself recorded, if any.
 */
const TARGET_NAME = sql`coalesce(case ${auditLog.targetType}
    when 'client' then (select c.name from ${clients} c where c.id = ${targetUuid})
    when 'user' then (select coalesce(nullif(trim(u.name), ''), u.email) from ${user} u where u.id = ${auditLog.targetId})
    when 'invitation' then (select i.email from ${invitations} i where i.id = ${targetUuid})
  end, ${auditLog.details}::jsonb ->> 'email')`;

const COLUMNS = sql`${auditLog.id} as id, ${auditLog.createdAt}::text as cursor, ${auditLog.createdAt} as at,
  ${auditLog.actorId} as "actorId",
  coalesce(nullif(trim(actor.name), ''), actor.email, ${auditLog.actorEmail}, '') as "actorName",
  ${auditLog.action} as action, ${auditLog.targetType} as "targetType", ${auditLog.targetId} as "targetId",
  ${TARGET_NAME} as "targetName", ${auditLog.details} as details`;

/**
 * Up to `limit` entries matching `where`, newest first, after `cursor`. The keyset comparison
 * on (created_at, id) is what the audit indexes are ordered by, so any page costs the same.
 */
export async function fetchAuditRows(
  db: Db,
  where: SQL | undefined,
  cursor: AuditCursor | null,
  limit: number,
): Promise<AuditRow[]> {
  const after = cursor
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::int)`
    : undefined;
  return rowsOf<AuditRow>(
    db,
    sql`select ${COLUMNS} from ${auditLog} left join ${user} actor on actor.id = ${auditLog.actorId}
      where ${and(where, after) ?? sql`true`}
      order by ${auditLog.createdAt} desc, ${auditLog.id} desc limit ${sql.raw(String(limit))}`,
  );
}

function parseDetail(details: string | null): Record<string, unknown> | null {
  if (details === null) return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { text: details };
  }
}

export function toAuditEntry(row: AuditRow): AuditEntryView {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    target:
      row.targetType && row.targetId
        ? { type: row.targetType, id: row.targetId, name: row.targetName }
        : null,
    detail: parseDetail(row.details),
  };
}

export const cursorOf = (row: AuditRow): AuditCursor => ({ createdAt: row.cursor, id: Number(row.id) });
