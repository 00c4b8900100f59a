import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { batchJobs } from '#server/db/schema';
import { notFound } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import {
  BATCH_JOB_STATUSES,
  type BatchJob,
  type BatchJobStatus,
  BULK_SKIP_REASONS,
} from '#shared/schemas/bulk';

type BatchJobRow = typeof batchJobs.$inferSelect;

const REASON_MESSAGES: Record<string, string> = { ...BULK_SKIP_REASONS, failed: MESSAGES.bulkFailed };
const messageOf = (reason: string) => REASON_MESSAGES[reason] ?? reason;
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const statusOf = (s: string): BatchJobStatus =>
  (BATCH_JOB_STATUSES as readonly string[]).includes(s) ? (s as BatchJobStatus) : 'failed';

/** A job as the API shows it, with its rate and time left worked out from its start. */
export function toBatchJob(row: BatchJobRow, now = Date.now()): BatchJob {
  const status = statusOf(row.status);
  const end = row.finishedAt?.getTime() ?? now;
  const seconds = row.startedAt ? (end - row.startedAt.getTime()) / 1000 : 0;
  const rate = seconds > 0 && row.done > 0 ? Math.round(row.done / seconds) : null;
  const running = status === 'queued' || status === 'running';
  const reasons = Object.entries(row.reasons as Record<string, number>);
  const examples = row.examples as { clientId: string; name: string | null; reason: string }[];
  return {
    id: row.id,
    kind: row.kind,
    status,
    total: row.total,
    done: row.done,
    changed: row.changed,
    skipped: row.skipped,
    failed: row.failed,
    skippedReasons: reasons.map(([reason, count]) => ({ reason, message: messageOf(reason), count })),
    examples: examples.map((e) => ({ ...e, message: messageOf(e.reason) })),
    rate,
    secondsLeft: running && rate ? Math.ceil((row.total - row.done) / rate) : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
    error: row.error,
  };
}

/** GET /api/jobs/:id: one batch job, for admins (routes.ts checks the role). */
export async function getBatchJob({ db, id }: { db: Db; id: string }): Promise<BatchJob> {
  const [row] = await db.select().from(batchJobs).where(eq(batchJobs.id, id)).limit(1);
  if (!row) throw notFound();
  return toBatchJob(row);
}

/** GET /api/jobs: the latest batch jobs, newest first, so a reloaded page finds one still running. */
export async function listBatchJobs({ db }: { db: Db }): Promise<{ items: BatchJob[] }> {
  const rows = await db
    .select()
    .from(batchJobs)
    .orderBy(desc(batchJobs.createdAt), desc(batchJobs.id))
    .limit(10);
  return { items: rows.map((row) => toBatchJob(row)) };
}
