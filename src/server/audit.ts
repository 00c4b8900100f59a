import type { AuditAction } from '#shared/domain';
import type { SessionUser } from './auth/session';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

// The list of actions lives in #shared/domain (audit-actions.ts): add a new one there.
export type { AuditAction };

export type AuditEntry = {
  /** Who did it; null for a failed sign-in to an account that does not exist. */
  actor: Pick<SessionUser, 'id' | 'email'> | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  /** Serialised as JSON; never put secrets here. */
  details?: Record<string, unknown>;
};

/**
 * Appends one audit row (DESIGN §5, §7). Pass the request's transaction when the audited change
 * happens in one, so the record and the change commit or roll back together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}
