import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';

/** Users that count as agents: role 'agent' or none (spec §3 Profile); admins never do. */
export function isAgentUser(): SQL {
  return or(isNull(user.role), eq(user.role, 'agent')) ?? sql`false`;
}

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(user).where(eq(user.role, 'admin')).limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return rows[0] ?? null;
}
