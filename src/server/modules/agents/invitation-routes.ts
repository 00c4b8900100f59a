import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#server/auth/session';
import {
  acceptInvitationBodySchema,
  invitationResultSchema,
  invitationStatusSchema,
  inviteAgentBodySchema,
} from '#shared/schemas/agents';
import { meSchema } from '#shared/schemas/auth';
import { acceptInvitation, invitationStatus } from './accept-invitation';
import { notFound } from './agent-errors';
import { invitationIdParamsSchema } from './agent-scope';
import type { AgentDeps } from './deps';
import { inviteAgent } from './invite-agent';
import { resendInvitation, revokeInvitation } from './manage-invitation';

function requireInvitationId(id: string | null): string {
  if (id === null) throw notFound();
  return id;
}

/** Admin side of invitations: invite, resend, revoke. */
export async function invitationRoutes(app: FastifyInstance, deps: AgentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = invitationIdParamsSchema;

  r.post(
    '/api/agents/invitations',
    { schema: { body: inviteAgentBodySchema, response: { 201: invitationResultSchema } } },
    async (req, reply) => {
      const result = await inviteAgent(deps, requireAdmin(req), req.body.email, req.log);
      return reply.status(201).send(result);
    },
  );

  r.post(
    '/api/agents/invitations/:id/resend',
    { schema: { params, response: { 200: invitationResultSchema } } },
    async (req) => resendInvitation(deps, requireAdmin(req), requireInvitationId(req.params.id), req.log),
  );

  r.delete('/api/agents/invitations/:id', { schema: { params } }, async (req, reply) => {
    await revokeInvitation(deps, requireAdmin(req), requireInvitationId(req.params.id));
    return reply.status(204).send();
  });
}

/** The invitee's side, reached without a session (listed in app.ts PUBLIC_API). */
export async function publicInvitationRoutes(app: FastifyInstance, deps: Pick<AgentDeps, 'db' | 'auth'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/invitations/status',
    {
      schema: {
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: invitationStatusSchema },
      },
    },
    async (req) => invitationStatus(deps.db, req.query.token),
  );

  r.post(
    '/api/invitations/accept',
    { schema: { body: acceptInvitationBodySchema, response: { 200: z.object({ user: meSchema }) } } },
    async (req, reply) => ({ user: await acceptInvitation(deps, req.body, req, reply) }),
  );
}
