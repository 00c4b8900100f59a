import { eq } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { clients } from '#server/db/schema';
import { notFound } from '#server/errors';
import { recordWebhookEvent } from '../webhooks/outbox';
import { wantsWebhookEvent, webhookEventsCommitted } from '../webhooks/subscriptions';

/** Admin removes a client with its notes, history and invoices (cascade); audited in the same transaction. */
export async function deleteClient({
  db,
  admin,
  id,
}: {
  db: Db;
  admin: SessionUser;
  id: string;
}): Promise<void> {
  const wantsEvent = wantsWebhookEvent(db, 'client.deleted');
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(clients)
      .where(eq(clients.id, id))
      .returning({ id: clients.id, agentId: clients.agentId, status: clients.status });
    if (!deleted) throw notFound();
    await recordAudit(tx, {
      actor: admin,
      action: 'delete_client',
      targetType: 'client',
      targetId: deleted.id,
      details: { agentId: deleted.agentId, status: deleted.status },
    });
    if (wantsEvent) {
      await recordWebhookEvent(tx, 'client.deleted', {
        clientId: deleted.id,
        agentId: deleted.agentId,
        status: deleted.status,
      });
    }
  });
  if (wantsEvent) webhookEventsCommitted(db);
}
