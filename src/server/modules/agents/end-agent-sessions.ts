import { and, eq } from 'drizzle-orm';
import type { AuditAction } from '#server/audit';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { announceSessionChange } from '#server/auth/session-cache';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { session, twoFactor, user } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { RevokedSessions } from '#shared/schemas/account-security';

type AgentActionOptions = { db: Db; admin: SessionUser; id: string };

/**
 * In one transaction: locks the agent (an admin's id or an unknown one is the same 404), makes
 * `change`, ends every session of the agent and records `action`. The agent is signed out
 * everywhere at once (docs/decisions/0018). The answer is the
 * number of sessions ended.
 */
async function signOutAgent(
  { db, admin, id }: AgentActionOptions,
  action: AuditAction,
  change: (tx: Db) => Promise<unknown>,
): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    const [agent] = await tx
      .select({ email: user.email })
      .from(user)
      .where(and(eq(user.id, id), isAgentUser()))
      .for('update');
    if (!agent) throw notFound();
    await change(tx);
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
    await recordAudit(tx, {
      actor: admin,
      action,
      targetType: 'user',
      targetId: id,
      details: { email: agent.email, sessions: ended.length },
    });
    return ended.length;
  });
  announceSessionChange({ userId: id });
  return ended;
}

/** POST /api/agents/:id/sessions/revoke: signs the agent out everywhere. */
export async function endAgentSessions(options: AgentActionOptions): Promise<RevokedSessions> {
  return { revoked: await signOutAgent(options, 'revoke_sessions', async () => {}) };
}

/**
 * POST /api/agents/:id/two-factor/reset, for an agent who lost their device and backup codes:
 * two-factor sign-in is turned off (secret and codes deleted) and the agent's sessions end, so
 * whoever holds one must sign in again. If the settings require it, the agent sets it up anew.
 */
export async function resetAgentTwoFactor(options: AgentActionOptions): Promise<void> {
  await signOutAgent(options, 'reset_two_factor', async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, options.id));
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, options.id));
  });
}
