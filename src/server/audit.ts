import type { SessionUser } from './auth/session';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

/** Every action the server records; a new one is added here first. */
export type AuditAction =
  | 'accept_invitation'
  | 'delete_client'
  | 'export_clients'
  | 'invite_agent'
  | 'remove_agent'
  | 'resend_invitation'
  | 'reveal_trading_password'
  | 'revoke_invitation'
  | 'update_agent';

export type AuditEntry = {
  actor: Pick<SessionUser, 'id' | 'email'>;
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
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
  });
}
