import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/domain';
import { signInBodySchema } from '#shared/schemas/auth';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { Auth } from './auth';
import { authError, readAuthFailure } from './auth-response';
import { type ResolvedSession, sessionTokenOf } from './session';
import { announceSessionChange, expectNotice } from './session-cache';
import { signIn } from './sign-in';
import { pruneSignInFailures } from './sign-in-limits';
import { twoFactorRoutes } from './two-factor-routes';
import { forwardCookies, toWebRequest } from './web-request';

export type AuthRouteDeps = {
  auth: Auth;
  db: Db;
  /** The request's session, with the absolute lifetime enforced (session.ts). */
  resolveSession: (req: FastifyRequest, reply: FastifyReply) => Promise<ResolvedSession | null>;
};

/**
 * better-auth behind Fastify. Only the endpoints the app uses are exposed (docs/decisions/0003,
 * 0016): sign-in with email, sign-out, get-session and the two-factor endpoints a UI needs. Its
 * errors are reshaped into our error format.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { auth, db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  let signIns = 0;

  r.post('/api/auth/sign-in/email', { schema: { body: signInBodySchema } }, async (req, reply) => {
    if (++signIns % 100 === 0) await pruneSignInFailures(db);
    const outcome = await signIn({
      auth,
      db,
      body: req.body,
      ip: req.ip,
      authRequest: (body) => toWebRequest(req, body),
    });
    forwardCookies(outcome.cookies, reply);
    switch (outcome.kind) {
      case 'not-admin':
        throw new AppError(403, 'not_admin', MESSAGES.notAnAdmin);
      case 'second-factor':
        return { twoFactorRedirect: true, twoFactorMethods: outcome.methods };
      case 'signed-in':
        return { user: outcome.user };
    }
  });

  r.post('/api/auth/sign-out', async (req, reply) => {
    const token = await sessionTokenOf(auth, req.headers.cookie);
    const [ending] = token
      ? await db.select({ id: session.id }).from(session).where(eq(session.token, token))
      : [];
    // Answered once every instance's listener has been told (decision 0034).
    const heard = ending ? expectNotice({ sessionId: ending.id }) : null;
    const response = await auth.handler(toWebRequest(req, {}));
    if (token) announceSessionChange({ token });
    forwardCookies(response.headers.getSetCookie(), reply);
    if (!response.ok) throw authError(await readAuthFailure(response), MESSAGES.signedOut);
    await heard;
    return { success: true };
  });

  // The same decision as every API request (session.ts): no second look-up through better-auth.
  // No HEAD twin: get-session never had one.
  r.get('/api/auth/get-session', { exposeHeadRoute: false }, async (req, reply) => {
    const resolved = await deps.resolveSession(req, reply);
    if (!resolved) return null;
    const { user, expiresAt } = resolved;
    return {
      session: { expiresAt: expiresAt.toISOString() },
      user: { id: user.id, email: user.email, fullName: user.fullName, role: user.role },
    };
  });

  twoFactorRoutes(app, deps);

  app.all('/api/auth/*', async () => {
    throw notFound();
  });
}
