import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { requestOrigin } from '../auth/web-request';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER_WITHOUT_COOKIE = /^Bearer[ \t]/i;

/**
 * CSRF defence for state-changing API requests (DESIGN §7): a browser's cross-site request is
 * refused by its Origin or Sec-Fetch-Site, and bodies must be JSON, which a plain HTML form cannot
 * send. Requests without either header come from scripts, which carry no ambient cookies.
 */
export function registerSameOriginGuard(
  app: FastifyInstance,
  publicUrl: string,
  /** Paths that check the origin themselves (the public intake, which other sites post to). */
  exempt: (url: string) => boolean = () => false,
): void {
  const configured = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/') || exempt(req.url)) return;
    // A script's API token request carries no cookie, so it cannot be a browser acting for a
    // signed-in user: no Origin to check (docs/decisions/0031).
    if (!req.headers.cookie && BEARER_WITHOUT_COOKIE.test(req.headers.authorization ?? '')) return;
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError(403, 'cross_origin', MESSAGES.crossOrigin);
    }
    const origin = req.headers.origin;
    if (origin && origin !== configured && origin !== requestOrigin(req)) {
      throw new AppError(403, 'cross_origin', MESSAGES.crossOrigin);
    }
  });
}
