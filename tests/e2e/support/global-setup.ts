import fs from 'node:fs';
import { seedUsers } from './seed';
import { freshDataDir, startServer } from './server';
import { ADMIN, AGENTS } from './users';

/** One server for the suite, on a fresh data directory, with the bootstrap admin and agents. */
export default async function globalSetup() {
  const dataDir = freshDataDir();
  await seedUsers(
    dataDir,
    Object.values(AGENTS).map((a) => ({ ...a, role: 'agent' as const })),
  );
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, dataDir);
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
