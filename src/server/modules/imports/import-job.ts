import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '#server/audit';
import type { Database, Db } from '#server/db/client';
import { FOREIGN_KEY_VIOLATION, loggableError, pgConstraint, pgErrorCode } from '#server/db/pg-errors';
import { AppError } from '#server/errors';
import { type JobOutcome, SLICE_MS } from '#server/modules/jobs/queue';
import { webhookEventCte } from '#server/modules/webhooks/outbox';
import { webhookEventsCommitted } from '#server/modules/webhooks/subscriptions';
import { fill, MESSAGES } from '#shared/domain';
import type { StoredOptions } from './commit-import';
import { type ChunkContext, runImportChunk } from './import-chunk';
import { resolveOptions } from './import-options';
import { loadImport } from './load-import';
import { aloneWithImport, prepareImport } from './prepare-import';
import { importPrepared, importRows, imports } from './tables';

export const IMPORT_JOB = 'import-clients';
/** Rows per chunk: one transaction of a few thousand clients, short enough not to hold anyone up. */
export const IMPORT_CHUNK_ROWS = 5000;

export type ImportJobData = { importId: string };

export type RunImportOptions = {
  chunkSize?: number;
  sliceMs?: number;
  beforeSave?: ChunkContext['beforeSave'];
};

/** The audit row of an import's end: who imported what, with its counts as saved. */
async function auditImport(db: Db, importId: string, outcome: 'completed' | 'failed') {
  const record = await loadImport(db, importId);
  await recordAudit(db, {
    actor: { id: record.createdById ?? '', email: record.createdByEmail ?? '' },
    action: 'import_clients',
    targetType: 'import',
    targetId: importId,
    details: {
      outcome,
      fileName: record.fileName,
      rows: record.rowCount,
      rowsDone: record.rowsDone,
      created: record.created,
      updated: record.updated,
      skipped: record.skipped,
      failed: record.failed,
    },
  });
}

/**
 * Once an import has ended, its staged rows are only needed for the failed-rows download: the
 * rows it refused stay, every other staged and checked row goes (a million-row file leaves no
 * million rows behind). Appended to the statement that ends the import, whose CTE `ended` returns
 * its id, so an import is never marked ended with its rows still there, nor the reverse.
 */
const dropCheckedRows = sql`, dropped_rows as (
    delete from ${importRows} r using ended
    where r.import_id = ended.id and not exists (select 1 from ${importPrepared} p
      where p.import_id = r.import_id and p.row_no = r.row_no and p.error_message is not null)),
  dropped_checks as (
    delete from ${importPrepared} p using ended
    where p.import_id = ended.id and p.error_message is null)`;

async function finish(db: Db, importId: string) {
  // The import.completed webhook event (issue 17) is written by the same statement, so it exists
  // exactly when the import is marked completed, once.
  const event = webhookEventCte(
    'completed_event',
    'import.completed',
    'ended',
    sql`jsonb_build_object('importId', src.id, 'fileName', src.file_name, 'rows', src.row_count,
      'created', src.created, 'updated', src.updated, 'skipped', src.skipped, 'failed', src.failed)`,
  );
  await db.execute(sql`with ended as (
      update ${imports} set status = 'completed', finished_at = now(), updated_at = now()
      where id = ${importId} and status = 'running'
      returning id, file_name, row_count, created, updated, skipped, failed)${event}${dropCheckedRows}
    select 1`);
  webhookEventsCommitted(db);
  await auditImport(db, importId, 'completed');
}

/**
 * Runs (or resumes) a committed import: the check, if this instance does not have it yet, then
 * chunk after chunk from the last one saved, for about one slice of the queue's time; `again`
 * hands the rest to a fresh job. Idempotent: whatever ran before, it goes on from the saved row.
 */
export async function runImport(
  { db, exclusive }: Pick<Database, 'db' | 'exclusive'>,
  importId: string,
  options: RunImportOptions = {},
): Promise<JobOutcome> {
  // Alone with the import: a run of this job taken up on another instance (after the queue took
  // this one for lost) waits for this one's slice, and then goes on from the row it saved.
  return aloneWithImport(exclusive, importId, async () => {
    const started = Date.now();
    const found = await loadImport(db, importId);
    if (found.status !== 'running') return undefined;
    const stored = found.options as StoredOptions;
    const resolved = await resolveOptions(db, found.columns, stored.body);
    await prepareImport(db, importId, resolved);
    const ctx: ChunkContext = {
      db,
      importId,
      resolved,
      actor: stored.actor,
      assignedNote: fill(MESSAGES.importAssigned, { actor: stored.actor.name }),
      chunkSize: options.chunkSize ?? IMPORT_CHUNK_ROWS,
      beforeSave: options.beforeSave,
    };
    while (await runImportChunk(ctx)) {
      if (Date.now() - started > (options.sliceMs ?? SLICE_MS)) return { again: true };
    }
    await finish(db, importId);
    return undefined;
  });
}

/** An import that cannot go on is failed with its counts as saved; what it wrote can be undone. */
export async function failImport(db: Db, importId: string, reason: string = MESSAGES.somethingWentWrong) {
  await db.execute(sql`with ended as (
      update ${imports} set status = 'failed', finished_at = now(), updated_at = now(),
        error = ${fill(MESSAGES.importInterrupted, { reason })}
      where id = ${importId} and status = 'running' returning id)${dropCheckedRows}
    select 1`);
  await auditImport(db, importId, 'failed');
}

/**
 * Why a run stopped, in words for the admin: an agent its options name, or one it was assigning
 * clients to, removed meanwhile (the options are resolved again at each run); else the generic
 * message, the error itself going to the log only.
 */
export function stopReason(error: unknown): string {
  if (error instanceof AppError && error.code === 'invalid_import_options') return error.message;
  if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION && pgConstraint(error)?.includes('agent_id')) {
    return MESSAGES.importAgentRemoved;
  }
  return MESSAGES.somethingWentWrong;
}

/** The queue's handler: a run that throws fails the import (logged), instead of retrying blindly. */
export function importJobHandler(database: Pick<Database, 'db' | 'exclusive'>, log: FastifyBaseLogger) {
  const { db } = database;
  return async ({ importId }: ImportJobData): Promise<JobOutcome> => {
    try {
      return await runImport(database, importId);
    } catch (error) {
      log.error({ err: loggableError(error), importId }, 'import failed');
      await failImport(db, importId, stopReason(error));
      return undefined;
    }
  };
}
