import { eq } from 'drizzle-orm';
import { retryOnDeadlock } from '#server/db/pg-errors';
import { webhookEndpoints } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { WebhookDeps } from './deps';

/**
 * DELETE /api/webhooks/:id: the endpoint and its delivery log (cascade). The cascade locks the
 * endpoint's deliveries in its own order while the delivery worker may be recording a round of
 * them, so under load the two can deadlock; the delete is then repeated.
 */
export async function deleteWebhook({ id, ...deps }: WebhookDeps & { id: string }): Promise<void> {
  const deleted = await retryOnDeadlock(() =>
    deps.db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id }),
  );
  if (deleted.length === 0) throw notFound();
  await deps.changed();
}
