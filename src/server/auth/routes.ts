import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/domain';
import { signInBodySchema } from '#shared/schemas/auth';
import type { Db } from '../db/client';
import { AppError, errorBody, notFound } from '../errors';
import { revokeSession } from './accounts';
import type { Auth } from './auth';
import { roleOf } from './session';
import { beginSignInAttempt, pruneSignInFailures, signInSucceeded } from './sign-in-limits';
import { forwardCookies, toWebRequest } from './web-request';

type Deps = {
  auth: Auth;
  db: Db;
  enforceAbsoluteExpiry: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

/**
 * better-auth behind Fastify. Only the endpoints the app uses are exposed (docs/decisions/0003):
 * sign-in with email, sign-out and get-session. Its errors are reshaped into our error format.
 */
export async function authRoutes(app: FastifyInstance, { auth, db, enforceAbsoluteExpiry }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let signIns = 0;

  r.post('/api/auth/sign-in/email', { schema: { body: signInBodySchema } }, async (req, reply) => {
    const { email, password, requireRole } = req.body;
    if (++signIns % 100 === 0) await pruneSignInFailures(db);
    const attempt = await beginSignInAttempt(db, email, req.ip);
    const response = await auth.handler(toWebRequest(req, { email, password, rememberMe: true }));
    if (!response.ok) {
      return sendAuthError(reply, response, MESSAGES.invalidCredentials);
    }
    await signInSucceeded(db, attempt);
    const body = (await response.json()) as {
      token: string;
      user: { id: string; email: string; name: string; role?: unknown };
    };
    const role = roleOf(body.user.role);
    if (requireRole === 'admin' && role !== 'admin') {
      // Refused on the admin screen: revoke the session just made and clear its cookie.
      reply.header('set-cookie', await revokeSession(auth, body.token));
      throw new AppError(403, 'not_admin', MESSAGES.notAnAdmin);
    }
    forwardCookies(response.headers.getSetCookie(), reply);
    return { user: { id: body.user.id, email: body.user.email, fullName: body.user.name ?? '', role } };
  });

  r.post('/api/auth/sign-out', async (req, reply) => {
    const response = await auth.handler(toWebRequest(req, {}));
    forwardCookies(response.headers.getSetCookie(), reply);
    if (!response.ok) return sendAuthError(reply, response, MESSAGES.signedOut);
    return { success: true };
  });

  // No HEAD twin: better-auth has no HEAD route, so it could only ever answer 404.
  r.get('/api/auth/get-session', { exposeHeadRoute: false }, async (req, reply) => {
    await enforceAbsoluteExpiry(req, reply);
    const response = await auth.handler(toWebRequest(req));
    forwardCookies(response.headers.getSetCookie(), reply);
    if (!response.ok) return sendAuthError(reply, response, MESSAGES.signedOut);
    const body = (await response.json()) as {
      session: { expiresAt: string };
      user: { id: string; email: string; name: string; role?: unknown };
    } | null;
    if (!body) return null;
    const { user } = body;
    return {
      session: { expiresAt: body.session.expiresAt },
      user: { id: user.id, email: user.email, fullName: user.name ?? '', role: roleOf(user.role) },
    };
  });

  app.all('/api/auth/*', async () => {
    throw notFound();
  });
}

async function sendAuthError(reply: FastifyReply, response: Response, fallback: string) {
  let code = 'auth_error';
  let message = fallback;
  try {
    const body = (await response.json()) as { code?: string; message?: string };
    if (body.code) code = body.code.toLowerCase();
    // Sign-in failures keep one wording whether or not the email exists (DESIGN §7).
    if (response.status !== 401 && body.message) message = body.message;
  } catch {
    // not JSON: keep the fallback
  }
  return reply.status(response.status).send(errorBody(code, message));
}
