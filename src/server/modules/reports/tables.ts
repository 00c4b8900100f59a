import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from '#server/db/schema/auth';

/**
 * Calls per agent and UTC day (docs/decisions/0026): call_rollup summed once more, kept by the
 * statement triggers of migration 0017 on call_rollup itself. A report over months reads a day row
 * per agent for each whole UTC day of its range and call_rollup's 15-minute rows only for the
 * partial days at its two edges, whatever the organisation's time zone.
 */
export const callDayRollup = pgTable(
  'call_day_rollup',
  {
    day: date('day').notNull(),
    agentId: text('agent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dials: integer('dials').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.agentId] })],
);
