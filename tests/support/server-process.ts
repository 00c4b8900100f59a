import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The built app server, as `npm start` runs it. */
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');

/** Quiet and offline unless a caller says otherwise: no market feeds are fetched. */
const SERVER_DEFAULT_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  NEWS_FEED_URLS: '',
  CALENDAR_FEED_URL: '',
};

export type ServerProcessOptions = {
  /** Node arguments: a script and its flags. The built app server when left out. */
  args?: string[];
  env?: Record<string, string>;
  /** Hand the child this process's environment too (true), or only PATH (false). */
  inheritEnv?: boolean;
  /** A free port when left out. */
  port?: number;
  healthPath?: string;
  /** false returns at once, for a start that is expected to fail. */
  waitHealthy?: boolean;
  timeoutMs?: number;
  /** Keep only the last this many characters of output (long runs log a lot). */
  outputLimit?: number;
};

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer (0 when not waited for). */
  startMs: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM: the graceful shutdown the server runs. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush, like a power cut to the process (not the disk). */
  kill9(): Promise<void>;
};

/** Starts a Node process on 127.0.0.1 and, unless told not to, waits until `healthPath` answers. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const args = options.args ?? [SERVER_ENTRY];
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...(options.inheritEnv === false ? { PATH: process.env.PATH ?? '' } : process.env),
      ...SERVER_DEFAULT_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.outputLimit !== undefined) output = output.slice(-options.outputLimit);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    child,
    startMs: 0,
    output: () => output,
    exited,
    stop: until('SIGTERM'),
    kill9: until('SIGKILL'),
  };
  if (options.waitHealthy === false) return server;
  await waitHealthy(server, `${url}${options.healthPath ?? '/api/health'}`, options.timeoutMs ?? 120_000);
  server.startMs = performance.now() - started;
  return server;
}

/** Polls until the health URL answers 2xx; a process that exits or hangs fails the start. */
async function waitHealthy(server: ServerProcess, healthUrl: string, timeoutMs: number): Promise<void> {
  const { child } = server;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${child.spawnargs.join(' ')} exited early (${child.exitCode}):\n${server.output()}`);
    }
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await server.kill9();
  throw new Error(`${child.spawnargs.join(' ')} did not become healthy:\n${server.output()}`);
}
