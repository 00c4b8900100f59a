import { z } from 'zod';
import { notFound } from '../errors';

/**
 * A `:id` path parameter naming a row whose key is a uuid (a client, an invitation). A malformed
 * id becomes null and then the same 404 as a missing row: ids cannot be probed, and a bad one
 * never reaches the database as a uuid cast error.
 */
const uuid = z.guid();

export const uuidParamsSchema = z.object({
  id: z.string().transform((v) => (uuid.safeParse(v).success ? v : null)),
});

/** The id of a `uuidParamsSchema` parameter, or the 404 of one that cannot exist. */
export function requireUuid(id: string | null): string {
  if (id === null) throw notFound();
  return id;
}
