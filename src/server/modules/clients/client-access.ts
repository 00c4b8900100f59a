import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { clients, user } from '#server/db/schema';
import { clientIdSchema } from '#shared/schemas/clients';
import { notFound } from './client-errors';

/**
 * `:id` path parameter. A malformed id becomes null and then the same 404 as a missing or foreign
 * client, so ids cannot be probed and a bad id never reaches the database as a uuid cast error.
 */
export const clientIdParamsSchema = z.object({
  id: z.string().transform((v) => (clientIdSchema.safeParse(v).success ? v : null)),
});

export function requireClientId(id: string | null): string {
  if (id === null) throw notFound();
  return id;
}

/** Admins see every client; an agent only their own (another agent's client is a 404). */
export function visibleTo(actor: SessionUser): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(clients.agentId, actor.id);
}

/** The stored client row an update starts from, including the password ciphertext. */
export async function findClientForActor(db: Db, actor: SessionUser, id: string) {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      country: clients.country,
      status: clients.status,
      version: clients.version,
      agentId: clients.agentId,
      agentName: user.name,
      tradingAccountId: clients.tradingAccountId,
      tradingAccountServer: clients.tradingAccountServer,
      tradingAccountPassword: clients.tradingAccountPassword,
    })
    .from(clients)
    .leftJoin(user, eq(user.id, clients.agentId))
    .where(and(eq(clients.id, id), visibleTo(actor)))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}
export type StoredClient = Awaited<ReturnType<typeof findClientForActor>>;

/** Full name, else email: how notes and history name the person who acted (spec §4). */
export function actorName(actor: SessionUser): string {
  return actor.fullName.trim() || actor.email;
}
