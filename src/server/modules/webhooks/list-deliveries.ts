import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { notFound } from '#server/errors';
import { DELIVERY_LOG_SIZE, type WebhookDelivery } from '#shared/schemas/webhooks';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const DELIVERY_COLUMNS = sql`d.id, d.event_id as "eventId", d.event_type as "eventType",
  ${iso('d.occurred_at')} as "occurredAt", d.status, d.attempts,
  ${iso('d.last_attempt_at')} as "lastAttemptAt",
  case when d.status = 'pending' then ${iso('d.next_attempt_at')} end as "nextAttemptAt",
  d.response_code as "responseCode", d.last_error as "lastError"`;

/** GET /api/webhooks/:id/deliveries: the endpoint's latest deliveries, newest first. */
export async function listDeliveries({
  db,
  endpointId,
}: {
  db: Db;
  endpointId: string;
}): Promise<{ items: WebhookDelivery[] }> {
  const [endpoint] = await rowsOf<{ id: string }>(
    db,
    sql`select id from webhook_endpoints where id = ${endpointId}`,
  );
  if (!endpoint) throw notFound();
  const items = await rowsOf<WebhookDelivery>(
    db,
    sql`select ${DELIVERY_COLUMNS} from webhook_deliveries d where d.endpoint_id = ${endpointId}
      order by d.occurred_at desc, d.id desc limit ${DELIVERY_LOG_SIZE}`,
  );
  return { items };
}
