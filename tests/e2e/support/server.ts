import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '#tests/support/server-process';

export { ROOT } from '#tests/support/server-process';

export type RunningServer = ServerProcess & { dataDir: string };

/**
 * The time a test (or hook) that starts a server of its own may take: the server migrates a fresh
 * database first, which takes a while when the machine is busy.
 */
export const SERVER_START_MS = 90_000;

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'wea-e2e-'));
}

/** Starts the built server (dist/server/main.js) on a free port and waits until it is healthy. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = freshDataDir(),
): Promise<RunningServer> {
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, ...env } });
  return { ...server, dataDir };
}
