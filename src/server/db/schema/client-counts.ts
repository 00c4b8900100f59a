import { bigint, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many clients each agent has per status, kept exact by statement triggers on `clients`
 * (migration 0005) in the same transaction as the change. Unassigned clients count under
 * agent_key ''. Totals of unfiltered and status- or agent-filtered lists come from here instead of
 * counting up to a million rows per request (docs/decisions/0008). `amount` is the sum of those
 * clients' invoice totals, kept by the same triggers (docs/decisions/0025).
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    agentKey: text('agent_key').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.agentKey, t.status] })],
);
