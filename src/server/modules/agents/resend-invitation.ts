import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { findUserByEmail } from '#server/auth/users';
import { invitations } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { InvitationResult } from '#shared/schemas/agents';
import { emailTaken } from './agent-errors';
import { deliverInvitation } from './deliver-invitation';
import type { AgentDeps } from './deps';
import { isOpen, newInvitationToken } from './invitation-token';

export type ResendInvitationOptions = AgentDeps & { admin: SessionUser; id: string; log: FastifyBaseLogger };

/**
 * POST /api/agents/invitations/:id/resend: a new token and a new expiry, so the old link stops
 * working. If the e-mail fails the previous token and expiry are put back: nothing changed.
 */
export async function resendInvitation(options: ResendInvitationOptions): Promise<InvitationResult> {
  const { db, admin, id } = options;
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
    inviteUrl = await deliverInvitation({
      ...options,
      invitation: { id, email: current.email, token: fresh.token },
    });
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
