import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '#server/audit';
import type { Auth } from '#server/auth/auth';
import { createUserWithPassword, findUserByEmail } from '#server/auth/users';
import { forwardCookies, toWebHeaders } from '#server/auth/web-request';
import type { Db } from '#server/db/client';
import { invitations } from '#server/db/schema';
import type { AcceptInvitationBody, InvitationStatus } from '#shared/schemas/agents';
import type { Me } from '#shared/schemas/auth';
import { emailTaken, invitationInvalid } from './agent-errors';
import { consumeInvitation, findUsableInvitation } from './invitation-token';

// Longer than any token we issue; anything longer is simply not one of ours.
const MAX_TOKEN_LENGTH = 200;

/** GET /api/invitations/status: usable means open, unexpired and its email still free. */
export async function invitationStatus(db: Db, token: string | undefined): Promise<InvitationStatus> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { valid: false, email: null };
  const invitation = await findUsableInvitation(db, token);
  if (!invitation || (await findUserByEmail(db, invitation.email))) return { valid: false, email: null };
  return { valid: true, email: invitation.email };
}

/**
 * POST /api/invitations/accept: consumes the token first and atomically, so of two racing accepts
 * one creates the agent and the other gets 410; then creates the agent with the typed name and
 * password and signs them in. If creating the user fails for another reason than the email being
 * taken, the invitation is reopened so the link can be tried again.
 */
export async function acceptInvitation(
  deps: { db: Db; auth: Auth },
  body: AcceptInvitationBody,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Me> {
  const { db, auth } = deps;
  const invitation = await consumeInvitation(db, body.token);
  if (!invitation) throw invitationInvalid();
  const { email } = invitation;
  // Registered since the invitation was sent: it can never be used, so it stays consumed.
  if (await findUserByEmail(db, email)) throw emailTaken();

  let created: { id: string; email: string };
  try {
    created = await createUserWithPassword(auth, {
      email,
      fullName: body.fullName,
      password: body.password,
      role: 'agent',
    });
  } catch (error) {
    if (await findUserByEmail(db, email)) throw emailTaken();
    await db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, invitation.id));
    throw error;
  }
  await recordAudit(db, {
    actor: created,
    action: 'accept_invitation',
    targetType: 'invitation',
    targetId: invitation.id,
  });

  const { headers } = await auth.api.signInEmail({
    body: { email, password: body.password, rememberMe: true },
    headers: toWebHeaders(req),
    returnHeaders: true,
  });
  forwardCookies(headers, reply);
  return { id: created.id, email: created.email, fullName: body.fullName, role: 'agent' };
}
