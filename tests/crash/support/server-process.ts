import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#tests/support/free-port';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');

/** Fixed secrets so restarted and parallel instances agree on cookies and stored ciphertexts. */
export const SHARED_SECRETS = {
  AUTH_SECRET: 'crash-test-auth-secret-0123456789abcdef',
  ENCRYPTION_KEY: 'ab'.repeat(32),
};
export const ADMIN = { email: 'crash-admin@example.com', password: 'crash-admin-password' };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hooks, no flush, like a power cut to the process (not the disk). */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown `main.ts` runs. */
  stop(): Promise<void>;
  exited: Promise<number | null>;
};

export function freshDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts the built server; `waitHealthy: false` returns at once (for a start expected to fail). */
export async function startServerProcess(
  env: Record<string, string>,
  options: { waitHealthy?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NEWS_FEED_URLS: '',
      CALENDAR_FEED_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...SHARED_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  const server = {
    url,
    child,
    output: () => output,
    kill9: until('SIGKILL'),
    stop: until('SIGTERM'),
    exited,
  };
  if (options.waitHealthy === false) return server;
  // Generous: the first start creates the database, and CI machines can be slow.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill9();
  throw new Error(`server did not become healthy:\n${output}`);
}
