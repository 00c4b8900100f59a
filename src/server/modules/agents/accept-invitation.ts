import { eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import { createUserWithPassword, signInWithPassword } from '#server/auth/accounts';
import { findUserByEmail } from '#server/auth/users';
import { invitations } from '#server/db/schema';
import { readSettingsSection } from '#server/settings';
import type { Profile } from '#shared/schemas/account-security';
import type { AcceptInvitationBody } from '#shared/schemas/agents';
import { emailTaken, invitationInvalid } from './agent-errors';
import type { AgentDeps } from './deps';
import { consumeInvitation } from './invitation-token';

export type AcceptInvitationOptions = Pick<AgentDeps, 'db' | 'auth'> & {
  body: AcceptInvitationBody;
  /** The request's headers, for the sign-in that follows (client address, origin). */
  headers: Headers;
};

/**
 * POST /api/invitations/accept: consumes the token first and atomically, so of two racing accepts
 * one creates the agent and the other gets 410; then creates the agent with the typed name and
 * password and signs them in (`cookies` carry the new session). If creating the user fails for
 * another reason than the email being taken, the invitation is reopened so the link can be tried
 * again.
 */
export async function acceptInvitation(
  options: AcceptInvitationOptions,
): Promise<{ user: Profile; cookies: string[] }> {
  const { db, auth, body } = options;
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

  const cookies = await signInWithPassword(auth, {
    email,
    password: body.password,
    headers: options.headers,
  });
  // As GET /api/me would answer, so the web can send a new agent to two-factor set-up first.
  const { requireTwoFactorForAgents } = await readSettingsSection(db, 'security');
  const user = { id: created.id, email: created.email, fullName: body.fullName, role: 'agent' as const };
  return {
    user: { ...user, twoFactorEnabled: false, twoFactorRequired: requireTwoFactorForAgents },
    cookies,
  };
}
