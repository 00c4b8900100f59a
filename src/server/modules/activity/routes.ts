import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { workQueue } from '#server/modules/clients/work-queue';
import { dailyActivityQuerySchema, dailyActivitySchema } from '#shared/schemas/activity';
import { workQueueQuerySchema, workQueueSchema } from '#shared/schemas/calls';
import { dailyActivity } from './daily-activity';

/** Sent as built, in the schemas' key order, as the client lists are (clients/routes.ts). */
const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** The calling workspace's day (issue 14): whom to call now, and how many calls each agent made. */
export async function activityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/work-queue',
    {
      schema: { querystring: workQueueQuerySchema, response: { 200: workQueueSchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req) => workQueue({ db, actor: requireUser(req), query: req.query }),
  );

  r.get(
    '/api/activity/daily',
    {
      schema: { querystring: dailyActivityQuerySchema, response: { 200: dailyActivitySchema } },
      serializerCompiler: sendAsBuilt,
    },
    async (req) => dailyActivity({ db, actor: requireUser(req), query: req.query }),
  );
}
