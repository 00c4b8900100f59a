import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { loggableError } from '#server/db/pg-errors';
import { rowsOf } from '#server/db/raw-rows';
import { clients } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type JobOutcome, type JobQueue, SLICE_MS } from '#server/modules/jobs/queue';
import { MESSAGES } from '#shared/domain';
import { IMPORT_PREVIEW_EXAMPLES } from '#shared/domain/import-rules';
import type { ImportRefused, ImportRevert } from '#shared/schemas/imports';
import { importView } from './import-view';
import { countOf, loadImport } from './load-import';
import { importClients, imports } from './tables';

export const REVERT_JOB = 'revert-import';
export type RevertJobData = { importId: string; actor: { id: string; email: string } };
const REVERT_CHUNK = 5000;

/** A client changed since the import wrote it: a new version, or a note or call since. */
const CHANGED = sql`(c.version <> ic.version_after or c.last_contact_at <> ic.contact_after)`;

/**
 * The import's clients that `which` picks (each joined as `c` to its row `ic`), counted, and the
 * first of them by row with their name and email as they are now.
 */
async function clientsLeft(db: Db, importId: string, which: SQL): Promise<ImportRefused> {
  const left = sql`${importClients} ic join ${clients} c on c.id = ic.client_id
    where ic.import_id = ${importId} and ${which}`;
  const [count, examples] = await Promise.all([
    countOf(db, sql`select count(*) as n from ${left}`),
    rowsOf<{ clientId: string; row: number; name: string; email: string }>(
      db,
      sql`select ic.client_id as "clientId", ic.row_no as "row", c.name, c.email from ${left}
        order by ic.row_no limit ${sql.raw(String(IMPORT_PREVIEW_EXAMPLES))}`,
    ),
  ]);
  return { count, examples: examples.map((e) => ({ ...e, message: MESSAGES.importChangedSince })) };
}

/** Those a revert asked for now will leave: changed since the import (the answer names no one). */
async function refusedSoFar(db: Db, importId: string): Promise<ImportRevert['refused']> {
  const { count, examples } = await clientsLeft(db, importId, CHANGED);
  return { count, examples: examples.map(({ clientId, row, message }) => ({ clientId, row, message })) };
}

/**
 * The clients an undo left because they changed since the import (marked `refused` as it went),
 * so the admin can find them.
 */
export async function refusedByRevert(db: Db, importId: string): Promise<ImportRefused> {
  await loadImport(db, importId);
  return clientsLeft(db, importId, sql`ic.kind = 'refused'`);
}

/**
 * Starts undoing an import (issue 15): answers which of its clients changed since and will be
 * left as they are, marks it `reverting`, and queues the job that removes the clients it created
 * and restores the fields it updated.
 */
export async function revertImport({
  db,
  jobs,
  admin,
  id,
}: {
  db: Db;
  jobs: JobQueue;
  admin: SessionUser;
  id: string;
}): Promise<ImportRevert> {
  const found = await loadImport(db, id);
  if (found.status !== 'completed' && found.status !== 'failed') {
    throw new AppError(409, 'import_not_revertable', MESSAGES.importNotRevertable);
  }
  const refused = await refusedSoFar(db, id);
  const [marked] = await rowsOf<{ id: string }>(
    db,
    sql`update ${imports} set status = 'reverting', updated_at = now()
      where id = ${id} and status in ('completed', 'failed') returning id`,
  );
  if (!marked) throw new AppError(409, 'import_not_revertable', MESSAGES.importNotRevertable);
  const data: RevertJobData = { importId: id, actor: { id: admin.id, email: admin.email } };
  try {
    await jobs.send(REVERT_JOB, data, { singletonKey: `revert:${id}` });
  } catch (error) {
    // No job was queued: put the status back so the revert can be asked for again.
    await backFromReverting(db, id, found.status);
    throw error;
  }
  return { import: importView(await loadImport(db, id)), refused };
}

