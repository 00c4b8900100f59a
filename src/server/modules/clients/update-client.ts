import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { clientNotes, clientStatusEvents, clients, invoices, user } from '#server/db/schema';
import { notFound, unknownAgent } from '#server/errors';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { actorName, findClientForActor, type StoredClient } from './client-access';
import { duplicateEmail, staleClient } from './client-errors';
import { clientScope } from './client-scope';
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

type NoteRow = typeof clientNotes.$inferInsert;

/**
 * Appends notes without touching the row, so concurrent writers never lose each other's notes.
 * Ownership is checked again under a share lock in the same transaction: a reassignment or delete
 * committed since the first read refuses the note (404), and one still running waits until the
 * note is in, so a note can never land on a client its author no longer has.
 */
async function appendNotes(deps: ClientDeps, actor: SessionUser, id: string, notes: NoteRow[]) {
  await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, id), clientScope('clients', actor)))
      .for('share');
    if (!owned) throw notFound();
    for (const note of notes) await tx.insert(clientNotes).values(note);
  });
}

/**
 * Applies a plan. A change to the client row is a compare-and-set on `version` in the same
 * transaction as its appends: if another request changed the client after we read it, nothing
 * is written (409). A new owner is audited in that transaction too.
 */
async function applyPlan(
  deps: ClientDeps,
  actor: SessionUser,
  current: StoredClient,
  plan: ClientUpdatePlan,
) {
  const { id } = current;
  const by = actorName(actor);
  const noteRows = plan.notes.map((text) => ({ clientId: id, text, authorId: actor.id, authorName: by }));
  if (!touchesRow(plan)) return appendNotes(deps, actor, id, noteRows);

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
      if (plan.row.agentId !== undefined) {
        await recordAudit(tx, {
          actor,
          action: 'reassign_client',
          targetType: 'client',
          targetId: id,
          details: { from: current.agentId, to: plan.row.agentId },
        });
      }
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
  await applyPlan(deps, actor, current, plan);
  const client = await loadClientView(deps.db, id);
  if (!client) throw notFound();
  return client;
}
