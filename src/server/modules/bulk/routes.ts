import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { loggableError } from '#server/db/pg-errors';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import type { JobQueue } from '#server/modules/jobs/queue';
import {
  batchJobListSchema,
  batchJobSchema,
  bulkRequestSchema,
  bulkStartedSchema,
} from '#shared/schemas/bulk';
import { getBatchJob, listBatchJobs } from './get-batch-job';
import { runBulkJob } from './run-bulk-job';
import { BULK_QUEUE, startBulkJob } from './start-bulk-job';

/** Bulk actions on clients and their batch jobs (issue 15, docs/bulk.md); admins only. */
export async function bulkRoutes(app: FastifyInstance, { db, jobs }: { db: Db; jobs: JobQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await jobs.work<{ jobId: string }>(BULK_QUEUE, (data) => runBulkJob(db, data.jobId));

  r.post(
    '/api/clients/bulk',
    {
      schema: {
        summary: 'Start a bulk action on clients',
        body: bulkRequestSchema,
        response: { 202: bulkStartedSchema },
      },
    },
    async (req, reply) => {
      const started = await startBulkJob({ db, jobs, admin: requireAdmin(req), body: req.body });
      // Begun here at once rather than at the queue's next poll; the queued job is the durable
      // copy that any instance takes up if this one stops (the chunks' locks keep two runs apart).
      void runBulkJob(db, started.jobId).catch((error: unknown) =>
        req.log.warn({ err: loggableError(error), jobId: started.jobId }, 'bulk job left to the queue'),
      );
      return reply.status(202).send(started);
    },
  );

  r.get(
    '/api/jobs',
    { schema: { summary: 'The latest batch jobs', response: { 200: batchJobListSchema } } },
    async (req) => {
      requireAdmin(req);
      return listBatchJobs({ db });
    },
  );

  r.get(
    '/api/jobs/:id',
    {
      schema: {
        summary: 'A batch job and its progress',
        params: uuidParamsSchema,
        response: { 200: batchJobSchema },
      },
    },
    async (req) => {
      requireAdmin(req);
      return getBatchJob({ db, id: requireUuid(req.params.id) });
    },
  );
}
