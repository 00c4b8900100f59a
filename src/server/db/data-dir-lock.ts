import fs from 'node:fs';
import path from 'node:path';
import { restrictDataDir } from './data-dir-permissions';

export class DataDirLockedError extends Error {}

/**
 * PGlite allows one process per data directory, so the server holds `<dataDir>/server.lock`
 * (holding its pid) while it runs. A lock left by a process that no longer exists (kill -9) is
 * taken over; a live holder makes start-up fail with a clear message. Whoever takes the lock is
 * about to open the database, so the directory is made private first (data-dir-permissions.ts).
 */
export function lockDataDir(dataDir: string): () => void {
  restrictDataDir(dataDir);
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server (pid ${holder}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