/**
 * One chunk of the revert in one transaction with its counts: unchanged created clients deleted
 * (their history, notes and counts go with them), unchanged updated ones restored, changed ones
 * kept and counted as refused. Each handled row leaves import_clients, so a rerun goes on.
 */
export async function runRevertChunk(db: Db, importId: string): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [state] = await rowsOf<{ status: string }>(
      tx,
      sql`select status from ${imports} where id = ${importId} for update`,
    );
    if (state?.status !== 'reverting') return false;
    const [row] = await rowsOf<{ deleted: number; restored: number; refused: number; handled: number }>(
      tx,
      sql`with batch as (
          select ic.* from ${importClients} ic
          where ic.import_id = ${importId} and ic.kind in ('created', 'updated')
          order by ic.client_id limit ${sql.raw(String(REVERT_CHUNK))}
        ), judged as (
          select b.client_id, b.kind, b.previous, c.id is not null as present,
            c.id is not null and (c.version <> b.version_after or c.last_contact_at <> b.contact_after) as changed
          from batch b left join ${clients} c on c.id = b.client_id
        ), del as (
          delete from ${clients} c using judged j
          where c.id = j.client_id and j.kind = 'created' and j.present and not j.changed returning c.id
        ), res as (
          update ${clients} c set name = j.previous->>'name', phone = j.previous->>'phone',
            country = j.previous->>'country', version = c.version + 1, updated_at = now()
          from judged j where c.id = j.client_id and j.kind = 'updated' and j.present and not j.changed
          returning c.id
        ), kept as (
          update ${importClients} ic set kind = 'refused' from judged j
          where ic.import_id = ${importId} and ic.client_id = j.client_id and j.changed returning ic.client_id
        ), gone as (
          delete from ${importClients} ic using judged j
          where ic.import_id = ${importId} and ic.client_id = j.client_id and not j.changed returning ic.client_id
        )
        select (select count(*) from del)::int as deleted, (select count(*) from res)::int as restored,
          (select count(*) from kept)::int as refused, (select count(*) from judged)::int as handled`,
    );
    const handled = Number(row?.handled ?? 0);
    if (handled === 0) {
      await tx.execute(
        sql`update ${imports} set status = 'reverted', updated_at = now() where id = ${importId}`,
      );
      return false;
    }
    await tx.execute(sql`update ${imports} set reverted = reverted + ${Number(row?.deleted ?? 0) + Number(row?.restored ?? 0)},
        revert_refused = revert_refused + ${Number(row?.refused ?? 0)}, updated_at = now() where id = ${importId}`);
    return true;
  });
}

export async function runRevert(
  db: Db,
  { importId, actor }: RevertJobData,
  sliceMs = SLICE_MS,
): Promise<JobOutcome> {
  const started = Date.now();
  while (await runRevertChunk(db, importId)) {
    if (Date.now() - started > sliceMs) return { again: true };
  }
  const done = await loadImport(db, importId);
  if (done.status !== 'reverted') return undefined;
  await recordAudit(db, {
    actor,
    action: 'revert_import',
    targetType: 'import',
    targetId: importId,
    details: { fileName: done.fileName, reverted: done.reverted, refused: done.revertRefused },
  });
  return undefined;
}

/** A revert that cannot go on leaves the import revertable again, with what it undid so far kept. */
async function backFromReverting(db: Db, id: string, status: 'completed' | 'failed') {
  await db.execute(sql`update ${imports} set status = ${status}, updated_at = now()
    where id = ${id} and status = 'reverting'`);
}

/**
 * The queue's handler. A run that throws ends the revert as the import handler ends an import: the
 * import shows as failed (so "Undo import" can be asked for again and goes on from where this
 * stopped) rather than "reverting" for good once the queue's retries are spent.
 */
export function revertJobHandler(db: Db, log: FastifyBaseLogger) {
  return async (data: RevertJobData): Promise<JobOutcome> => {
    try {
      return await runRevert(db, data);
    } catch (error) {
      log.error({ err: loggableError(error), importId: data.importId }, 'import revert failed');
      await backFromReverting(db, data.importId, 'failed');
      return undefined;
    }
  };
}
