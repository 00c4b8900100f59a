import { is, SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { WebhookEventType } from '#shared/schemas/webhooks';

/** Event data as the outbox keeps it: JSON. */
export type EventData = Record<string, unknown>;

const jsonb = (data: EventData) => sql`${JSON.stringify(data)}::jsonb`;

/**
 * Records one event in the outbox, in the caller's transaction (docs/decisions/0032): one row per
 * enabled endpoint that wants it, all with one event id. Nothing is written when none does.
 */
export async function recordWebhookEvent(tx: Db, type: WebhookEventType, data: EventData): Promise<void> {
  await tx.execute(sql`insert into webhook_deliveries (event_id, event_type, data, endpoint_id)
    select ev.id, ${type}, ${jsonb(data)}, e.id
    from (select gen_random_uuid() as id) ev
    join webhook_endpoints e on e.enabled and ${type} = any(e.events)`);
}

/**
 * A data-modifying CTE (`, name as (…)`) that records one event per row of the CTE `from`, for
 * writes that are one statement (a status change, a logged call): the event exists exactly when
 * the statement's row does. `data` is JSON, or SQL over the columns of `from` (as `src`).
 */
export function webhookEventCte(
  name: string,
  type: WebhookEventType,
  from: string,
  data: EventData | SQL,
): SQL {
  const value = is(data, SQL) ? data : jsonb(data);
  return sql`, ${sql.identifier(name)} as (insert into webhook_deliveries (event_id, event_type, data, endpoint_id)
    select src.wh_event_id, ${type}, ${value}, e.id
    from (select s.*, gen_random_uuid() as wh_event_id from ${sql.identifier(from)} s) src
    join webhook_endpoints e on e.enabled and ${type} = any(e.events))`;
}
