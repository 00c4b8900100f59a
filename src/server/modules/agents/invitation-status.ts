import { findUserByEmail } from '#server/auth/users';
import type { Db } from '#server/db/client';
import type { InvitationStatus } from '#shared/schemas/agents';
import { findUsableInvitation } from './invitation-token';

// Longer than any token we issue; anything longer is simply not one of ours.
const MAX_TOKEN_LENGTH = 200;

/** GET /api/invitations/status: usable means open, unexpired and its email still free. */
export async function invitationStatus({
  db,
  token,
}: {
  db: Db;
  token: string | undefined;
}): Promise<InvitationStatus> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { valid: false, email: null };
  const invitation = await findUsableInvitation(db, token);
  if (!invitation || (await findUserByEmail(db, invitation.email))) return { valid: false, email: null };
  return { valid: true, email: invitation.email };
}
