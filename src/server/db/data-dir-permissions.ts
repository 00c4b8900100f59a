import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

export class DataDirPermissionError extends Error {}

/** chmod that names the data directory in its failure, so the operator knows what to fix. */
function restrict(target: string, mode: number, dataDir: string): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirPermissionError(
      `Cannot make ${target} private (${code}): run the server as the owner of DATA_DIR (${dataDir}), ` +
        `or run chmod -R go-rwx ${dataDir} first.`,
    );
  }
}

function restrictTree(dir: string, dataDir: string): void {
  restrict(dir, 0o700, dataDir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(child, dataDir);
    // Symbolic links are left alone: chmod would follow them out of the directory.
    else if (entry.isFile()) restrict(child, 0o600, dataDir);
  }
}

/**
 * DATA_DIR holds the database, the key that opens trading passwords and the session secret, so
 * only the server's own user may read it (issue 13): the directory and its subdirectories 0700,
 * its files 0600, fixed on every start for directories made by older versions. The process umask
 * becomes 0077 first, because PGlite creates its files 0666 and leaves the rest to the umask.
 */
export function restrictDataDir(dataDir: string): void {
  // Worker threads cannot change the umask; the chmod below still fixes what exists.
  if (isMainThread) process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictTree(dataDir, dataDir);
}
