import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A landing-page form that hands leads to the app (docs/decisions/0032). */
export const intakeForms = pgTable('intake_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The unguessable part of the public URL `/api/intake/:key`. */
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** agent | round-robin | least-loaded */
  targetMode: text('target_mode').notNull(),
  agentIds: text('agent_ids').array().notNull(),
  allowedOrigins: text('allowed_origins').array().notNull(),
  perIpPerMinute: integer('per_ip_per_minute').notNull(),
  perFormPerMinute: integer('per_form_per_minute').notNull(),
  /** Leads handed out so far: the round robin's position. */
  handedOut: bigint('handed_out', { mode: 'number' }).notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Requests counted per bucket (`ip:<form>:<address>`, `form:<form>`) and minute, in the database so every instance shares them. */
export const intakeRateLimits = pgTable(
  'intake_rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
