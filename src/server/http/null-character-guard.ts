import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '#shared/domain';
import { AppError } from '../errors';

/** Half of a surrogate pair with no other half: JSON can carry it, PostgreSQL's text and jsonb cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The dotted path of the first string PostgreSQL cannot store inside a parsed body, query or params. */
function pathOfNull(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path || '_' : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  // A streamed body (the CSV upload's request) is not walked: its properties reach the socket and
  // the server, a graph too large to visit; the upload refuses a NUL itself.
  if (value instanceof Readable) return null;
  for (const [key, child] of Object.entries(value)) {
    if (unstorable(key)) return path ? `${path}.${key}` : key;
    const found = pathOfNull(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would reach the database as
 * an encoding error and a 500 (found by the fuzz test, issue 7); nor can jsonb hold half of a
 * surrogate pair (an emoji cut in two), which reaches it through the webhook events and audit
 * details. No field has a use for either: refuse them as bad input before validation, on every route.
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const field = pathOfNull(req.params, '') ?? pathOfNull(req.query, '') ?? pathOfNull(req.body, '');
    if (field)
      throw new AppError(400, 'bad_request', MESSAGES.nullCharacter, { [field]: MESSAGES.nullCharacter });
  });
}
