import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Auth } from './auth';
import type { Role } from './session';

/** Creates a user with an email+password account (sign-up is closed, so only the server does). */
export async function createUserWithPassword(
  auth: Auth,
  input: { email: string; fullName: string; password: string; role: Role },
): Promise<{ id: string; email: string }> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.trim().toLowerCase(),
      name: input.fullName.trim(),
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return { id: created.id, email: created.email };
}

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(user).where(eq(user.role, 'admin')).limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return rows[0] ?? null;
}
