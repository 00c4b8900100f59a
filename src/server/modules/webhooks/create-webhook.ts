import { randomUUID } from 'node:crypto';
import { webhookEndpoints } from '#server/db/schema';
import type { CreateWebhookBody, Webhook } from '#shared/schemas/webhooks';
import { assertWebhookUrlAllowed } from './check-webhook-url';
import type { WebhookDeps } from './deps';
import { secretHint, webhookSecretContext } from './webhook-secret';
import { WEBHOOK_COLUMNS } from './webhook-view';

/** POST /api/webhooks: the secret is stored encrypted and never shown again. */
export async function createWebhook({
  body,
  ...deps
}: WebhookDeps & { body: CreateWebhookBody }): Promise<Webhook> {
  assertWebhookUrlAllowed(body.url, deps.allowPrivate);
  const id = randomUUID();
  const [created] = await deps.db
    .insert(webhookEndpoints)
    .values({
      id,
      url: body.url,
      events: body.events,
      enabled: body.enabled ?? true,
      secretEncrypted: deps.secrets.encrypt(body.secret, webhookSecretContext(id)),
      secretHint: secretHint(body.secret),
    })
    .returning(WEBHOOK_COLUMNS);
  if (!created) throw new Error('insert returned no row');
  await deps.changed();
  return created;
}
