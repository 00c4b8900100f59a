import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { findUserByEmail } from '#server/auth/users';
import { invitations } from '#server/db/schema';
import type { InvitationResult } from '#shared/schemas/agents';
import { emailTaken, notFound } from './agent-errors';
import { deliverInvitation } from './deliver-invitation';
import type { AgentDeps, Logger } from './deps';
import { isOpen, newInvitationToken } from './invitation-token';

/**
 * POST /api/agents/invitations/:id/resend: a new token and a new expiry, so the old link stops
 * working. If the e-mail fails the previous token and expiry are put back: nothing changed.
 */
export async function resendInvitation(
  deps: AgentDeps,
  admin: SessionUser,
  id: string,
  log: Logger,
): Promise<InvitationResult> {
  const { db } = deps;
  const [current] = await db
    .select({ email: invitations.email, tokenHash: invitations.tokenHash, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.id, id), isOpen()));
  if (!current) throw notFound();
  if (await findUserByEmail(db, current.email)) throw emailTaken();

  const fresh = newInvitationToken();
  const replaced = await db
    .update(invitations)
    .set({ tokenHash: fresh.tokenHash, expiresAt: fresh.expiresAt })
    .where(and(eq(invitations.id, id), eq(invitations.tokenHash, current.tokenHash), isOpen()))
    .returning({ id: invitations.id });
  // Accepted, revoked or resent by someone else since we read it.
  if (replaced.length === 0) throw notFound();

  let inviteUrl: string | undefined;
  try {
    inviteUrl = await deliverInvitation(deps, { id, email: current.email, token: fresh.token }, log);
  } catch (error) {
    await db
      .update(invitations)
      .set({ tokenHash: current.tokenHash, expiresAt: current.expiresAt })
      .where(and(eq(invitations.id, id), eq(invitations.tokenHash, fresh.tokenHash)));
    throw error;
  }
  await recordAudit(db, {
    actor: admin,
    action: 'resend_invitation',
    targetType: 'invitation',
    targetId: id,
    details: { email: current.email, delivery: inviteUrl ? 'link' : 'email' },
  });
  return {
    agent: { id, email: current.email, status: 'invited' },
    ...(inviteUrl ? { inviteUrl } : {}),
  };
}

/** DELETE /api/agents/invitations/:id: the link stops working at once. */
export async function revokeInvitation(deps: Pick<AgentDeps, 'db'>, admin: SessionUser, id: string) {
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(invitations.id, id), isOpen()))
      .returning({ email: invitations.email });
    if (!revoked) throw notFound();
    await recordAudit(tx, {
      actor: admin,
      action: 'revoke_invitation',
      targetType: 'invitation',
      targetId: id,
      details: { email: revoked.email },
    });
  });
}
