import { sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { batchJobs } from '#server/db/schema';
import { AppError } from '#server/errors';
import { actorName } from '#server/modules/clients/client-access';
import { clientFilterCondition } from '#server/modules/clients/client-filters';
import type { JobQueue } from '#server/modules/jobs/queue';
import { fill, MESSAGES } from '#shared/domain';
import {
  BULK_DELETE_CONFIRM_ABOVE,
  type BulkRequest,
  type BulkStarted,
  deleteConfirmed,
} from '#shared/schemas/bulk';
import { type BulkPlan, planBulkAction } from './bulk-plan';

/** The pg-boss queue that runs bulk jobs (run-bulk-job.ts). */
export const BULK_QUEUE = 'clients-bulk';

/**
 * Numbers the selected clients into the job's items, in id order: the ids given (deduplicated;
 * one that does not exist is reported as deleted), or every client matching the filters now.
 */
async function snapshotItems(tx: Db, admin: SessionUser, jobId: string, body: BulkRequest): Promise<number> {
  let source: ReturnType<typeof sql>;
  if (body.ids) {
    const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
    source = sql`select ${jobId}::uuid, row_number() over (order by id), id
      from unnest(${sql.param(ids)}::uuid[]) as u(id)`;
  } else {
    const where =
      (await clientFilterCondition(
        tx,
        admin,
        body.filter ?? { status: 'all', search: undefined, agentId: undefined },
      )) ?? sql`true`;
    source = sql`select ${jobId}::uuid, row_number() over (order by clients.id), clients.id from clients where ${where}`;
  }
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with inserted as (insert into batch_job_items (job_id, seq, client_id) ${source} returning 1)
      select count(*)::int as n from inserted`,
  );
  return row?.n ?? 0;
}

function assertDeleteConfirmed(plan: BulkPlan, confirm: string | undefined, total: number): void {
  if (plan.type !== 'delete' || total <= BULK_DELETE_CONFIRM_ABOVE) return;
  if (deleteConfirmed(confirm, total)) return;
  const count = String(total);
  const message = confirm
    ? fill(MESSAGES.bulkDeleteConfirmWrong, { typed: confirm, count })
    : fill(MESSAGES.bulkDeleteConfirm, { count });
  throw new AppError(400, 'confirmation_required', message, { 'action.confirm': message });
}

/**
 * POST /api/clients/bulk (issue 15): checks the action, takes the selection as it is now into the
 * job's items, audits the request and queues the job, all before answering; the work itself runs
 * in chunks (run-bulk-job.ts). Bad input writes nothing.
 */
export async function startBulkJob(options: {
  db: Db;
  jobs: JobQueue;
  admin: SessionUser;
  body: BulkRequest;
}): Promise<BulkStarted> {
  const { db, jobs, admin, body } = options;
  const by = actorName(admin);
  const plan = await planBulkAction(db, body.action, by);
  const confirm = body.action.type === 'delete' ? body.action.confirm : undefined;
  const jobId = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(batchJobs)
      .values({
        kind: `clients.${plan.type}`,
        action: plan,
        actorId: admin.id,
        actorEmail: admin.email,
        actorName: by,
        total: 0,
      })
      .returning({ id: batchJobs.id });
    if (!job) throw new Error('batch job not created');
    const total = await snapshotItems(tx, admin, job.id, body);
    if (total === 0) throw new AppError(400, 'nothing_selected', MESSAGES.bulkNothingSelected);
    assertDeleteConfirmed(plan, confirm, total);
    await tx.update(batchJobs).set({ total }).where(sql`${batchJobs.id} = ${job.id}`);
    await recordAudit(tx, {
      actor: admin,
      action: 'bulk_clients',
      targetType: 'batch_job',
      targetId: job.id,
      details: {
        action: plan.type,
        total,
        ...(body.ids ? { ids: total } : { filter: body.filter }),
        ...(plan.type === 'reassign' ? { agentIds: plan.agents.map((a) => a.id) } : {}),
        ...(plan.type === 'status' ? { status: plan.status } : {}),
      },
    });
    return job.id;
  });
  try {
    await jobs.send(BULK_QUEUE, { jobId }, { singletonKey: jobId });
  } catch (error) {
    // Not left "queued" for ever: the admin sees it failed and may ask again.
    await db
      .update(batchJobs)
      .set({ status: 'failed', error: MESSAGES.bulkFailed, finishedAt: sql`clock_timestamp()` })
      .where(sql`${batchJobs.id} = ${jobId}`);
    throw error;
  }
  return { jobId };
}
