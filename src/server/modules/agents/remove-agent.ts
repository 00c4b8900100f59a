import { eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import { roleOf, type SessionUser } from '#server/auth/session';
import { announceSessionChange, expectNotice } from '#server/auth/session-cache';
import type { Db } from '#server/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { clients, user } from '#server/db/schema';
import { notFound, unknownAgent } from '#server/errors';
import { reassignConflict } from './agent-errors';

export type RemoveAgentOptions = {
  db: Db;
  admin: SessionUser;
  id: string;
  /** The agent who takes over the clients; none leaves them unassigned. */
  reassignTo: string | undefined;
};

/**
 * DELETE /api/agents/:id: in one transaction, hands the agent's clients to `reassignTo` (or
 * unassigns them), then deletes the user; sessions and accounts cascade, so the agent's cookie
 * stops working at once. Both users are locked in id order first, so a client cannot be added
 * to the leaving agent midway and two crossing removals cannot deadlock.
 */
export async function removeAgent(options: RemoveAgentOptions): Promise<{ reassignedClients: number }> {
  const { db, admin, id, reassignTo } = options;
  if (reassignTo === id) throw unknownAgent('reassignTo');
  // Answered once every instance's listener has been told (decision 0034).
  const heard = expectNotice({ userId: id });
  try {
    const removed = await db.transaction(async (tx) => {
      const ids = reassignTo === undefined ? [id] : [id, reassignTo];
      const locked = await tx
        .select({ id: user.id, email: user.email, role: user.role })
        .from(user)
        .where(inArray(user.id, ids))
        .orderBy(user.id)
        .for('update');
      const isAgent = (userId: string) => locked.some((u) => u.id === userId && roleOf(u.role) === 'agent');
      const agent = locked.find((u) => u.id === id);
      if (!agent || !isAgent(id)) throw notFound();
      if (reassignTo !== undefined && !isAgent(reassignTo)) throw unknownAgent('reassignTo');

      // version + 1: an admin's open edit of one of these clients must not overwrite the new owner.
      const moved = await tx
        .update(clients)
        .set({ agentId: reassignTo ?? null, updatedAt: new Date(), version: sql`${clients.version} + 1` })
        .where(eq(clients.agentId, id))
        .returning({ id: clients.id });
      await tx.delete(user).where(eq(user.id, id));
      await recordAudit(tx, {
        actor: admin,
        action: 'remove_agent',
        targetType: 'user',
        targetId: id,
        details: { email: agent.email, reassignTo: reassignTo ?? null, clients: moved.length },
      });
      return { reassignedClients: moved.length };
    });
    announceSessionChange({ userId: id });
    await heard;
    return removed;
  } catch (error) {
    // The new owner already has a client with one of these emails (unique per agent).
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw reassignConflict();
    throw error;
  }
}
