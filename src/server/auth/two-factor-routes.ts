import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/domain';
import {
  backupCodesSchema,
  confirmPasswordBodySchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
} from '#shared/schemas/account-security';
import { meSchema } from '#shared/schemas/auth';
import { AppError } from '../errors';
import type { AuthRouteDeps } from './routes';
import { passSecondFactor, type SecondFactorMethod } from './second-factor';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  type TwoFactorActionOptions,
} from './two-factor-setup';
import { forwardCookies, toWebRequest } from './web-request';

const VERIFY_PATHS: [path: string, method: SecondFactorMethod][] = [
  ['/api/auth/two-factor/verify-totp', 'totp'],
  ['/api/auth/two-factor/verify-backup-code', 'backup_code'],
];

/**
 * The two-factor plugin's endpoints a UI needs (docs/decisions/0016), each with a strict body:
 * `trustDevice`, `disableSession` and the other plugin options cannot be sent.
 */
export function twoFactorRoutes(app: FastifyInstance, { auth, db, resolveSession }: AuthRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = (req: FastifyRequest) => (body: object) => auth.handler(toWebRequest(req, body));

  /** A signed-in user's own action; 401 without a session. */
  async function ownAction(req: FastifyRequest, reply: FastifyReply): Promise<TwoFactorActionOptions> {
    const resolved = await resolveSession(req, reply);
    if (!resolved) throw new AppError(401, 'unauthorized', MESSAGES.signedOut);
    return { db, me: resolved.user, ip: req.ip, send: send(req) };
  }

  const withPassword = { body: confirmPasswordBodySchema };

  r.post(
    '/api/auth/two-factor/enable',
    { schema: { ...withPassword, response: { 200: twoFactorSetupSchema } } },
    async (req, reply) => enableTwoFactor({ ...(await ownAction(req, reply)), password: req.body.password }),
  );

  r.post(
    '/api/auth/two-factor/disable',
    { schema: { ...withPassword, response: { 200: twoFactorStateSchema } } },
    async (req, reply) => {
      const cookies = await disableTwoFactor({
        ...(await ownAction(req, reply)),
        password: req.body.password,
      });
      forwardCookies(cookies, reply);
      return { twoFactorEnabled: false };
    },
  );

  r.post(
    '/api/auth/two-factor/generate-backup-codes',
    { schema: { ...withPassword, response: { 200: backupCodesSchema } } },
    async (req, reply) =>
      regenerateBackupCodes({ ...(await ownAction(req, reply)), password: req.body.password }),
  );

  // With a session: confirms the set-up (or just checks a code). Without: the sign-in's second step.
  for (const [path, method] of VERIFY_PATHS) {
    r.post(
      path,
      { schema: { body: twoFactorCodeBodySchema, response: { 200: z.object({ user: meSchema }) } } },
      async (req, reply) => {
        const { code } = req.body;
        const resolved = await resolveSession(req, reply);
        const result = resolved
          ? await confirmTwoFactor({
              db,
              me: resolved.user,
              ip: req.ip,
              send: send(req),
              code,
              wasEnabled: resolved.twoFactor.enabled,
            })
          : await passSecondFactor({
              auth,
              db,
              ip: req.ip,
              cookieHeader: req.headers.cookie,
              method,
              verify: () => send(req)({ code }),
            });
        forwardCookies(result.cookies, reply);
        return { user: result.user };
      },
    );
  }
}
