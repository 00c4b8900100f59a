import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import { sessionClearingCookies } from '#server/auth/accounts';
import type { Auth } from '#server/auth/auth';
import type { SessionUser } from '#server/auth/session';
import { announceSessionChange, expectNotice } from '#server/auth/session-cache';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { RevokedSessions } from '#shared/schemas/account-security';

export type EndOwnSessionOptions = { db: Db; auth: Auth; me: SessionUser; id: string };

/**
 * DELETE /api/me/sessions/:id: ends one of the user's own sessions at once, on every instance
 * (docs/decisions/0018). Another user's session is the same 404 as none. Ending
 * the current one signs out: `cookies` clear it in the browser.
 */
export async function endOwnSession({
  db,
  auth,
  me,
  id,
}: EndOwnSessionOptions): Promise<{ cookies: string[] }> {
  // Answered once every instance's listener has been told (decision 0034).
  const heard = expectNotice({ sessionId: id });
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, me.id)))
      .returning({ id: session.id });
    if (ended.length === 0) throw notFound();
    await recordAudit(tx, {
      actor: me,
      action: 'revoke_sessions',
      details: { sessions: 1, current: id === me.sessionId },
    });
  });
  announceSessionChange({ sessionId: id });
  await heard;
  return { cookies: id === me.sessionId ? await sessionClearingCookies(auth) : [] };
}

/** POST /api/me/sessions/revoke-others: every session of the user but this one. */
export async function endOtherSessions({ db, me }: { db: Db; me: SessionUser }): Promise<RevokedSessions> {
  const ended = await db.transaction(async (tx) => {
    const ended = await tx
      .delete(session)
      .where(and(eq(session.userId, me.id), ne(session.id, me.sessionId)))
      .returning({ id: session.id });
    await recordAudit(tx, {
      actor: me,
      action: 'revoke_sessions',
      details: { sessions: ended.length, current: false },
    });
    return ended;
  });
  for (const { id } of ended) announceSessionChange({ sessionId: id });
  return { revoked: ended.length };
}
