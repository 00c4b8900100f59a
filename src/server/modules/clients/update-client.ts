import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import { isAgentUser } from '#server/auth/users';
import type { Db } from '#server/db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { rowsOf } from '#server/db/raw-rows';
import { clientNotes, clientStatusEvents, clients, invoices, user } from '#server/db/schema';
import { notFound, unknownAgent } from '#server/errors';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import type { WebhookEventType } from '#shared/schemas/webhooks';
import { type EventData, webhookEventCte } from '../webhooks/outbox';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';
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
 * Appends notes without a new version, so concurrent writers never lose each other's notes. The
 * same transaction moves the client's last contact (issue 14) with an UPDATE that checks
 * ownership again and locks the row: a reassignment or delete committed since the first read
 * refuses the note (404), and one still running waits until the note is in, so a note can never
 * land on a client its author no longer has.
 */
async function appendNotes(deps: ClientDeps, actor: SessionUser, id: string, notes: NoteRow[]) {
  if (notes.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .update(clients)
      .set({ lastContactAt: sql`greatest(${clients.lastContactAt}, clock_timestamp())` })
      .where(and(eq(clients.id, id), clientScope('clients', actor)))
      .returning({ id: clients.id });
    if (!owned) throw notFound();
    for (const note of notes) await tx.insert(clientNotes).values(note);
  });
}

/**
 * The row's compare-and-set on `version` and its status event as one statement, atomic on its
 * own: the event is written only when the row was. False when another request changed the client
 * after we read it.
 */
async function writeRow(
  db: Db,
  current: StoredClient,
  plan: ClientUpdatePlan,
  set: Partial<typeof clients.$inferInsert>,
  event: { actorId: string; actorName: string },
  webhookEvents: readonly WebhookEvent[] = [],
): Promise<boolean> {
  const update = db
    .update(clients)
    .set({ ...set, version: sql`${clients.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(clients.id, current.id), eq(clients.version, plan.baseVersion)))
    .returning({ id: clients.id });
  const statusEvent = plan.statusEvent
    ? sql`, status_event as (insert into ${clientStatusEvents}
        (${sql.identifier('client_id')}, ${sql.identifier('status')}, ${sql.identifier('actor_id')}, ${sql.identifier('actor_name')})
        select id, ${plan.statusEvent}, ${event.actorId}, ${event.actorName} from updated)`
    : sql``;
  const outbox = webhookEvents.map((e, i) =>
    webhookEventCte(`webhook_event_${i}`, e.type, 'updated', e.data),
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with updated as (${update.getSQL()})${statusEvent}${sql.join(outbox)} select id from updated`,
  );
  return rows.length === 1;
}

type WebhookEvent = { type: WebhookEventType; data: EventData };

/** The webhook events a plan's row change makes (issue 17), those some endpoint wants. */
function webhookEventsOf(db: Db, current: StoredClient, plan: ClientUpdatePlan, by: string): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  if (plan.statusEvent && plan.statusEvent !== current.status) {
    events.push({
      type: 'client.status_changed',
      data: { clientId: current.id, status: plan.statusEvent, previousStatus: current.status, by },
    });
  }
  if (plan.row.agentId !== undefined) {
    events.push({
      type: 'client.assigned',
      data: { clientId: current.id, agentId: plan.row.agentId, previousAgentId: current.agentId, by },
    });
  }
  return events.filter((e) => wantsWebhookEvent(db, e.type));
}

/** Whether a plan writes anything beside the row and its status event. */
const hasOtherWrites = (plan: ClientUpdatePlan) =>
  plan.notes.length > 0 || plan.row.agentId !== undefined || plan.invoice !== null;

/**
 * Applies a plan. A change to the client row is a compare-and-set on `version`, in the same
 * transaction as its appends: if another request changed the client after we read it, nothing
 * is written (409). A new owner is audited in that transaction too. A plain status change is one
 * statement and needs no transaction (issue 18: a status change costs few round trips).
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
  const event = { actorId: actor.id, actorName: by };
  const webhookEvents = webhookEventsOf(deps.db, current, plan, by);
  try {
    if (!hasOtherWrites(plan)) {
      if (!(await writeRow(deps.db, current, plan, { ...row, ...encrypted }, event, webhookEvents)))
        throw staleClient();
      if (webhookEvents.length > 0) webhookEventsCommitted(deps.db);
      return;
    }
    await deps.db.transaction(async (tx) => {
      if (!(await writeRow(tx, current, plan, { ...row, ...encrypted }, event, webhookEvents)))
        throw staleClient();
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
    if (webhookEvents.length > 0) webhookEventsCommitted(deps.db);
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
