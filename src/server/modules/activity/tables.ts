import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '#server/db/schema/auth';

/**
 * Each agent's calls per 15 minutes of UTC (docs/decisions/0021): every UTC offset in use is a
 * multiple of 15 minutes, so a calendar day of any time zone is a whole range of buckets and a
 * change of the organisation's zone rebuilds nothing. Kept by the triggers of migration 0014 on
 * client_calls, in the statement that inserts or deletes the calls. The key leads with the bucket:
 * the daily figures read one day of every agent as one range.
 */
export const callRollup = pgTable(
  'call_rollup',
  {
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    agentId: text('agent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dials: integer('dials').notNull().default(0),
    connected: integer('connected').notNull().default(0),
    talkSeconds: integer('talk_seconds').notNull().default(0),
    meetings: integer('meetings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucketStart, t.agentId] })],
);
