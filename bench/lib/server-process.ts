import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '#tests/support/free-port';
import { ROOT } from './options';

/** Fixed secrets: the bench signs in anew every run, so nothing depends on them staying secret. */
export const BENCH_SECRETS = {
  AUTH_SECRET: 'bench-auth-secret-bench-auth-secret-0123',
  ENCRYPTION_KEY: 'be'.repeat(32),
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  rssMb(): number;
  output(): string;
  stop(): Promise<void>;
};

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
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not become healthy:\n${output}`);
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startMs,
    rssMb: () => rssOf(pid),
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built app server (dist/server/main.js), as `npm start` runs it. BENCH_SERVER_ENTRY points
 * at another build of it, to measure an older version against the same database.
 */
export function startAppServer(env: Record<string, string>) {
  return startProcess(
    [process.env.BENCH_SERVER_ENTRY ?? path.join(ROOT, 'dist', 'server', 'main.js')],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NEWS_FEED_URLS: '',
      CALENDAR_FEED_URL: '',
      ...BENCH_SECRETS,
      ...env,
    },
    '/api/health',
  );
}
