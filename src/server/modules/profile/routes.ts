import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '#server/auth/auth';
import { requireUser } from '#server/auth/session';
import { forwardCookies, toWebHeaders } from '#server/auth/web-request';
import type { Db } from '#server/db/client';
import { meSchema, updateMeBodySchema } from '#shared/schemas/auth';
import { toMe } from './me';
import { updateProfile } from './update-profile';

/** The signed-in user's own profile (spec §3 Profile). */
export async function profileRoutes(app: FastifyInstance, deps: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me', { schema: { response: { 200: meSchema } } }, async (req) => toMe(requireUser(req)));

  r.patch(
    '/api/me',
    { schema: { body: updateMeBodySchema, response: { 200: meSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      const updated = await updateProfile({ ...deps, me, body: req.body, headers: toWebHeaders(req) });
      forwardCookies(updated.cookies, reply);
      return updated.me;
    },
  );
}
