import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { WebhookDeps } from './deps';

/** DELETE /api/webhooks/:id: the endpoint and its delivery log (cascade). */
export async function deleteWebhook({ id, ...deps }: WebhookDeps & { id: string }): Promise<void> {
  const deleted = await deps.db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
  await deps.changed();
}
