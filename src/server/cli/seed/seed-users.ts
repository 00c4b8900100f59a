import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password';
import type { Role } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { account, user } from '#server/db/schema';
import { FIRST_NAMES, LAST_NAMES } from './seed-data';

export const SEED_ADMIN_EMAIL = 'admin@example.com';
/** Demo data only: the README tells users to set SEED_PASSWORD for anything reachable. */
export const DEFAULT_SEED_PASSWORD = 'demo-password';
export const seedAgentEmail = (k: number) => `agent${k}@example.com`;

export type SeedUser = { id: string; email: string; name: string };

/** Agent k's full name; unique for the first 10,000 agents. */
export function seedAgentName(k: number): string {
  const first = FIRST_NAMES[k % FIRST_NAMES.length] ?? 'Agent';
  const last = LAST_NAMES[(k * 7 + Math.floor(k / LAST_NAMES.length)) % LAST_NAMES.length] ?? String(k);
  return `${first} ${last}`;
}

/**
 * Real accounts the app can sign in with: the seed admin and agents 1..count, each with an
 * email+password credential exactly as better-auth stores it. Users that already exist are kept
 * as they are (password included), so seeding twice adds clients, not accounts. One argon2 hash
 * serves every account: hashing 500 passwords would cost longer than the clients themselves.
 */
export async function seedUsers(db: Db, agents: number, password: string) {
  const wanted = [
    { email: SEED_ADMIN_EMAIL, name: 'Ada Admin', role: 'admin' as Role },
    ...Array.from({ length: agents }, (_, i) => ({
      email: seedAgentEmail(i + 1),
      name: seedAgentName(i + 1),
      role: 'agent' as Role,
    })),
  ];
  const now = new Date();
  for (let i = 0; i < wanted.length; i += 1000) {
    await db
      .insert(user)
      .values(
        wanted.slice(i, i + 1000).map((u) => ({
          ...u,
          id: randomBytes(16).toString('hex'),
          emailVerified: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing({ target: user.email });
  }
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(
      inArray(
        user.email,
        wanted.map((u) => u.email),
      ),
    );
  await addMissingCredentials(
    db,
    rows.map((r) => r.id),
    password,
  );
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const pick = (email: string): SeedUser => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`seed user ${email} is missing`);
    return found;
  };
  return {
    admin: pick(SEED_ADMIN_EMAIL),
    agents: wanted.slice(1).map((u) => pick(u.email)),
  };
}

async function addMissingCredentials(db: Db, userIds: string[], password: string) {
  const existing = await db
    .select({ userId: account.userId })
    .from(account)
    .where(and(eq(account.providerId, 'credential'), inArray(account.userId, userIds)));
  const has = new Set(existing.map((r) => r.userId));
  const missing = userIds.filter((id) => !has.has(id));
  if (missing.length === 0) return;
  const hash = await hashPassword(password);
  for (let i = 0; i < missing.length; i += 1000) {
    await db.insert(account).values(
      missing.slice(i, i + 1000).map((userId) => ({
        id: randomBytes(16).toString('hex'),
        userId,
        accountId: userId,
        providerId: 'credential',
        password: hash,
      })),
    );
  }
}
