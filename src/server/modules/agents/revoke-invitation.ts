import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { invitations } from '#server/db/schema';
import { notFound } from '#server/errors';
import { isOpen } from './invitation-token';

/** DELETE /api/agents/invitations/:id: the link stops working at once. */
export async function revokeInvitation({ db, admin, id }: { db: Db; admin: SessionUser; id: string }) {
  await db.transaction(async (tx) => {
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
