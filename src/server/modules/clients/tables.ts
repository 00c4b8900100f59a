import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '#server/db/schema/auth';

/**
 * Trigram indexes queue new entries in a small pending list (256 kB) and merge it into the index
 * once it is full: an update of a client (any update makes a new row version) costs about half as
 * much as inserting its trigrams one by one, and a search scans at most those 256 kB beside the
 * index (2–6 ms more at p50 at 1,000,000 clients). GIN's default list of 4 MB made searches 2–3×
 * slower after a busy hour (docs/decisions/0036).
 */
const GIN_OPTIONS = { fastupdate: true, gin_pending_list_limit: 256 };

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `search_fold(text)`, defined by migration 0008: lower case without accents (PostgreSQL's
 * unaccent), the form in which a search term and a client's name are compared
 * (docs/decisions/0014).
 */
const searchFold = (column: string) => sql.raw(`search_fold("${column}")`);

/** A new client nobody has called yet and with no follow-up set: the Today queue's third group. */
export const NEVER_CALLED = sql.raw(`status = 'new-client' and call_count = 0 and next_follow_up_at is null`);

// Every list path reads newest first, so each index ends in (created_at DESC, id DESC); drizzle
// needs `.desc().nullsFirst()` to emit exactly the order the queries use (DESIGN §5, §8).
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The name as searched: kept by the database, so no writer can forget it. */
    nameFolded: text('name_folded').generatedAlwaysAs(searchFold('name')),
    /** The phone's digits alone, so `0107788` finds `+1 010-778-8…`. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      sql.raw(`regexp_replace("phone", '[^0-9]+', '', 'g')`),
    ),
    country: text('country'),
    status: text('status').notNull().default('new-client'),
    agentId: text('agent_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    tradingAccountId: text('trading_account_id'),
    /** AES-256-GCM ciphertext (`v1:iv:tag:data`), never the password itself. */
    tradingAccountPassword: text('trading_account_password'),
    tradingAccountServer: text('trading_account_server'),
    /**
     * The latest call, note or status change (issue 14), bumped by the write that adds one, in its
     * transaction; a new client's is its creation. Idle clients are found by it.
     */
    lastContactAt: timestamptz('last_contact_at').notNull().defaultNow(),
    /** Calls logged, kept by the call log's own UPDATE. */
    callCount: integer('call_count').notNull().default(0),
    nextFollowUpAt: timestamptz('next_follow_up_at'),
    /** The sum of the client's invoice amounts, kept by triggers on invoices (docs/decisions/0025). */
    invoiceTotal: numeric('invoice_total', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Where a lead came from (issue 17): the landing page's UTM fields, kept as the intake got them. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
  },
  (t) => [
    uniqueIndex('clients_agent_email_unique').on(t.agentId, sql`lower(${t.email})`),
    index('clients_agent_created_idx').on(
      t.agentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clients_agent_status_created_idx').on(
      t.agentId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clients_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clients_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The pipeline board's columns (issue 16): one status's cards, last changed first.
    index('clients_agent_status_updated_idx').on(
      t.agentId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clients_status_updated_idx').on(
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('clients_name_folded_trgm_idx').using('gin', t.nameFolded.op('gin_trgm_ops')).with(GIN_OPTIONS),
    index('clients_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`).with(GIN_OPTIONS),
    index('clients_phone_digits_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')).with(GIN_OPTIONS),
    // The Today queue (issue 14): follow-ups by time, one agent's or everyone's, and new clients
    // never called, oldest first. Partial, so each holds only the rows its group can contain.
    index('clients_agent_follow_up_idx')
      .on(t.agentId, t.nextFollowUpAt, t.id)
      .where(sql`next_follow_up_at is not null`),
    index('clients_follow_up_idx').on(t.nextFollowUpAt, t.id).where(sql`next_follow_up_at is not null`),
    index('clients_agent_never_called_idx').on(t.agentId, t.createdAt, t.id).where(sql`${NEVER_CALLED}`),
    index('clients_never_called_idx').on(t.createdAt, t.id).where(sql`${NEVER_CALLED}`),
    // Idle clients: per status, those whose last contact is older than the status's idle days; the
    // owner is in the index so the overview's idle count per agent reads the index alone. One
    // agent's idle count reads its own range of the second: its clients sit on as many table pages
    // as there are clients, which a count should not visit.
    index('clients_status_contact_idx').on(t.status, t.lastContactAt, t.agentId),
    // The reports (issue 16): the clients added in a date range with their agent and status, from
    // the index alone.
    index('clients_created_agent_status_idx').on(t.createdAt, t.agentId, t.status),
    index('clients_agent_status_contact_idx').on(t.agentId, t.status, t.lastContactAt),
    // The admin's "filter by source" (issue 17): one source's clients, newest first.
    index('clients_utm_source_created_idx')
      .on(t.utmSource, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`utm_source is not null`),
  ],
);

/** A client as stored: the one list of its fields that the server's client types pick from. */
export type ClientRecord = typeof clients.$inferSelect;

// Child rows are appended with single INSERTs. Their timestamps use clock_timestamp() so two rows
// written by one transaction (a reassignment note and the user's note) still sort newest first.
const appendedAt = (name: string) => timestamptz(name).notNull().default(sql`clock_timestamp()`);

export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: appendedAt('created_at'),
  },
  (t) => [
    index('client_notes_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const clientStatusEvents = pgTable(
  'client_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: appendedAt('changed_at'),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    /**
     * The client's status and its time just before this event (none for the first): the stay this
     * event ends. Filled by the insert trigger of migration 0017 (docs/decisions/0026), so the
     * reports read a stay from one row.
     */
    previousStatus: text('previous_status'),
    previousChangedAt: timestamptz('previous_changed_at'),
    /**
     * The client's agent now, kept by the triggers of migration 0019 (docs/decisions/0026): set on
     * insert, rewritten for the client's whole history when it is reassigned. The reports count a
     * client's history for its present agent and read it from the date range's index alone.
     */
    agentId: text('agent_id'),
    /**
     * When the client last entered this event's status before it (none the first time), filled by
     * the insert trigger (migration 0020): the funnel counts a client once per status in a range
     * by keeping the events whose previous entry lies before the range.
     */
    previousEntryAt: timestamptz('previous_entry_at'),
  },
  (t) => [
    index('client_status_events_client_changed_idx').on(
      t.clientId,
      t.changedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The reports (issue 16): a date range of every client's events, read from the index alone.
    // The extra key columns stand in for INCLUDE, which drizzle cannot declare.
    index('client_status_events_changed_idx').on(
      t.changedAt,
      t.agentId,
      t.status,
      t.clientId,
      t.previousStatus,
      t.previousChangedAt,
      t.previousEntryAt,
    ),
    // Time in status (issue 16): stays ordered by the status they end, so the per-status median
    // and p90 group the range's stays without sorting them by status first.
    index('client_status_events_stays_idx')
      .on(t.previousStatus, t.changedAt, t.previousChangedAt, t.agentId)
      .where(sql`${t.previousStatus} is not null`),
    // The leaderboard's conversions (issue 16): the range's entries into the converted statuses
    // only, instead of every event of the range.
    index('client_status_events_status_changed_idx').on(
      t.status,
      t.changedAt,
      t.previousStatus,
      t.agentId,
      t.clientId,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    issuedAt: appendedAt('issued_at'),
    /** The client's agent now, kept as client_status_events.agent_id is (migration 0019). */
    agentId: text('agent_id'),
  },
  (t) => [
    index('invoices_client_issued_idx').on(
      t.clientId,
      t.issuedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The revenue report and the leaderboard (issue 16): a date range of invoices, index only.
    index('invoices_issued_idx').on(t.issuedAt, t.agentId, t.clientId, t.plan, t.amount),
  ],
);

/** One logged call (issue 14); the agent's name is kept as notes keep their author's. */
export const clientCalls = pgTable(
  'client_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').references(() => user.id, { onDelete: 'set null' }),
    agentName: text('agent_name').notNull(),
    outcome: text('outcome').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    note: text('note'),
    createdAt: appendedAt('created_at'),
  },
  (t) => [
    index('client_calls_client_created_idx').on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
