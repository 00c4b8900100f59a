import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { restrictDataDir } from './data-dir-permissions';
import { advisoryExclusive, type Exclusive, inProcessExclusive } from './exclusive';
import { type Listen, listenPglite, listenPostgres } from './notifications';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /** LISTEN/NOTIFY (notifications.ts); without it, nothing may be kept that a notice would end. */
  listen?: Listen;
  /**
   * One text of SQL with positional parameters, for libraries that bring their own statements (the
   * job queue). Without parameters the text may hold several statements.
   */
  rawSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Work that must not run twice at once for one key, on any instance (exclusive.ts). */
  exclusive: Exclusive;
};

const migrationsFolder = MIGRATIONS_DIR;
/** Arbitrary constant naming this app's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 0x57_45_41_31;

/**
 * Opens PGlite (in `dataDir`, or in memory when null) on a thread of its own (docs/decisions/0019)
 * with the extensions it needs on every open, and applies the committed migrations in code
 * (drizzle-kit's CLI cannot load extensions). `onCrash` hears of the thread dying; every request
 * waiting on it, and any later one, fails either way. A new database (never an existing data
 * directory: PGlite refuses that) may start as a copy of `template`, the path of a database PGlite
 * dumped uncompressed (the tests' migrated empty one, tests/support/pglite-template.ts): that skips
 * initdb, which takes most of a new database's time.
 */
export async function openPglite(
  dataDir: string | null,
  options: { onCrash?: (error: Error) => void; template?: string } = {},
): Promise<Database> {
  const thread = await PgliteThread.open(dataDir, {
    extensions: Object.keys(PGLITE_EXTENSIONS),
    template: options.template,
    onCrash: options.onCrash,
  });
  // PGlite sets 0666 on the files it unpacks at open, whatever the umask: make them private again.
  if (dataDir) restrictDataDir(dataDir);
  // drizzle's PGlite driver and listenPglite type their client as PGlite, and use only the part of
  // it that PgliteThread implements (query, transaction, listen).
  const client = thread as unknown as PGlite;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    close: () => thread.close(),
    listen: listenPglite(client),
    rawSql: (text, values) => (values?.length ? thread.query(text, values) : thread.exec(text)),
    // One process per data directory: the process is every instance there is.
    exclusive: inProcessExclusive(),
  };
}

/** Connections an app instance keeps to PostgreSQL (the bench's baselines use the same). */
export const APP_POOL_SIZE = 10;

export async function openPostgres(url: string, poolSize = APP_POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  // Instances starting together take turns: the first migrates, the others then find nothing to do.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lock.release();
  }
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    listen: listenPostgres(url),
    rawSql: (text, values) => pool.query(text, values),
    exclusive: advisoryExclusive(pool),
  };
}
