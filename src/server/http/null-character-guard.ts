import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { AppError } from '../errors';

/** The dotted path of the first string holding U+0000 inside a parsed body, query or params. */
function pathOfNull(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = pathOfNull(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would reach the database as
 * an encoding error and a 500 (found by the fuzz test, issue 7). No field has a use for it: refuse
 * it as bad input before validation, on every route.
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = pathOfNull(req.params, '') ?? pathOfNull(req.query, '') ?? pathOfNull(req.body, '');
    if (field)
      throw new AppError(400, 'bad_request', MESSAGES.nullCharacter, { [field]: MESSAGES.nullCharacter });
  });
}
