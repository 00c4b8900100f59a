import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SERVER_ENTRY, type ServerProcess, startServerProcess } from '#tests/support/server-process';
import { ROOT } from './options';

/** Fixed secrets: the bench signs in anew every run, so nothing depends on them staying secret. */
export const BENCH_SECRETS = {
  AUTH_SECRET: 'bench-auth-secret-bench-auth-secret-0123',
  ENCRYPTION_KEY: 'be'.repeat(32),
};

export type BenchProcess = ServerProcess & { rssMb(): number };

/** Builds the web app and the server when their sources changed, as `npm start` does. */
export function buildIfStale() {
  const script = "import('./scripts/build-lib.mjs').then((m) => m.buildIfStale())";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/** Resident set size of a process from /proc (Linux); 0 elsewhere. */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Starts a Node script as its own process on a free port and waits until `healthPath` answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  healthPath: string,
): Promise<BenchProcess> {
  // The bench runs for many minutes: keep only the tail of the output for error messages.
  const server = await startServerProcess({ args, env, healthPath, outputLimit: 20_000 });
  return { ...server, rssMb: () => rssOf(server.pid) };
}

/**
 * The built app server (dist/server/main.js), as `npm start` runs it. BENCH_SERVER_ENTRY points
 * at another build of it, to measure an older version against the same database; BENCH_SERVER_FLAGS
 * gives Node flags for the server alone (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
export function startAppServer(env: Record<string, string>) {
  return startProcess(
    [...serverFlags(), process.env.BENCH_SERVER_ENTRY ?? SERVER_ENTRY],
    { ...BENCH_SECRETS, ...env },
    '/api/health',
  );
}

function serverFlags(): string[] {
  return (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
}
