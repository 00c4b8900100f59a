import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { adminOverviewSchema } from '#shared/schemas/agents';
import { AgentsAtRiskCounter } from './agents-at-risk';
import { adminOverview } from './overview';

/** The admin overview (spec §2): stat cards and the pipeline chart. */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const atRisk = new AgentsAtRiskCounter();

  r.get('/api/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, async (req) => {
    requireAdmin(req);
    return adminOverview({ db, atRisk });
  });
}
