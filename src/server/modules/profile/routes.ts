import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '#server/auth/auth';
import { requireUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { meSchema, updateMeBodySchema } from '#shared/schemas/auth';
import { toMe, updateProfile } from './service';

export async function profileRoutes(app: FastifyInstance, deps: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me', { schema: { response: { 200: meSchema } } }, async (req) => toMe(requireUser(req)));

  r.patch(
    '/api/me',
    { schema: { body: updateMeBodySchema, response: { 200: meSchema } } },
    async (req, reply) => updateProfile(deps, requireUser(req), req.body, req, reply),
  );
}
