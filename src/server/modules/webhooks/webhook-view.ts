import { sql } from 'drizzle-orm';
import { webhookEndpoints } from '#server/db/schema';
import type { Webhook, WebhookEventType } from '#shared/schemas/webhooks';

const iso = (column: typeof webhookEndpoints.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of an endpoint as the API shows it: never the secret, only its hint. */
export const WEBHOOK_COLUMNS = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: sql<WebhookEventType[]>`${webhookEndpoints.events}`,
  enabled: webhookEndpoints.enabled,
  secretHint: webhookEndpoints.secretHint,
  createdAt: iso(webhookEndpoints.createdAt),
  updatedAt: iso(webhookEndpoints.updatedAt),
};

export type WebhookRow = Webhook;
