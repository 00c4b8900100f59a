import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * App-wide settings an admin changes at run time, one row per section (`security`, …). `value`
 * holds only what was set; missing fields take the defaults of the section's shared schema
 * (src/shared/schemas/settings.ts), so a new setting needs no migration.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
