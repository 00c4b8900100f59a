import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import { meSchema, setupBodySchema } from '#shared/schemas/auth';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createUserWithPassword, signInWithPassword } from './accounts';
import type { Auth } from './auth';
import { consumeSetupToken, isSetupTokenValid } from './first-admin';
import { adminExists, findUserByEmail } from './users';
import { forwardCookies, toWebHeaders } from './web-request';

/** The one-time first-admin link: `/setup?token=…` checks it here, then creates the admin. */
export async function setupRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/setup/status',
    { schema: { querystring: z.object({ token: z.string().max(200) }) } },
    async (req) => ({ valid: !(await adminExists(db)) && (await isSetupTokenValid(db, req.query.token)) }),
  );

  r.post(
    '/api/setup',
    { schema: { body: setupBodySchema, response: { 201: z.object({ user: meSchema }) } } },
    async (req, reply) => {
      const { token, email, fullName, password } = req.body;
      if ((await adminExists(db)) || !(await isSetupTokenValid(db, token))) {
        throw new AppError(410, 'setup_link_invalid', MESSAGES.setupLinkInvalid);
      }
      if (await findUserByEmail(db, email)) {
        throw new AppError(409, 'email_taken', MESSAGES.emailAlreadyRegistered, {
          email: MESSAGES.emailAlreadyRegistered,
        });
      }
      if (!(await consumeSetupToken(db, token))) {
        throw new AppError(410, 'setup_link_invalid', MESSAGES.setupLinkInvalid);
      }
      const created = await createUserWithPassword(auth, { email, fullName, password, role: 'admin' });
      forwardCookies(await signInWithPassword(auth, { email, password, headers: toWebHeaders(req) }), reply);
      return reply
        .status(201)
        .send({ user: { id: created.id, email: created.email, fullName, role: 'admin' as const } });
    },
  );
}
