import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { clientNotes, clientStatusEvents, clients, invoices, user } from '#server/db/schema';
import { notFound, unknownAgent } from '#server/errors';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { actorName, findClientForActor, type StoredClient } from './client-access';
import { duplicateEmail, staleClient } from './client-errors';
import { loadClientView } from './client-view';
import type { ClientDeps } from './deps';
import {
  type AgentRef,
  assertEditableFields,
  assertExpectedVersion,
  type ClientUpdatePlan,
  planClientUpdate,
  touchesRow,
} from './plan-client-update';
import { openStoredPassword, tradingPasswordContext } from './trading-password';

/** The new owner named by `agentId`: undefined when unchanged, null to unassign, else an existing agent. */
async function resolveNextAgent(
  db: Db,
  current: StoredClient,
  agentId: string | null | undefined,
): Promise<AgentRef | null | undefined> {
  if (agentId === undefined || agentId === current.agentId) return undefined;
  if (agentId === null) return null;
  const [agent] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, agentId), isAgentUser()))
    .limit(1);
  if (!agent) throw unknownAgent('agentId');
  return agent;
}

/**
 * Applies a plan. Appends are plain INSERTs so concurrent writers never lose each other's notes.
 * A change to the client row is a compare-and-set on `version` in the same transaction as its
 * appends: if another request changed the client after we read it, nothing is written (409).
 */
async function applyPlan(deps: ClientDeps, actor: SessionUser, id: string, plan: ClientUpdatePlan) {
  const by = actorName(actor);
  const noteRows = plan.notes.map((text) => ({ clientId: id, text, authorId: actor.id, authorName: by }));

  if (!touchesRow(plan)) {
    try {
      for (const note of noteRows) await deps.db.insert(clientNotes).values(note);
    } catch (error) {
      // Deleted between our read and the insert.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound();
      throw error;
    }
    return;
  }

  const { tradingAccountPassword, ...row } = plan.row;
  const encrypted =
    tradingAccountPassword === undefined
      ? {}
      : { tradingAccountPassword: deps.secrets.encrypt(tradingAccountPassword, tradingPasswordContext(id)) };
  try {
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(clients)
        .set({ ...row, ...encrypted, version: sql`${clients.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(clients.id, id), eq(clients.version, plan.baseVersion)))
        .returning({ id: clients.id });
      if (updated.length === 0) throw staleClient();
      if (plan.statusEvent) {
        await tx
          .insert(clientStatusEvents)
          .values({ clientId: id, status: plan.statusEvent, actorId: actor.id, actorName: by });
      }
      // One INSERT each, so clock_timestamp() orders a reassignment note before the user's note.
      for (const note of noteRows) await tx.insert(clientNotes).values(note);
      if (plan.invoice) {
        await tx
          .insert(invoices)
          .values({ clientId: id, plan: plan.invoice.plan, amount: plan.invoice.amount.toFixed(2) });
      }
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === UNIQUE_VIOLATION) throw duplicateEmail();
    // The new owner was removed after we checked it.
    if (code === FOREIGN_KEY_VIOLATION) throw unknownAgent('agentId');
    throw error;
  }
}

export type UpdateClientOptions = ClientDeps & { actor: SessionUser; id: string; body: UpdateClientBody };

/**
 * PATCH /api/clients/:id (spec §4, §6). Checks run in this order: visibility (404), fields the
 * caller may not change (403), the caller's expected version (409), then the plan's rules.
 */
export async function updateClient(options: UpdateClientOptions): Promise<Client> {
  const { actor, id, body, ...deps } = options;
  const current = await findClientForActor(deps.db, actor, id);
  assertEditableFields(actor, body);
  assertExpectedVersion(current.version, body.expectedVersion);
  const nextAgent = await resolveNextAgent(deps.db, current, body.agentId);
  const storedPassword = body.tradingAccount ? openStoredPassword(deps.secrets, current) : null;
  const plan = planClientUpdate({ actor, current, body, nextAgent, storedPassword });
  await applyPlan(deps, actor, id, plan);
  const client = await loadClientView(deps.db, id);
  if (!client) throw notFound();
  return client;
}
