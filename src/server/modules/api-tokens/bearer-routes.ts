import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '#server/audit';
import type { Db } from '#server/db/client';
import { loggableError } from '#server/db/pg-errors';
import { AppError } from '#server/errors';
import { fill, MESSAGES } from '#shared/domain';
import { tokenScopeOf } from './route-scopes';
import { countTokenRequest, findToken, tokenActor } from './token-caller';

/** The token a request named, kept for its audit entry. */
type TokenUse = { id: string; name: string; actor: { id: string; email: string }; audit: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    apiToken: TokenUse | null;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The secret of an `Authorization: Bearer …` header; null for no header or another scheme. */
export function bearerSecret(header: string | undefined): string | null {
  if (!header) return null;
  const match = BEARER.exec(header);
  if (match?.[1]) return match[1];
  if (/^Bearer\b/i.test(header)) throw new AppError(401, 'token_invalid', MESSAGES.apiTokenInvalid);
  return null;
}

/**
 * API tokens on the API (issue 17, docs/decisions/0031): each route's scope from the table in
 * route-scopes.ts, and one audit entry per request made with a token. `authenticate` is called by
 * the session hook in app.ts; a request with a Bearer header is decided by its token alone.
 */
export function registerBearerTokens(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('apiToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const scope = methods.map((m) => tokenScopeOf(m, route.url, route.config)).find(Boolean);
    if (scope) route.config = { ...route.config, tokenScope: scope };
  });

  // Written before the answer leaves, so no answered use goes unrecorded.
  app.addHook('onSend', async (req, reply, payload) => {
    const use = req.apiToken;
    if (!use?.audit) return payload;
    try {
      await recordAudit(db, {
        actor: use.actor,
        action: 'api_token_request',
        targetType: 'api_token',
        targetId: use.id,
        details: {
          token: use.name,
          method: req.method,
          path: req.url.split('?')[0] ?? req.url,
          status: reply.statusCode,
        },
      });
    } catch (error) {
      req.log.error({ err: loggableError(error) }, 'api token use could not be audited');
    }
    return payload;
  });

  return {
    /** True when the request carries a token and it was accepted; throws 401/403/429 otherwise. */
    async authenticate(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const secret = bearerSecret(req.headers.authorization);
      if (secret === null) return false;
      const found = await findToken(db, secret);
      if (!found) throw new AppError(401, 'token_invalid', MESSAGES.apiTokenInvalid);
      // Every use of a known token counts, refused or not, so a script stuck on a refusal is
      // limited too, and a flood is audited by its first refusal in each minute only.
      const { requests, retryAfterSeconds } = await countTokenRequest(db, found.id);
      const over = requests > found.ratePerMinute;
      req.apiToken = {
        id: found.id,
        name: found.name,
        actor: found.creator,
        audit: !over || requests === found.ratePerMinute + 1,
      };
      const actor = tokenActor(found, req.routeOptions.config.tokenScope, Date.now());
      if (over) {
        reply.header('retry-after', String(retryAfterSeconds));
        throw new AppError(
          429,
          'rate_limited',
          fill(MESSAGES.apiTokenRateLimited, { seconds: String(retryAfterSeconds) }),
        );
      }
      req.sessionUser = actor;
      req.twoFactorStatus = null;
      return true;
    },
  };
}
