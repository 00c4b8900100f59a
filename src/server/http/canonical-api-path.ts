import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { AppError } from '../errors';

/** `/api/…` however it is spelled: percent-escapes decoded, doubled slashes collapsed, any case. */
function spellsApiPath(rawPath: string): boolean {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: the router refuses it on its own (frameworkErrors).
  }
  return /^\/api(\/|$)/i.test(decoded.replace(/\/{2,}/g, '/'));
}

/**
 * The guards that follow (same-origin, session, Idempotency-Key, no-store) find API requests by
 * the literal prefix `/api/`, but the router decodes escapes before matching, so `/%61pi/clients`
 * reached the handler with none of them run (issue 13). An API path spelled any other way than
 * plainly is refused before any of them, whatever route it would reach.
 */
export function registerCanonicalApiPath(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const rawPath = req.url.split('?', 1)[0] ?? '';
    if (rawPath.startsWith('/api/') || rawPath === '/api') return;
    if (spellsApiPath(rawPath)) throw new AppError(400, 'bad_request', MESSAGES.encodedApiPath);
  });
}
