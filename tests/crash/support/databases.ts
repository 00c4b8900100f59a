import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '#server/db/pglite-extensions';
import { freshDir } from './server-process';
import type { Query, Row } from './verify';

export type Engine = 'pglite' | 'postgres';

/** A database for one process-level test: the server's env, a way to inspect it, and cleanup. */
export type TestDatabase = {
  engine: Engine;
  /** Env for the server; each instance still gets its own DATA_DIR on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** Opens the database directly (PGlite: only while no server holds the directory). */
  open(): Promise<{ query: Query; close(): Promise<void> }>;
  drop(): Promise<void>;
};

/** Runs one statement on its own connection (database-level commands). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(engine: Engine, prefix: string): Promise<TestDatabase> {
  const dataDir = freshDir(`wea-${prefix}-`);
  if (engine === 'pglite') {
    return {
      engine,
      env: { DATA_DIR: dataDir },
      dataDir,
      async open() {
        const db = await PGlite.create({
          dataDir: path.join(dataDir, 'pglite'),
          extensions: { ...PGLITE_EXTENSIONS, amcheck },
        });
        return {
          query: async (text, params) => (await db.query<Row>(text, params)).rows,
          close: () => db.close(),
        };
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `wea_${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async open() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return {
        query: async (text, params) => (await client.query<Row>(text, params)).rows,
        close: () => client.end(),
      };
    },
    async drop() {
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
