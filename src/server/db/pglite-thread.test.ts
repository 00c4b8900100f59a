import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-errors';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread, PgliteThreadStoppedError } from './pglite-thread';

const OPEN_TIMEOUT = 60_000;
const open = (options: { onCrash?: (error: Error) => void; template?: string } = {}) =>
  PgliteThread.open(null, { extensions: Object.keys(PGLITE_EXTENSIONS), ...options });

describe('PGlite on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await open();
    await thread.query('create table t (id int primary key, at timestamptz not null default now())');
  }, OPEN_TIMEOUT);
  afterAll(() => thread.close());

  it('answers rows in either row mode, leaving the types the caller parses to its parsers', async () => {
    const objects = await thread.query<{ n: number; word: string }>('select $1::int as n, $2 as word', [
      7,
      'seven',
    ]);
    expect(objects.rows).toEqual([{ n: 7, word: 'seven' }]);

    await thread.query('insert into t (id, at) values (1, $1)', ['2026-01-02T03:04:05Z']);
    const arrays = await thread.query('select id, at from t where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => `parsed ${text}` },
    });
    expect(arrays.rows).toEqual([[1, 'parsed 2026-01-02 03:04:05+00']]);
  });

  it('keeps the SQLSTATE and constraint of a database error across the thread', async () => {
    await thread.query('insert into t (id) values (2)');
    const error = await thread.query('insert into t (id) values (2)').catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
    expect(error).toMatchObject({ constraint: 't_pkey', table: 't' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
    });
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (11)');
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const { rows } = await thread.query<{ id: number }>('select id from t where id in (10, 11)');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('holds statements sent outside a transaction until it ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into t (id) values (20)');
      await held;
      await tx.query('insert into t (id) values (21)');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const outside = thread.query<{ ids: number[] }>(
      'select array_agg(id order by id) as ids from t where id >= 20',
    );
    release();
    await transaction;
    expect((await outside).rows[0]?.ids).toEqual([20, 21]);
  });

  it('answers a prepared statement as the unprepared one, however often it runs', async () => {
    const text = 'select id, at from t where id = $1 or at = $2';
    const at = new Date('2026-01-02T03:04:05Z');
    const plain = await thread.query(text, [2, at]);
    for (let run = 0; run < 3; run++)
      expect((await thread.query(text, [2, at], { prepared: true })).rows).toEqual(plain.rows);
    await thread.query('insert into t (id) values (30)');
    const error = await thread
      .query('insert into t (id) values ($1)', [30], { prepared: true })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
    expect(
      (await thread.query('select count(*)::int as n from t where id = $1', [30], { prepared: true })).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('delivers a notification before the answer of the statement that sent it', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('changes', (payload) => heard.push(payload));
    await thread.query("select pg_notify('changes', 'one')");
    expect(heard).toEqual(['one']);
    await stop();
    await thread.query("select pg_notify('changes', 'two')");
    expect(heard).toEqual(['one']);
  });
});

describe('a thread that dies', () => {
  it(
    'fails waiting and later requests instead of leaving them hanging, and says so',
    async () => {
      const crashes: Error[] = [];
      const thread = await open({ onCrash: (error) => crashes.push(error) });
      const waiting = thread.query('select pg_sleep(0.2)');
      // The way an abort inside the worker ends it, without the close handshake.
      await thread['worker'].terminate();
      await expect(waiting).rejects.toBeInstanceOf(PgliteThreadStoppedError);
      await expect(thread.query('select 1')).rejects.toBeInstanceOf(PgliteThreadStoppedError);
      expect(crashes).toHaveLength(1);
      await thread.close();
    },
    OPEN_TIMEOUT,
  );
});

describe('a new database started from a template', () => {
  it(
    'holds what the dumped database held, and its writes do not reach the template',
    async () => {
      const source = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      await source.exec(
        "create extension pg_trgm; create table kept (word text); insert into kept values ('before')",
      );
      const dump = await source.dumpDataDir('none');
      await source.close();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wea-template-'));
      const template = path.join(dir, 'template.tar');
      fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
      try {
        const first = await open({ template });
        await first.query("insert into kept values ('only in the first')");
        await first.close();
        const second = await open({ template });
        const { rows } = await second.query<{ word: string }>('select word from kept');
        // The extensions still load in the copy: similarity() is pg_trgm's.
        const trigram = await second.query<{ s: number }>("select similarity('word', 'word') as s");
        await second.close();
        expect(rows).toEqual([{ word: 'before' }]);
        expect(trigram.rows).toEqual([{ s: 1 }]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    OPEN_TIMEOUT,
  );
});
