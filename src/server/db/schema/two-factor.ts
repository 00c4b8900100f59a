import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * better-auth's two-factor plugin: the TOTP secret and the unused backup codes, both encrypted
 * with the auth secret. `verified` is false between enabling and confirming the first code.
 * One row per user: the plugin looks rows up by user, and two racing set-ups must not make two.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    // The plugin's own lockout columns; that lockout is off (src/server/auth/auth.ts), the
    // database-counted sign-in limits cover the second step instead.
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_user_id_idx').on(t.userId)],
);
