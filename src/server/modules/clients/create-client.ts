import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '#server/db/pg-errors';
import { clientNotes, clientStatusEvents, clients } from '#server/db/schema';
import { notFound } from '#server/errors';
import { INITIAL_STATUS } from '#shared/domain';
import type { Client, CreateClientBody } from '#shared/schemas/clients';
import { recordWebhookEvent } from '../webhooks/outbox';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';
import { actorName } from './client-access';
import { duplicateEmail } from './client-errors';
import { loadClientView } from './client-view';

/**
 * An agent adds a client (spec §4, §6): always new-client, owned by the agent, with its first
 * history entry and the optional first note, all in one transaction.
 */
export async function createClient({
  db,
  agent,
  body,
}: {
  db: Db;
  agent: SessionUser;
  body: CreateClientBody;
}): Promise<Client> {
  const by = actorName(agent);
  const wantsEvent = wantsWebhookEvent(db, 'client.created');
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(clients)
        .values({
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          country: body.country ?? null,
          status: INITIAL_STATUS,
          agentId: agent.id,
        })
        .returning({ id: clients.id });
      if (!created) throw new Error('insert returned no row');
      await tx
        .insert(clientStatusEvents)
        .values({ clientId: created.id, status: INITIAL_STATUS, actorId: agent.id, actorName: by });
      if (body.note) {
        await tx
          .insert(clientNotes)
          .values({ clientId: created.id, text: body.note, authorId: agent.id, authorName: by });
      }
      if (wantsEvent) {
        const { note, ...fields } = body;
        const client = { id: created.id, ...fields, status: INITIAL_STATUS, agentId: agent.id };
        await recordWebhookEvent(tx, 'client.created', { client, source: 'app' });
      }
      return created.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw duplicateEmail();
    throw error;
  }
  if (wantsEvent) webhookEventsCommitted(db);
  // Read after commit: the view's child queries run in parallel, which one transaction cannot do.
  const client = await loadClientView(db, id);
  if (!client) throw notFound();
  return client;
}
