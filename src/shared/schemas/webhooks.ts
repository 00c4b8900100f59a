/** Webhook endpoints and their delivery log (issue 17, docs/webhooks.md). */
import { z } from 'zod';
import { MESSAGES } from '../domain';

export const WEBHOOK_EVENT_TYPES = [
  'client.created',
  'client.status_changed',
  'client.assigned',
  'client.deleted',
  'call.logged',
  'import.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_SECRET_LIMITS = { min: 16, max: 200 };

/** http(s) only, with a host; credentials in the URL are refused (they would be shown in the list). */
export const webhookUrlSchema = z
  .string({ error: MESSAGES.webhookUrlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, MESSAGES.webhookUrlInvalid)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  }, MESSAGES.webhookUrlInvalid);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: MESSAGES.webhookEventsRequired }), {
    error: MESSAGES.webhookEventsRequired,
  })
  .min(1, MESSAGES.webhookEventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const secretSchema = z
  .string({ error: MESSAGES.webhookSecretInvalid })
  .min(WEBHOOK_SECRET_LIMITS.min, MESSAGES.webhookSecretInvalid)
  .max(WEBHOOK_SECRET_LIMITS.max, MESSAGES.webhookSecretInvalid);

export const createWebhookBodySchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventsSchema,
  secret: secretSchema,
  enabled: z.boolean().optional(),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  secret: secretSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

/** An endpoint as shown: the secret only as its last four characters. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  secretHint: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookSchema) });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  occurredAt: z.iso.datetime(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  responseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const DELIVERY_LOG_SIZE = 100;
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** What a receiver gets: the body is this object as JSON, signed (docs/webhooks.md). */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  occurredAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
