import { and, eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { user } from '#server/db/schema';
import type { Agent, UpdateAgentBody } from '#shared/schemas/agents';
import { notFound } from './agent-errors';
import { isAgentUser, selectActiveAgents, toActiveAgent } from './agent-scope';
import type { AgentDeps } from './deps';

/**
 * PATCH /api/agents/:id (spec §5 Agent edit). A new password is hashed by better-auth's hasher and
 * ends every session of the agent (DESIGN §7); a blank one keeps the current password.
 */
export async function updateAgent(
  deps: Pick<AgentDeps, 'db' | 'auth'>,
  admin: SessionUser,
  id: string,
  body: UpdateAgentBody,
): Promise<Agent> {
  const { db, auth } = deps;
  const [before] = await selectActiveAgents(db, eq(user.id, id));
  if (!before) throw notFound();

  const passwordChanged = Boolean(body.password);
  if (body.password) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(body.password));
    await ctx.internalAdapter.deleteUserSessions(id);
  }
  const nameChanged = body.fullName !== before.name;
  await db.transaction(async (tx) => {
    if (nameChanged) {
      await tx
        .update(user)
        .set({ name: body.fullName, updatedAt: new Date() })
        .where(and(eq(user.id, id), isAgentUser()));
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'update_agent',
      targetType: 'user',
      targetId: id,
      details: { email: before.email, nameChanged, passwordChanged },
    });
  });
  return toActiveAgent({ ...before, name: body.fullName });
}
