import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { requireUuid, uuidParamsSchema } from '#server/http/id-params';
import {
  apiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from '#shared/schemas/api-tokens';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

/**
 * Token management for admins (issue 17). These routes have no token scope, so a token can
 * never create, list or revoke tokens: only a signed-in admin can (docs/decisions/0031).
 */
export async function apiTokenRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tokens',
    { schema: { summary: 'List API tokens', response: { 200: apiTokenListSchema } } },
    async (req) => {
      requireAdmin(req);
      return listApiTokens({ db });
    },
  );

  r.post(
    '/api/tokens',
    {
      schema: {
        summary: 'Create an API token',
        description: 'The answer holds the secret `token`; it is shown this once and stored only as a hash.',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const created = await createApiToken({ db, admin, body: req.body });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  r.delete(
    '/api/tokens/:id',
    {
      schema: {
        summary: 'Revoke an API token',
        description: 'Requests with the token are refused from the next one on.',
        params: uuidParamsSchema,
        response: { 204: z.undefined().describe('Revoked, or already revoked') },
      },
    },
    async (req, reply) => {
      const admin = requireAdmin(req);
      await revokeApiToken({ db, admin, id: requireUuid(req.params.id) });
      return reply.status(204).send();
    },
  );
}
