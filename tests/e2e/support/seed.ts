import path from 'node:path';
import { createUserWithPassword } from '#server/auth/accounts';
import { type Auth, createAuth } from '#server/auth/auth';
import type { Role } from '#server/auth/session';
import { loadConfig } from '#server/config';
import { type Database, openPglite } from '#server/db/client';
import { loadOrCreateSecret } from '#server/secrets';

export type SeedUser = { email: string; fullName: string; password: string; role: Role };

/**
 * Opens a data directory's database before its server starts (PGlite allows one process) and runs
 * `work` with it and its sign-in accounts.
 */
export async function withSeedDatabase<T>(
  dataDir: string,
  work: (seed: { auth: Auth; db: Database['db'] }) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const auth = createAuth({
      db: database.db,
      config,
      secret: loadOrCreateSecret(dataDir, 'auth-secret', 32),
    });
    return await work({ auth, db: database.db });
  } finally {
    await database.close();
  }
}

/** Creates accounts in a data directory before its server starts. */
export async function seedUsers(dataDir: string, users: SeedUser[]): Promise<void> {
  await withSeedDatabase(dataDir, async ({ auth }) => {
    for (const user of users) await createUserWithPassword(auth, user);
  });
}
