import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Tables a user would call "the data". Sessions, sign-in counters and the audit log are left out:
 * reads and refused requests legitimately write those.
 */
const DATA_TABLES = [
  'user',
  'account',
  'clients',
  'client_notes',
  'client_status_events',
  'invoices',
  'invitations',
  'setup_tokens',
];

/**
 * Test-only triggers that count committed row writes to the data tables. The counter is a row,
 * not a sequence, so a write rolled back with its transaction is not counted: a refused request
 * must leave it where it was.
 */
export async function installChangeCounter(db: Db): Promise<void> {
  await db.execute(sql.raw('create table test_change_counter (id int primary key, n bigint not null)'));
  await db.execute(sql.raw('insert into test_change_counter values (1, 0)'));
  await db.execute(
    sql.raw(`create function test_count_change() returns trigger language plpgsql as $$
      begin
        update test_change_counter set n = n + 1 where id = 1;
        return null;
      end $$`),
  );
  for (const table of DATA_TABLES) {
    await db.execute(
      sql.raw(`create trigger test_count_change after insert or update or delete on "${table}"
        for each row execute function test_count_change()`),
    );
  }
}

export async function readChangeCounter(db: Db): Promise<number> {
  const result: unknown = await db.execute(
    sql.raw('select n::int as n from test_change_counter where id = 1'),
  );
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  const first: unknown = Array.isArray(rows) ? rows[0] : null;
  if (typeof first !== 'object' || first === null || !('n' in first) || typeof first.n !== 'number') {
    throw new Error('unexpected change counter result');
  }
  return first.n;
}
