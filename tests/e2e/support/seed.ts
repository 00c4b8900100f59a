import path from 'node:path';
import { createAuth } from '../../../src/server/auth/auth';
import type { Role } from '../../../src/server/auth/session';
import { createUserWithPassword } from '../../../src/server/auth/users';
import { loadConfig } from '../../../src/server/config';
import { openPglite } from '../../../src/server/db/client';
import { loadOrCreateSecret } from '../../../src/server/secrets';

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
