import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { requestOrigin } from '../auth/web-request';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing API requests (DESIGN §7): a browser's cross-site request is
 * refused by its Origin or Sec-Fetch-Site, and bodies must be JSON, which a plain HTML form cannot
 * send. Requests without either header come from scripts, which carry no ambient cookies.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const configured = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
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
