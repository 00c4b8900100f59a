import { and, eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import { replacePassword } from '#server/auth/accounts';
import type { SessionUser } from '#server/auth/session';
import { announceSessionChange } from '#server/auth/session-cache';
import { isAgentUser } from '#server/auth/users';
import { user } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { Agent, UpdateAgentBody } from '#shared/schemas/agents';
import { selectActiveAgents, toActiveAgent } from './active-agents';
import type { AgentDeps } from './deps';

export type UpdateAgentOptions = Pick<AgentDeps, 'db' | 'auth'> & {
  admin: SessionUser;
  id: string;
  body: UpdateAgentBody;
};

/**
 * PATCH /api/agents/:id (spec §5 Agent edit). A new password ends every session of the agent
 * (DESIGN §7); a blank one keeps the current password.
 */
export async function updateAgent(options: UpdateAgentOptions): Promise<Agent> {
  const { db, auth, admin, id, body } = options;
  const [before] = await selectActiveAgents(db, eq(user.id, id));
  if (!before) throw notFound();

  const passwordChanged = Boolean(body.password);
  if (body.password) {
    await replacePassword(auth, id, body.password);
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
  if (nameChanged) announceSessionChange({ userId: id });
  return toActiveAgent({ ...before, name: body.fullName });
}
