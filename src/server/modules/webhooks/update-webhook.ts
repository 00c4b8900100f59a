import { eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '#server/db/schema';
import { notFound } from '#server/errors';
import type { UpdateWebhookBody, Webhook } from '#shared/schemas/webhooks';
import { assertWebhookUrlAllowed } from './check-webhook-url';
import type { WebhookDeps } from './deps';
import { secretHint, webhookSecretContext } from './webhook-secret';
import { WEBHOOK_COLUMNS } from './webhook-view';

/** PATCH /api/webhooks/:id: URL, events, a new secret, or enabled. */
export async function updateWebhook({
  id,
  body,
  ...deps
}: WebhookDeps & { id: string; body: UpdateWebhookBody }): Promise<Webhook> {
  if (body.url !== undefined) assertWebhookUrlAllowed(body.url, deps.allowPrivate);
  const secret =
    body.secret === undefined
      ? {}
      : {
          secretEncrypted: deps.secrets.encrypt(body.secret, webhookSecretContext(id)),
          secretHint: secretHint(body.secret),
        };
  const [updated] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(body.url === undefined ? {} : { url: body.url }),
      ...(body.events === undefined ? {} : { events: body.events }),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      ...secret,
      updatedAt: sql`now()`,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning(WEBHOOK_COLUMNS);
  if (!updated) throw notFound();
  await deps.changed();
  return updated;
}
