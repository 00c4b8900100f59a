import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { findUserByEmail } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { invitations } from '#server/db/schema';
import type { InvitationResult } from '#shared/schemas/agents';
import { emailTaken } from './agent-errors';
import { deliverInvitation } from './deliver-invitation';
import type { AgentDeps } from './deps';
import { isOpen, newInvitationToken } from './invitation-token';

/**
 * Revokes the email's other open invitations created before this one. Comparing in SQL on
 * (created_at, id) keeps microseconds, so of two racing invitations the newer one survives.
 */
async function revokeOlderOpenInvitations(db: Db, keepId: string, email: string) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.email, email),
        isOpen(),
        ne(invitations.id, keepId),
        sql`(${invitations.createdAt}, ${invitations.id}) <
          (select i.created_at, i.id from ${invitations} i where i.id = ${keepId})`,
      ),
    );
}

export type InviteAgentOptions = AgentDeps & { admin: SessionUser; email: string; log: FastifyBaseLogger };

/**
 * POST /api/agents/invitations. The new invitation replaces an open one for the same email, but
 * only once its link is delivered: if the e-mail fails, the new row is deleted and the previous
 * link keeps working, so a failed attempt changes nothing.
 */
export async function inviteAgent(options: InviteAgentOptions): Promise<InvitationResult> {
  const { db, admin } = options;
  const email = options.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw emailTaken();
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const [created] = await db
    .insert(invitations)
    .values({ email, tokenHash, expiresAt, invitedBy: admin.id })
    .returning({ id: invitations.id });
  if (!created) throw new Error('invitation insert returned no row');

  let inviteUrl: string | undefined;
  try {
    inviteUrl = await deliverInvitation({ ...options, invitation: { id: created.id, email, token } });
  } catch (error) {
    await db.delete(invitations).where(eq(invitations.id, created.id));
    throw error;
  }
  await db.transaction(async (tx) => {
    await revokeOlderOpenInvitations(tx, created.id, email);
    await recordAudit(tx, {
      actor: admin,
      action: 'invite_agent',
      targetType: 'invitation',
      targetId: created.id,
      details: { email, delivery: inviteUrl ? 'link' : 'email' },
    });
  });
  return { agent: { id: created.id, email, status: 'invited' }, ...(inviteUrl ? { inviteUrl } : {}) };
}
