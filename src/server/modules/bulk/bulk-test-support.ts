import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/raw-rows';
import type { JobQueue } from '#server/modules/jobs/queue';
import { type BatchJob, type BulkRequestInput, bulkRequestSchema } from '#shared/schemas/bulk';
import type { Actor } from '#tests/support/clients';
import type { TestApp } from '#tests/support/test-app';
import { runBulkJob } from './run-bulk-job';
import { startBulkJob } from './start-bulk-job';

/** Helpers for the bulk actions' API tests. */
export function bulkRequest(t: TestApp, cookie: string, body: BulkRequestInput | object) {
  return t.request({ method: 'POST', url: '/api/clients/bulk', cookie, payload: body });
}

export function jobRequest(t: TestApp, cookie: string, id: string) {
  return t.request({ method: 'GET', url: `/api/jobs/${id}`, cookie });
}

/** Starts a job that must be accepted and returns its id. */
export async function startJob(t: TestApp, cookie: string, body: BulkRequestInput): Promise<string> {
  const res = await bulkRequest(t, cookie, body);
  if (res.statusCode !== 202) throw new Error(`bulk request failed: ${res.statusCode} ${res.body}`);
  return res.json<{ jobId: string }>().jobId;
}

/** Waits for the job queue to finish the job, reading it as the screen does. */
export async function waitForJob(
  t: TestApp,
  cookie: string,
  id: string,
  timeoutMs = 30_000,
): Promise<BatchJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await jobRequest(t, cookie, id)).json<BatchJob>();
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the job here and now (the queue may run it too: the chunks' locks make that harmless). */
export async function finishJob(t: TestApp, cookie: string, id: string): Promise<BatchJob> {
  while ((await runBulkJob(t.database.db, id))?.again);
  return waitForJob(t, cookie, id);
}

export async function countRows(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from (${query}) q`);
  return row?.n ?? 0;
}

/** A queue that keeps nothing: a job started with it runs only when the test runs it. */
const heldQueue: JobQueue = { send: async () => 'held', work: async () => {}, close: async () => {} };

/** Starts a job as the route does, but out of the job queue's reach, so the test alone runs it. */
export async function startHeldJob(t: TestApp, admin: Actor, body: BulkRequestInput): Promise<string> {
  const session = { ...admin, role: 'admin' as const, sessionId: '', sessionToken: '' };
  const started = await startBulkJob({
    db: t.database.db,
    jobs: heldQueue,
    admin: session,
    body: bulkRequestSchema.parse(body),
  });
  return started.jobId;
}

export { expectCountsExact } from '#tests/support/client-counts';
