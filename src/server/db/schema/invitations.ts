import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Agent invitations (DESIGN §5). Only the SHA-256 of the link's token is stored, as for the
 * setup link. An invitation is open while neither accepted nor revoked; past `expires_at` it is
 * listed as expired and can be resent.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('invitations_open_email_idx').on(t.email).where(sql`accepted_at is null and revoked_at is null`),
  ],
);
