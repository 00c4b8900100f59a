import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { APP_POOL_SIZE, type Db } from '#server/db/client';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-extensions';
import * as schema from '#server/db/schema';

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type Call = { args: unknown[]; start: number; end: number };

/**
 * A database handle whose driver calls can be recorded and replayed. Replaying sends the exact
 * statements, parameters and driver options the app's code sent, straight to the driver: no
 * Fastify, no session lookup, no ORM mapping, no serialisation. That is the floor a list request
 * stands on (DESIGN §8: a list request may cost at most 1.5× this).
 */
export type RecordingDb = {
  db: Db;
  /**
   * Runs `work` once and returns a function that replays its SQL with the same concurrency, and the
   * driver calls' arguments in the order they started.
   */
  record(
    work: (db: Db) => Promise<unknown>,
  ): Promise<{ replay: () => Promise<void>; statements: number; calls: unknown[][] }>;
  close(): Promise<void>;
};

function instrument(client: { query: unknown }) {
  const original = (client.query as QueryFn).bind(client);
  let calls: Call[] | null = null;
  const patched: QueryFn = async (...args) => {
    if (!calls) return original(...args);
    const call: Call = { args, start: performance.now(), end: 0 };
    calls.push(call);
    try {
      return await original(...args);
    } finally {
      call.end = performance.now();
    }
  };
  Object.assign(client, { query: patched });
  return {
    original,
    start: () => {
      calls = [];
    },
    stop: (): Call[] => {
      const recorded = calls ?? [];
      calls = null;
      return recorded;
    },
  };
}

/**
 * Replays calls with the dependencies they had: each statement waits for exactly the statements
 * that had finished before it started (the app awaited those), and runs alongside the rest.
 */
function replayer(calls: Call[], query: QueryFn): () => Promise<void> {
  const ordered = [...calls].sort((a, b) => a.start - b.start);
  const deps = ordered.map((call) => ordered.flatMap((other, j) => (other.end <= call.start ? [j] : [])));
  return async () => {
    const running: Promise<unknown>[] = [];
    ordered.forEach((call, i) => {
      const before = (deps[i] ?? []).map((j) => running[j]);
      running.push(Promise.all(before).then(() => query(...call.args)));
    });
    await Promise.all(running);
  };
}

export async function openRecordingDb(env: Record<string, string>): Promise<RecordingDb> {
  let db: Db;
  let client: { query: unknown };
  let close: () => Promise<void>;
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: APP_POOL_SIZE });
    db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    client = pool;
    close = () => pool.end();
  } else {
    const lite = await PGlite.create({
      dataDir: path.join(env.DATA_DIR ?? '', 'pglite'),
      extensions: PGLITE_EXTENSIONS,
    });
    db = drizzlePglite({ client: lite, schema, casing: 'snake_case' });
    client = lite;
    close = () => lite.close();
  }
  const probe = instrument(client);
  return {
    db,
    close,
    async record(work) {
      probe.start();
      await work(db);
      const calls = probe.stop();
      return {
        replay: replayer(calls, probe.original),
        statements: calls.length,
        calls: [...calls].sort((a, b) => a.start - b.start).map((call) => call.args),
      };
    },
  };
}
