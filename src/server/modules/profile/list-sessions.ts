import { and, desc, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema';
import type { SessionList } from '#shared/schemas/account-security';

export type ListSessionsOptions = { db: Db; me: SessionUser; absoluteMs: number };

/**
 * GET /api/me/sessions: the user's live sessions, most recently used first. A session past either
 * lifetime is left out: it is dead, only not yet deleted. Never the token.
 */
export async function listSessions({ db, me, absoluteMs }: ListSessionsOptions): Promise<SessionList> {
  const now = Date.now();
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ip: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(
      and(
        eq(session.userId, me.id),
        gt(session.expiresAt, new Date(now)),
        gt(session.createdAt, new Date(now - absoluteMs)),
      ),
    )
    .orderBy(desc(session.updatedAt), session.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      current: row.id === me.sessionId,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      // The best we have: better-auth moves updated_at when it extends a session, which it does
      // at most once a minute of use (auth.ts, updateAge), so this is accurate to about a minute.
      lastUsedAt: row.updatedAt.toISOString(),
    })),
  };
}
