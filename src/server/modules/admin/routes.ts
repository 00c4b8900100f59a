import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '../../../shared/schemas/agents';
import { requireAdmin } from '../../auth/session';
import type { Db } from '../../db/client';
import { adminOverview } from './overview';

export async function adminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/overview', { schema: { response: { 200: adminOverviewSchema } } }, async (req) => {
    requireAdmin(req);
    return adminOverview(db);
  });
}
