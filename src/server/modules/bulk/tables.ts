import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user-visible batch job (issue 15, docs/decisions/0030): what was asked, by whom, and how far
 * it got. Progress is written in the transaction of each chunk it counts, so after a crash the
 * counts are those of the chunks that committed and the job resumes after `cursor`.
 */
export const batchJobs = pgTable(
  'batch_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `clients.reassign`, `clients.status`, `clients.note`, `clients.delete`. */
    kind: text('kind').notNull(),
    /** The request's action, agents resolved to ids (BulkPlan in run-bulk-job.ts). */
    action: jsonb('action').notNull(),
    status: text('status').notNull().default('queued'),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    total: integer('total').notNull(),
    /** The last item `seq` processed: the next chunk starts after it. */
    cursor: integer('cursor').notNull().default(0),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** `{reason: count}` of the skipped and failed clients. */
    reasons: jsonb('reasons').notNull().default(sql`'{}'::jsonb`),
    /** The first skipped or failed clients: `[{clientId, name, reason}]`. */
    examples: jsonb('examples').notNull().default(sql`'[]'::jsonb`),
    /** Runs that ended in an error; the job fails after a few. */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('batch_jobs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * The clients a job acts on, numbered when it was requested: "all matching" means the clients that
 * matched then, and chunks are ranges of `seq`. A finished job's items are deleted.
 */
export const batchJobItems = pgTable(
  'batch_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => batchJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientId: uuid('client_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
