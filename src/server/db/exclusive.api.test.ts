import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/support/test-database';
import { type Database, openPostgres } from './client';

/** A promise that stays pending until `open` is called. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('exclusive work', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs calls with one key one after another, others alongside, and frees a key its work failed in', async () => {
    const log: string[] = [];
    const first = gate();
    const started = gate();
    const a = database.exclusive('check:1', async () => {
      log.push('a starts');
      started.open();
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = database.exclusive('check:1', async () => {
      log.push('b starts');
      return 'b';
    });
    try {
      // On PostgreSQL the first call takes its lock on a connection of its own, so it may start
      // after a later call with another key has already run: wait until it holds its key.
      await started.opened;
      // Another key does not wait for the first one's work.
      await expect(database.exclusive('check:2', async () => 'other')).resolves.toBe('other');
      expect(log).toEqual(['a starts']);
    } finally {
      // Even when a check above fails, the held key is let go, so closing the pool does not hang.
      first.open();
    }
    await expect(Promise.all([a, b])).resolves.toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);

    await expect(
      database.exclusive('check:1', async () => {
        throw new Error('the check broke');
      }),
    ).rejects.toThrow('the check broke');
    await expect(database.exclusive('check:1', async () => 'after')).resolves.toBe('after');
  });
});

// Two instances: two pools on one PostgreSQL database, as two servers would have.
describe.runIf(process.env.TEST_ENGINE === 'postgres')('exclusive work across instances', () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `wea_exclusive_${randomBytes(5).toString('hex')}`;
  let one: Database;
  let two: Database;
  const admin = new pg.Client({ connectionString: baseUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    one = await openPostgres(url.toString(), 4);
    two = await openPostgres(url.toString(), 4);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** The backends holding (or, with `granted` false, waiting for) an advisory lock in this database. */
  async function lockHolders(granted: boolean): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      `select l.pid from pg_locks l join pg_database d on d.oid = l.database
        where d.datname = $1 and l.locktype = 'advisory' and l.granted = $2`,
      [name, granted],
    );
    return rows.map((r) => r.pid);
  }

  async function untilWaiting() {
    for (let i = 0; i < 200 && (await lockHolders(false)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await lockHolders(false)).toHaveLength(1);
  }

  it('makes the second instance wait for the first', async () => {
    const log: string[] = [];
    const first = gate();
    const a = one.exclusive('import-check:x', async () => {
      log.push('one starts');
      await first.opened;
      log.push('one ends');
    });
    await untilHeld();
    const b = two.exclusive('import-check:x', async () => {
      log.push('two starts');
    });
    await untilWaiting();
    expect(log).toEqual(['one starts']);
    first.open();
    await Promise.all([a, b]);
    expect(log).toEqual(['one starts', 'one ends', 'two starts']);
    expect(await lockHolders(true)).toEqual([]);
  });

  it('lets the second instance go on when the first one dies holding the lock', async () => {
    const stuck = gate();
    const a = one.exclusive('import-check:y', () => stuck.opened);
    await untilHeld();
    let ran = false;
    const b = two.exclusive('import-check:y', async () => {
      ran = true;
    });
    await untilWaiting();
    // The first instance's connection ends, as it does when its process is killed.
    const [holder] = await lockHolders(true);
    await admin.query('select pg_terminate_backend($1)', [holder]);
    await b;
    expect(ran).toBe(true);
    stuck.open();
    // Its unlock finds the connection gone: the work's caller hears of it.
    await expect(a).rejects.toThrow();
  });

  async function untilHeld() {
    for (let i = 0; i < 200 && (await lockHolders(true)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await lockHolders(true)).toHaveLength(1);
  }
});
