import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

// Migration 0008 adds the search forms of a client (decision 0015); rows written before it must
// be found by them too, so the migration fills them for every existing row.
const BEFORE = '0007_idempotency_keys';

/** The committed migrations up to and including `tag`, as a folder of their own. */
function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Row = Record<string, unknown>;
type Migrated = { migrate(folder: string): Promise<void>; rows(query: SQL): Promise<Row[]> };
let database: Migrated;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres' && baseUrl) {
    const name = `wea_migration_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const db = drizzlePg({ client, casing: 'snake_case' });
    database = {
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      rows: async (query) => (await db.execute<Row>(query)).rows,
    };
    close = async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, casing: 'snake_case' });
    database = {
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      rows: async (query) => (await db.execute<Row>(query)).rows,
    };
    close = () => client.close();
  }
});

afterAll(() => close());

it('fills the folded name and the phone digits of clients stored before it', async () => {
  const earlier = migrationsUpTo(BEFORE);
  await database.migrate(earlier);
  fs.rmSync(earlier, { recursive: true, force: true });
  await database.rows(sql`insert into clients (name, email, phone) values
    ('Ümit Öztürk', 'umit@example.com', '+1 010-778-8123'), ('No Phone', 'none@example.com', null)`);

  await database.migrate(MIGRATIONS_DIR);

  const rows = await database.rows(sql`select name_folded, phone_digits from clients order by email desc`);
  expect(rows).toEqual([
    { name_folded: 'umit ozturk', phone_digits: '10107788123' },
    { name_folded: 'no phone', phone_digits: null },
  ]);
});
