import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '#server/db/schema/auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * API tokens (issue 17, docs/decisions/0031). Only the SHA-256 of the secret is kept; the secret
 * is shown once, in the answer that creates it. A token goes with the user who made it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** 'personal' or 'service' (#shared/schemas/api-tokens). */
    kind: text('kind').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, shown so a leaked value can be matched to its row. */
    tokenPrefix: text('token_prefix').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    lastUsedAt: timestamptz('last_used_at'),
  },
  // The admin screen lists newest first.
  (t) => [index('api_tokens_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * Requests per token per minute (a fixed window), counted in the database so every instance
 * shares one limit. A token's older windows are deleted as its next one starts.
 */
export const apiTokenWindows = pgTable(
  'api_token_windows',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    windowStart: timestamptz('window_start').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.windowStart] })],
);
