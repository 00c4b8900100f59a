import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/audit';
import { requireAdmin } from '#server/auth/session';
import type { Config } from '#server/config';
import type { SecretBox } from '#server/crypto/secret-box';
import type { Database } from '#server/db/client';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
} from '#shared/schemas/webhooks';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { DEFAULT_DELIVERY_TIMING, DeliveryWorker, type Send } from './delivery-worker';
import { listDeliveries } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { resendDelivery } from './resend-delivery';
import { registerWebhookRuntime, unregisterWebhookRuntime, WebhookSubscriptions } from './subscriptions';
import { updateWebhook } from './update-webhook';

export type WebhookPluginOptions = {
  database: Database;
  secrets: SecretBox;
  config: Config;
  /** Replaces the HTTP send (tests of the worker's bookkeeping). */
  send?: Send;
};

/**
 * Webhook endpoints (admin only) and this instance's delivery worker (docs/decisions/0032). The
 * worker runs in every instance; the outbox claim keeps them from sending one row twice at once.
 */
export async function webhookRoutes(app: FastifyInstance, options: WebhookPluginOptions) {
  const { database, secrets, config } = options;
  const { db } = database;
  const worker: DeliveryWorker = new DeliveryWorker({
    db,
    secrets,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    timing: {
      retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
      retryWindowMs: config.WEBHOOK_RETRY_HOURS * 60 * 60 * 1000,
      claimMs: config.WEBHOOK_CLAIM_MS,
      pollMs: Math.min(1_000, config.WEBHOOK_RETRY_BASE_MS),
      gatherMs: Math.min(DEFAULT_DELIVERY_TIMING.gatherMs, config.WEBHOOK_RETRY_BASE_MS),
    },
    log: app.log,
    active: () => subscriptions.any,
    ...(options.send ? { send: options.send } : {}),
  });
  const subscriptions = new WebhookSubscriptions(db, () => worker.wake());
  registerWebhookRuntime(db, { subscriptions, wake: () => worker.wake() });
  await subscriptions.start(database);
  await subscriptions.reload();
  worker.start();
  app.addHook('onClose', async () => {
    unregisterWebhookRuntime(db);
    await worker.stop();
    await subscriptions.close();
  });

  const deps = {
    db,
    secrets,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    changed: () => subscriptions.reload(),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = uuidParamsSchema;

  r.get('/api/webhooks', { schema: { response: { 200: webhookListSchema } } }, async (req) => {
    requireAdmin(req);
    return listWebhooks(deps);
  });

  r.post(
    '/api/webhooks',
    { schema: { body: createWebhookBodySchema, response: { 201: webhookSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const created = await createWebhook({ ...deps, body: req.body });
      // Who pointed client data at which outside address (the secret is never recorded).
      await recordAudit(db, {
        actor: admin,
        action: 'create_webhook',
        targetType: 'webhook',
        targetId: created.id,
        details: { url: created.url, events: created.events, enabled: created.enabled },
      });
      return reply.status(201).send(created);
    },
  );

  r.patch(
    '/api/webhooks/:id',
    { schema: { params, body: updateWebhookBodySchema, response: { 200: webhookSchema } } },
    async (req) => {
      const admin = requireAdmin(req);
      const updated = await updateWebhook({ ...deps, id: requireUuid(req.params.id), body: req.body });
      await recordAudit(db, {
        actor: admin,
        action: 'update_webhook',
        targetType: 'webhook',
        targetId: updated.id,
        details: {
          url: updated.url,
          events: updated.events,
          enabled: updated.enabled,
          secretChanged: req.body.secret !== undefined,
        },
      });
      return updated;
    },
  );

  r.delete('/api/webhooks/:id', { schema: { params } }, async (req, reply) => {
    const admin = requireAdmin(req);
    const id = requireUuid(req.params.id);
    await deleteWebhook({ ...deps, id });
    await recordAudit(db, { actor: admin, action: 'delete_webhook', targetType: 'webhook', targetId: id });
    return reply.status(204).send();
  });

  r.get(
    '/api/webhooks/:id/deliveries',
    { schema: { params, response: { 200: webhookDeliveryListSchema } } },
    async (req) => {
      requireAdmin(req);
      return listDeliveries({ db, endpointId: requireUuid(req.params.id) });
    },
  );

  r.post(
    '/api/webhooks/deliveries/:id/resend',
    { schema: { params, response: { 200: webhookDeliverySchema } } },
    async (req) => {
      requireAdmin(req);
      return resendDelivery({ db, id: requireUuid(req.params.id) });
    },
  );
}
