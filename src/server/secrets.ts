import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Returns `fromEnv` when set, else a random secret kept in `<dataDir>/<fileName>` (mode 0600),
 * generated on first use. Several instances sharing one PostgreSQL need the env value, or one
 * shared DATA_DIR, so they agree (README, Configuration).
 */
export function loadOrCreateSecret(
  dataDir: string,
  fileName: string,
  bytes: number,
  fromEnv?: string,
): string {
  if (fromEnv) return fromEnv;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('hex');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another instance on the same directory wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}
