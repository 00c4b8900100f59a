import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pgErrorCode } from '#server/db/pg-errors';
import { batchJobItems, batchJobs } from '#server/db/schema';
import { type JobOutcome, SLICE_MS } from '#server/modules/jobs/queue';
import { MESSAGES } from '#shared/domain';
import { applyChunk, type JobActor } from './bulk-chunk';
import type { BulkPlan } from './bulk-plan';

/** Clients per transaction: small enough to hold row locks for a fraction of a second. */
export const BULK_CHUNK_SIZE = 2000;
/** Skipped or failed clients kept by name in the job's summary. */
const MAX_EXAMPLES = 20;
/** Runs that end in an error before the job is given up as failed. */
const MAX_ATTEMPTS = 3;

type Example = { clientId: string; name: string | null; reason: string };
type Progress = { cursor: number; total: number; reasons: Record<string, number>; examples: Example[] };

/** An error of the data itself (class 23: a removed agent, a duplicate), not of the connection. */
const isIntegrityError = (error: unknown) => pgErrorCode(error)?.startsWith('23') ?? false;

function tally(progress: Progress, skipped: Example[]) {
  const reasons = { ...progress.reasons };
  for (const s of skipped) reasons[s.reason] = (reasons[s.reason] ?? 0) + 1;
  const room = Math.max(0, MAX_EXAMPLES - progress.examples.length);
  return { reasons, examples: [...progress.examples, ...skipped.slice(0, room)] };
}

/**
 * One chunk in one transaction: the job row is locked first (a second runner of the same job
 * waits, then sees the cursor moved on), and the chunk's changes and the progress that counts them
 * commit together, so a crash loses the whole chunk or nothing and a rerun repeats no client.
 * A chunk the data refuses (an agent removed meanwhile) is counted as failed and the job goes on.
 * Answers whether anything is left to do.
 */
async function runChunk(db: Db, jobId: string, plan: BulkPlan, actor: JobActor): Promise<boolean> {
  let from = -1;
  try {
    return await db.transaction(async (tx) => {
      const progress = await lockProgress(tx, jobId);
      if (!progress || progress.cursor >= progress.total) return false;
      from = progress.cursor;
      const to = Math.min(from + BULK_CHUNK_SIZE, progress.total);
      const skipped = await applyChunk(tx, { jobId, actor, plan, from, to });
      await saveProgress(tx, jobId, progress, to, skipped, 0);
      return to < progress.total;
    });
  } catch (error) {
    if (!isIntegrityError(error)) throw error;
    return db.transaction(async (tx) => {
      const progress = await lockProgress(tx, jobId);
      if (!progress || progress.cursor >= progress.total) return false;
      if (progress.cursor !== from) return true;
      const to = Math.min(from + BULK_CHUNK_SIZE, progress.total);
      await saveProgress(tx, jobId, progress, to, [], to - from);
      return to < progress.total;
    });
  }
}

async function lockProgress(db: Db, jobId: string): Promise<Progress | undefined> {
  const [row] = await db
    .select({
      cursor: batchJobs.cursor,
      total: batchJobs.total,
      reasons: batchJobs.reasons,
      examples: batchJobs.examples,
    })
    .from(batchJobs)
    .where(eq(batchJobs.id, jobId))
    .for('update');
  if (!row) return undefined;
  return {
    cursor: row.cursor,
    total: row.total,
    reasons: row.reasons as Record<string, number>,
    examples: row.examples as Example[],
  };
}

async function saveProgress(
  tx: Db,
  jobId: string,
  progress: Progress,
  to: number,
  skipped: Example[],
  failed: number,
) {
  const count = to - progress.cursor;
  const { reasons, examples } = tally(progress, skipped);
  if (failed > 0) reasons.failed = (reasons.failed ?? 0) + failed;
  await tx
    .update(batchJobs)
    .set({
      cursor: to,
      done: sql`${batchJobs.done} + ${count}`,
      changed: sql`${batchJobs.changed} + ${count - skipped.length - failed}`,
      skipped: sql`${batchJobs.skipped} + ${skipped.length}`,
      failed: sql`${batchJobs.failed} + ${failed}`,
      reasons,
      examples,
      ...(to >= progress.total ? { status: 'completed', finishedAt: sql`clock_timestamp()` } : {}),
    })
    .where(eq(batchJobs.id, jobId));
  // A finished job needs its snapshot no more.
  if (to >= progress.total) await tx.delete(batchJobItems).where(eq(batchJobItems.jobId, jobId));
}

async function markFailed(db: Db, jobId: string) {
  await db
    .update(batchJobs)
    .set({ status: 'failed', error: MESSAGES.bulkFailed, finishedAt: sql`clock_timestamp()` })
    .where(eq(batchJobs.id, jobId));
}

/**
 * The job queue's handler for one bulk job (issue 15, docs/decisions/0030): chunk after chunk
 * until done, or until its time slice is used up, when it asks to be queued again and goes on
 * from its checkpoint. An error is retried by the queue a few times, then the job is failed;
 * what committed before stays done and counted.
 */
export async function runBulkJob(
  db: Db,
  jobId: string,
  options: { sliceMs?: number } = {},
): Promise<JobOutcome> {
  const [job] = await db
    .update(batchJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${batchJobs.startedAt}, now())` })
    .where(sql`${batchJobs.id} = ${jobId} and ${batchJobs.status} in ('queued', 'running')`)
    .returning();
  if (!job) return undefined;
  const plan = job.action as BulkPlan;
  const actor: JobActor = { id: job.actorId, email: job.actorEmail, name: job.actorName };
  const deadline = Date.now() + (options.sliceMs ?? SLICE_MS);
  try {
    while (await runChunk(db, jobId, plan, actor)) {
      if (Date.now() > deadline) return { again: true };
    }
  } catch (error) {
    const [counted] = await db
      .update(batchJobs)
      .set({ attempts: sql`${batchJobs.attempts} + 1` })
      .where(eq(batchJobs.id, jobId))
      .returning({ attempts: batchJobs.attempts });
    if ((counted?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS) {
      await markFailed(db, jobId);
      return undefined;
    }
    throw error;
  }
  return undefined;
}
