import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedDatabase } from '#server/cli/seed/seed-database';
import { DEFAULT_SEED_PASSWORD } from '#server/cli/seed/seed-users';
import { type Database, openPglite, openPostgres } from '#server/db/client';
import { type BenchOptions, ROOT } from './options';

export const BENCH_PASSWORD = DEFAULT_SEED_PASSWORD;
const WORK_DIR = path.join(ROOT, '.tmp', 'bench');

export type Target = {
  engine: BenchOptions['database'];
  /** Server environment that points at the seeded database. */
  env: Record<string, string>;
  /** Opens the database in this process (PGlite: only while no server holds it). */
  open(): Promise<Database>;
  seeded: { seconds: number | null; reused: boolean };
  /** Where to find the database's backends for CPU accounting; null on PGlite. */
  postgres: { url: string; database: string } | null;
};

/** One statement on its own connection, outside any app pool (database-level commands). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The seeded database of this size, made once and reused by later runs of the same size (a
 * million clients take minutes to seed); `--fresh` seeds it again. A marker file written after a
 * complete seed tells a finished database from an interrupted one.
 */
export async function prepareTarget(options: BenchOptions, log: (m: string) => void): Promise<Target> {
  const name = `wea_bench_${options.clients}_${options.agents}`;
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const marker = path.join(WORK_DIR, `${options.database}-${name}.seeded`);
  const dataDir = path.join(WORK_DIR, `pglite-${options.clients}-${options.agents}`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;

  const open = () =>
    options.database === 'postgres'
      ? openPostgres(url.toString(), 2)
      : openPglite(path.join(dataDir, 'pglite'));
  let exists = fs.existsSync(marker);
  if (options.database === 'postgres') {
    const found = await adminQuery(
      options.postgresUrl,
      `select 1 from pg_database where datname = '${name}'`,
    );
    exists &&= found.rowCount === 1;
  }
  let seconds: number | null = null;
  if (!exists || options.fresh) {
    fs.rmSync(marker, { force: true });
    if (options.database === 'postgres') {
      await adminQuery(options.postgresUrl, `drop database if exists ${name} with (force)`);
      await adminQuery(options.postgresUrl, `create database ${name}`);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
    }
    log(`seeding ${options.clients} clients over ${options.agents} agents (${options.database})`);
    const database = await open();
    try {
      const result = await seedDatabase(database, {
        clients: options.clients,
        agents: options.agents,
        password: BENCH_PASSWORD,
        log: (m) => log(`  ${m}`),
      });
      seconds = result.seconds;
    } finally {
      await database.close();
    }
    fs.writeFileSync(marker, new Date().toISOString());
  }
  if (options.database === 'postgres') {
    // Seeding leaves gigabytes of dirty pages; flushing them now keeps the checkpoint that would
    // otherwise write them out of the first scenarios' timings.
    try {
      await adminQuery(url.toString(), 'checkpoint');
    } catch (error) {
      log(`  no checkpoint before measuring (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const env: Record<string, string> =
    options.database === 'postgres'
      ? { DATABASE_URL: url.toString(), DATA_DIR: path.join(WORK_DIR, 'server-data') }
      : { DATA_DIR: dataDir };
  const postgres = options.database === 'postgres' ? { url: options.postgresUrl, database: name } : null;
  return { engine: options.database, env, open, seeded: { seconds, reused: seconds === null }, postgres };
}
