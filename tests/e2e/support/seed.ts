import path from 'node:path';
import { createUserWithPassword } from '#server/auth/accounts';
import { createAuth } from '#server/auth/auth';
import type { Role } from '#server/auth/session';
import { loadConfig } from '#server/config';
import { openPglite } from '#server/db/client';
import { loadOrCreateSecret } from '#server/secrets';

export type SeedUser = { email: string; fullName: string; password: string; role: Role };

/** Creates accounts in a data directory before its server starts (PGlite allows one process). */
export async function seedUsers(dataDir: string, users: SeedUser[]): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const auth = createAuth({
      db: database.db,
      config,
      secret: loadOrCreateSecret(dataDir, 'auth-secret', 32),
    });
    for (const user of users) await createUserWithPassword(auth, user);
  } finally {
    await database.close();
  }
}
