import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A receiver an admin registered (docs/decisions/0032). The secret is kept encrypted with the
 * app's key (it must be read to sign), and never shown again after creation.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  /** Event types sent to it; the outbox rows are written only for these. */
  events: text('events').array().notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  /** The secret's last four characters, to tell two endpoints' secrets apart on screen. */
  secretHint: text('secret_hint').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change it reports,
 * then delivered by any instance's worker. `next_attempt_at` is both the retry time and the claim:
 * a worker that takes a row moves it past the send's timeout, so a worker killed mid-send leaves a
 * row another takes up later (at least once; receivers tell repeats apart by `event_id`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    data: jsonb('data').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** pending → delivered, or failed once the retry window is over. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').defaultNow(),
    lastAttemptAt: timestamptz('last_attempt_at'),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
  },
  (t) => [
    // The worker's claim: due pending rows, oldest first.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    // The delivery log: one endpoint's rows, newest first.
    index('webhook_deliveries_endpoint_idx').on(
      t.endpointId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
