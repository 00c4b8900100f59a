import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/auth/session';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import { revokedSessionsSchema } from '#shared/schemas/account-security';
import {
  agentListSchema,
  agentPerformanceListSchema,
  agentSchema,
  invitationResultSchema,
  inviteAgentBodySchema,
  removeAgentQuerySchema,
  removeAgentResultSchema,
  updateAgentBodySchema,
} from '#shared/schemas/agents';
import { agentIdParamsSchema } from './active-agents';
import { agentPerformance } from './agent-performance';
import type { AgentDeps } from './deps';
import { endAgentSessions, resetAgentTwoFactor } from './end-agent-sessions';
import { inviteAgent } from './invite-agent';
import { listAgents } from './list-agents';
import { removeAgent } from './remove-agent';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { updateAgent } from './update-agent';

/**
 * Agent management for admins (DESIGN §6): agents and the invitations that bring new ones.
 * `/api/agents/performance` and `/invitations` are static segments, which Fastify's router
 * prefers over `/:id` whatever the registration order.
 */
export async function agentRoutes(app: FastifyInstance, deps: AgentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const params = agentIdParamsSchema;

  r.get('/api/agents', { schema: { response: { 200: agentListSchema } } }, async (req) => {
    requireAdmin(req);
    return listAgents({ db });
  });

  r.get(
    '/api/agents/performance',
    { schema: { response: { 200: agentPerformanceListSchema } } },
    async (req) => {
      requireAdmin(req);
      return agentPerformance({ db });
    },
  );

  r.patch(
    '/api/agents/:id',
    { schema: { params, body: updateAgentBodySchema, response: { 200: agentSchema } } },
    async (req) => updateAgent({ ...deps, admin: requireAdmin(req), id: req.params.id, body: req.body }),
  );

  r.delete(
    '/api/agents/:id',
    { schema: { params, querystring: removeAgentQuerySchema, response: { 200: removeAgentResultSchema } } },
    async (req) =>
      removeAgent({ db, admin: requireAdmin(req), id: req.params.id, reassignTo: req.query.reassignTo }),
  );

  r.post(
    '/api/agents/:id/sessions/revoke',
    { schema: { params, response: { 200: revokedSessionsSchema } } },
    async (req) => endAgentSessions({ db, admin: requireAdmin(req), id: req.params.id }),
  );

  r.post('/api/agents/:id/two-factor/reset', { schema: { params } }, async (req, reply) => {
    await resetAgentTwoFactor({ db, admin: requireAdmin(req), id: req.params.id });
    return reply.status(204).send();
  });

  r.post(
    '/api/agents/invitations',
    { schema: { body: inviteAgentBodySchema, response: { 201: invitationResultSchema } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const result = await inviteAgent({ ...deps, admin, email: req.body.email, log: req.log });
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/api/agents/invitations/:id/resend',
    { schema: { params: uuidParamsSchema, response: { 200: invitationResultSchema } } },
    async (req) => {
      const admin = requireAdmin(req);
      return resendInvitation({ ...deps, admin, id: requireUuid(req.params.id), log: req.log });
    },
  );

  r.delete('/api/agents/invitations/:id', { schema: { params: uuidParamsSchema } }, async (req, reply) => {
    await revokeInvitation({ db, admin: requireAdmin(req), id: requireUuid(req.params.id) });
    return reply.status(204).send();
  });
}
