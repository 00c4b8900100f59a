import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import type { Client } from '#shared/schemas/clients';
import { loadClientView } from './client-view';

/** GET /api/clients/:id: a client the caller may see, whole timeline included, else the same 404 as a missing one. */
export async function getClient({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<Client> {
  const client = await loadClientView(db, id, actor, { full: true });
  if (!client) throw notFound();
  return client;
}
