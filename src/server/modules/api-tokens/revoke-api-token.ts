import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { apiTokens } from '#server/db/schema';
import { notFound } from '#server/errors';

/**
 * DELETE /api/tokens/:id: the token is refused from its next request on, on every instance,
 * since each request reads its row (docs/decisions/0031). Revoking a revoked token changes
 * nothing and answers the same; the row stays for its history.
 */
export async function revokeApiToken({ db, admin, id }: { db: Db; admin: SessionUser; id: string }) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name });
    if (!revoked) {
      const [known] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, id));
      if (!known) throw notFound();
      return;
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'revoke_api_token',
      targetType: 'api_token',
      targetId: id,
      details: { name: revoked.name },
    });
  });
}
