import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SERVER_ENTRY,
  type ServerProcess,
  startServerProcess as startServer,
} from '#tests/support/server-process';

export type { ServerProcess };

/** Fixed secrets so restarted and parallel instances agree on cookies and stored ciphertexts. */
export const SHARED_SECRETS = {
  AUTH_SECRET: 'crash-test-auth-secret-0123456789abcdef',
  ENCRYPTION_KEY: 'ab'.repeat(32),
};
export const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password' };

export function freshDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts the built server; `waitHealthy: false` returns at once (for a start expected to fail). */
export async function startServerProcess(
  env: Record<string, string>,
  options: { waitHealthy?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  // Only PATH from this process: the database under test comes from `env` alone.
  return startServer({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...SHARED_SECRETS, ...env },
    inheritEnv: false,
    ...options,
  });
}
