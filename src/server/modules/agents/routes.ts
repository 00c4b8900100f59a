import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import {
  agentListSchema,
  agentPerformanceListSchema,
  agentSchema,
  removeAgentQuerySchema,
  removeAgentResultSchema,
  updateAgentBodySchema,
} from '#shared/schemas/agents';
import { agentPerformance } from './agent-performance';
import { agentIdParamsSchema } from './agent-scope';
import type { AgentDeps } from './deps';
import { invitationRoutes } from './invitation-routes';
import { listAgents } from './list-agents';
import { removeAgent } from './remove-agent';
import { updateAgent } from './update-agent';

/**
 * Agent management for admins (DESIGN §6). `/api/agents/performance` and `/invitations` are static
 * segments, which Fastify's router prefers over `/:id` whatever the registration order.
 */
export async function agentRoutes(app: FastifyInstance, deps: AgentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const params = agentIdParamsSchema;

  r.get('/api/agents', { schema: { response: { 200: agentListSchema } } }, async (req) => {
    requireAdmin(req);
    return listAgents(db);
  });

  r.get(
    '/api/agents/performance',
    { schema: { response: { 200: agentPerformanceListSchema } } },
    async (req) => {
      requireAdmin(req);
      return agentPerformance(db);
    },
  );

  r.patch(
    '/api/agents/:id',
    { schema: { params, body: updateAgentBodySchema, response: { 200: agentSchema } } },
    async (req) => updateAgent(deps, requireAdmin(req), req.params.id, req.body),
  );

  r.delete(
    '/api/agents/:id',
    { schema: { params, querystring: removeAgentQuerySchema, response: { 200: removeAgentResultSchema } } },
    async (req) => removeAgent(db, requireAdmin(req), req.params.id, req.query.reassignTo),
  );

  await invitationRoutes(app, deps);
}
