import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { webhookEndpoints } from '#server/db/schema';
import type { Webhook } from '#shared/schemas/webhooks';
import { WEBHOOK_COLUMNS } from './webhook-view';

export async function listWebhooks({ db }: { db: Db }): Promise<{ items: Webhook[] }> {
  const items = await db
    .select(WEBHOOK_COLUMNS)
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { items };
}
