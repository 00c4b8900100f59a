import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardCookies, toWebHeaders } from '#server/auth/web-request';
import { profileSchema } from '#shared/schemas/account-security';
import { acceptInvitationBodySchema, invitationStatusSchema } from '#shared/schemas/agents';
import { acceptInvitation } from './accept-invitation';
import type { AgentDeps } from './deps';
import { invitationStatus } from './invitation-status';

/** The invitee's side of an invitation, reached without a session (listed in app.ts PUBLIC_API). */
export async function invitationRoutes(app: FastifyInstance, deps: Pick<AgentDeps, 'db' | 'auth'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/invitations/status',
    {
      schema: {
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: invitationStatusSchema },
      },
    },
    async (req) => invitationStatus({ db: deps.db, token: req.query.token }),
  );

  r.post(
    '/api/invitations/accept',
    { schema: { body: acceptInvitationBodySchema, response: { 200: z.object({ user: profileSchema }) } } },
    async (req, reply) => {
      const accepted = await acceptInvitation({ ...deps, body: req.body, headers: toWebHeaders(req) });
      forwardCookies(accepted.cookies, reply);
      return { user: accepted.user };
    },
  );
}
