import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { AppError, notFound } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import type { WebhookDelivery } from '#shared/schemas/webhooks';
import { DELIVERY_COLUMNS } from './list-deliveries';
import { webhookEventsCommitted } from './subscriptions';

/**
 * POST /api/webhooks/deliveries/:id/resend: the same event (same id and body) is due again now.
 * A delivery past its retry window gets this one attempt; a failure marks it failed again.
 */
export async function resendDelivery({ db, id }: { db: Db; id: string }): Promise<WebhookDelivery> {
  const [found] = await rowsOf<{ enabled: boolean }>(
    db,
    sql`select e.enabled from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.id = ${id}`,
  );
  if (!found) throw notFound();
  if (!found.enabled) throw new AppError(409, 'endpoint_disabled', MESSAGES.webhookEndpointDisabled);
  const [delivery] = await rowsOf<WebhookDelivery>(
    db,
    sql`with resent as (update webhook_deliveries set status = 'pending', next_attempt_at = now()
        where id = ${id} returning *)
      select ${DELIVERY_COLUMNS} from resent d`,
  );
  if (!delivery) throw notFound();
  webhookEventsCommitted(db);
  return delivery;
}
