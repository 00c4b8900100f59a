import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One CSV import (issue 15, docs/imports.md): the uploaded file's header and size, the options of
 * its commit, and its progress and counts, which the commit job advances in the same transaction
 * as each chunk of clients it writes (docs/decisions/0029).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name'),
    /** uploaded | running | completed | failed | reverting | reverted */
    status: text('status').notNull().default('uploaded'),
    createdById: text('created_by_id'),
    createdByEmail: text('created_by_email'),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** The commit's options (mapping, assignment, duplicates, country), once committed. */
    options: jsonb('options'),
    /** The options the staged rows were last checked with (import_prepared holds that check). */
    preparedWith: text('prepared_with'),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Round robin: the next agent's place in the chosen list, carried from chunk to chunk. */
    nextAgent: integer('next_agent').notNull().default(0),
    reverted: integer('reverted').notNull().default(0),
    revertRefused: integer('revert_refused').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('imports_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** The file's rows as uploaded, cells in header order; row_no 1 is the first row after the header. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
);

/**
 * The rows as the check read them with one set of options: each client's fields normalised
 * (phone in E.164), its agent when the file or the options fix it, and the first problem found.
 * Duplicates inside the file point at the row they repeat. The commit writes clients from here.
 */
export const importPrepared = pgTable(
  'import_prepared',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    name: text('name'),
    email: text('email'),
    emailKey: text('email_key'),
    phone: text('phone'),
    country: text('country'),
    status: text('status'),
    note: text('note'),
    agentId: text('agent_id'),
    errorField: text('error_field'),
    errorMessage: text('error_message'),
    /** A phone kept as typed because it could not be read as a number (reported, not refused). */
    phoneWarning: text('phone_warning'),
    duplicateOf: integer('duplicate_of'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNo] }),
    index('import_prepared_errors_idx').on(t.importId, t.rowNo).where(sql`error_message is not null`),
  ],
);

/**
 * Each client an import created or updated, with the fields it replaced and the client's version
 * right after, so a revert can tell the clients changed since and leave them be.
 */
export const importClients = pgTable(
  'import_clients',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    rowNo: integer('row_no').notNull(),
    /** created | updated */
    kind: text('kind').notNull(),
    previous: jsonb('previous'),
    versionAfter: integer('version_after').notNull(),
    /** The client's last contact right after (a note or a call moves it without a new version). */
    contactAfter: timestamptz('contact_after').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.clientId] })],
);
