import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '#server/auth/auth';
import { requireUser } from '#server/auth/session';
import { forwardCookies, toWebHeaders } from '#server/auth/web-request';
import type { Db } from '#server/db/client';
import { profileSchema, revokedSessionsSchema, sessionListSchema } from '#shared/schemas/account-security';
import { meSchema, updateMeBodySchema } from '#shared/schemas/auth';
import { endOtherSessions, endOwnSession } from './end-sessions';
import { listSessions } from './list-sessions';
import { toProfile } from './me';
import { updateProfile } from './update-profile';

export type ProfileDeps = {
  db: Db;
  auth: Auth;
  /** SESSION_ABSOLUTE_HOURS in milliseconds: older sessions are not listed. */
  absoluteMs: number;
};

/** The signed-in user's own profile (spec §3 Profile) and sessions (issue 13). */
export async function profileRoutes(app: FastifyInstance, deps: ProfileDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, auth } = deps;

  r.get('/api/me', { schema: { response: { 200: profileSchema } } }, async (req) =>
    toProfile(requireUser(req), req.twoFactorStatus),
  );

  r.patch(
    '/api/me',
    { schema: { body: updateMeBodySchema, response: { 200: meSchema } } },
    async (req, reply) => {
      const me = requireUser(req);
      const updated = await updateProfile({
        db,
        auth,
        me,
        body: req.body,
        headers: toWebHeaders(req),
        ip: req.ip,
      });
      forwardCookies(updated.cookies, reply);
      return updated.me;
    },
  );

  r.get('/api/me/sessions', { schema: { response: { 200: sessionListSchema } } }, async (req) =>
    listSessions({ db, me: requireUser(req), absoluteMs: deps.absoluteMs }),
  );

  r.post(
    '/api/me/sessions/revoke-others',
    { schema: { response: { 200: revokedSessionsSchema } } },
    async (req) => endOtherSessions({ db, me: requireUser(req) }),
  );

  r.delete(
    '/api/me/sessions/:id',
    { schema: { params: z.object({ id: z.string().max(200) }) } },
    async (req, reply) => {
      const { cookies } = await endOwnSession({ db, auth, me: requireUser(req), id: req.params.id });
      forwardCookies(cookies, reply);
      return reply.status(204).send();
    },
  );
}
