import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#tests/support/setup-test-app';
import { RenderedStatements } from './raw-rows';

// Decision 0037: a statement rendered once per key runs as a prepared statement on either engine,
// and what is kept is the statement, never its rows.
const t = setupTestApp();

/** A statement whose text and value follow from `n`, counting how often it is built. */
function numbered(n: number, builds: { count: number }) {
  return () => {
    builds.count++;
    return sql`select ${n}::int * 2 as doubled, ${`text ${n}`} as label`;
  };
}

describe('RenderedStatements', () => {
  it('builds a key once and answers its rows each time', async () => {
    const statements = new RenderedStatements();
    const builds = { count: 0 };
    for (let i = 0; i < 3; i++) {
      const rows = await statements.rows(t.database.db, 'n=21', numbered(21, builds));
      expect(rows).toEqual([{ doubled: 42, label: 'text 21' }]);
    }
    expect(builds.count).toBe(1);
  });

  it('keeps keys apart, also when their statements have one text', async () => {
    const statements = new RenderedStatements();
    const builds = { count: 0 };
    const first = await statements.rows(t.database.db, 'a', numbered(1, builds));
    const second = await statements.rows(t.database.db, 'b', numbered(2, builds));
    const againFirst = await statements.rows(t.database.db, 'a', numbered(99, builds));
    expect([first, second, againFirst]).toEqual([
      [{ doubled: 2, label: 'text 1' }],
      [{ doubled: 4, label: 'text 2' }],
      [{ doubled: 2, label: 'text 1' }],
    ]);
    expect(builds.count).toBe(2);
  });

  it('reads the rows anew each time: a kept statement never keeps an answer', async () => {
    const statements = new RenderedStatements();
    await t.database.db.execute(sql`create table rendered_probe (n int)`);
    const count = () =>
      statements.rows<{ n: number }>(
        t.database.db,
        'probe',
        () => sql`select count(*)::int as n from rendered_probe`,
      );
    expect(await count()).toEqual([{ n: 0 }]);
    await t.database.db.execute(sql`insert into rendered_probe values (1), (2)`);
    expect(await count()).toEqual([{ n: 2 }]);
  });

  it('is emptied when full and goes on answering', async () => {
    const statements = new RenderedStatements(2);
    const builds = { count: 0 };
    for (const n of [1, 2, 3, 1]) {
      expect(await statements.rows(t.database.db, `n=${n}`, numbered(n, builds))).toEqual([
        { doubled: n * 2, label: `text ${n}` },
      ]);
    }
    // 1 and 2 filled it, 3 emptied it, and 1 had to be built again.
    expect(builds.count).toBe(4);
  });

  it('builds every time inside a transaction, whose handle runs no named statements', async () => {
    const statements = new RenderedStatements();
    const builds = { count: 0 };
    const rows = await t.database.db.transaction(async (txn) => [
      await statements.rows(txn, 'txn', numbered(5, builds)),
      await statements.rows(txn, 'txn', numbered(5, builds)),
    ]);
    expect(rows).toEqual([[{ doubled: 10, label: 'text 5' }], [{ doubled: 10, label: 'text 5' }]]);
    expect(builds.count).toBe(2);
  });
});
