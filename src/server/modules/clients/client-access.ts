import { and, eq, getTableColumns } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { clients, user } from '#server/db/schema';
import { notFound } from '#server/errors';
import { clientScope } from './client-scope';

// Every column of the client row but the timestamps, the search forms the database derives and
// the counters the calls (issue 14) and invoices (issue 16) keep, and the lead's UTM source (issue
// 17), which an update or a reveal never reads.
const {
  createdAt,
  updatedAt,
  nameFolded,
  phoneDigits,
  lastContactAt,
  callCount,
  invoiceTotal,
  utmSource,
  utmMedium,
  utmCampaign,
  ...storedColumns
} = getTableColumns(clients);

/** The stored client an update starts from, the password ciphertext included, with its owner's name. */
export async function findClientForActor(db: Db, actor: SessionUser, id: string) {
  const rows = await db
    .select({ ...storedColumns, agentName: user.name })
    .from(clients)
    .leftJoin(user, eq(user.id, clients.agentId))
    .where(and(eq(clients.id, id), clientScope('clients', actor)))
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
