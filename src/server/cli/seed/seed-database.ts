import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import {
  inParallel,
  rebuildCallRollup,
  vacuumAnalyze,
  withoutIndexes,
  withoutLoadTriggers,
} from './bulk-load';
import { clientBatchSql } from './client-batch-sql';
import { seedUsers } from './seed-users';

export type SeedOptions = {
  clients: number;
  agents: number;
  password: string;
  log?: (message: string) => void;
};

export type SeedResult = Awaited<ReturnType<typeof seedUsers>> & { clients: number; seconds: number };

const BATCH = 50_000;

/**
 * Adds `clients` clients spread round-robin over `agents` seeded agents (see seed-users.ts), with
 * their history, notes and invoices. An empty database is bulk-loaded (indexes rebuilt at the end,
 * two connections on PostgreSQL); otherwise rows go in through the indexes, which is slower.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { db } = database;
  const users = await seedUsers(db, options.agents, options.password);
  const agentIds = users.agents.map((a) => a.id);
  const [{ existing = 0 } = {}] = await rowsOf<{ existing: number }>(
    db,
    sql`select count(*)::int as existing from clients`,
  );
  const parallel = database.engine === 'postgres' ? 2 : 1;
  const batches: (() => Promise<void>)[] = [];
  let done = 0;
  for (let from = existing + 1; from <= existing + options.clients; from += BATCH) {
    const to = Math.min(from + BATCH - 1, existing + options.clients);
    batches.push(async () => {
      await db.transaction(async (tx) => {
        // Losing the last batches on a crash only means seeding again.
        if (database.engine === 'postgres') await tx.execute(sql`set local synchronous_commit = off`);
        const range = { newest: existing + options.clients, count: options.clients };
        await tx.execute(sql.raw(clientBatchSql(from, to, agentIds, range)));
      });
      done += to - from + 1;
      log(`clients ${done} / ${options.clients}`);
    });
  }
  const load = () => inParallel(batches, parallel);
  // PGlite's WebAssembly heap is small; PostgreSQL can take a bigger sort for its GIN builds.
  const memory = database.engine === 'postgres' ? '256MB' : '32MB';
  if (options.clients > 0) {
    await withoutLoadTriggers(db, async () => {
      if (existing === 0) await withoutIndexes(db, { parallel, memory }, load, log);
      else await load();
    });
    await rebuildCallRollup(db);
  }
  await vacuumAnalyze(db);
  return { ...users, clients: options.clients, seconds: (performance.now() - started) / 1000 };
}
