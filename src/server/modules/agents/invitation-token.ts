import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { hashToken } from '#server/auth/first-admin';
import type { Db } from '#server/db/client';
import { invitations } from '#server/db/schema';

export const INVITATION_LIFETIME_DAYS = 7;
const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** A fresh link secret: 32 random bytes, of which only the SHA-256 is stored. */
export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LIFETIME_MS) };
}

/** base64url needs no escaping in a query string. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/accept-invite?token=${token}`;
}

/** Neither accepted nor revoked; it may still be past its date (listed as expired). */
export function isOpen(): SQL {
  return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)) ?? sql`false`;
}

/** Open and not expired, judged by the database clock like the atomic consume. */
function usableWithToken(token: string): SQL {
  return (
    and(eq(invitations.tokenHash, hashToken(token)), isOpen(), gt(invitations.expiresAt, sql`now()`)) ??
    sql`false`
  );
}

export async function findUsableInvitation(db: Db, token: string) {
  const rows = await db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(usableWithToken(token))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the invitation accepted, atomically: of two requests racing with one token only one wins. */
export async function consumeInvitation(db: Db, token: string) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(usableWithToken(token))
    .returning({ id: invitations.id, email: invitations.email });
  return rows[0] ?? null;
}
