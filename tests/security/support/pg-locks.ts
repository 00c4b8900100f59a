import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';

/** A promise and the function that settles it, to hold a transaction open until a test says. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Resolves once some other session of this PostgreSQL database waits on a row lock, or `done`
 * settles first (the request did not need to wait). PostgreSQL only.
 */
export async function untilWaitingOnLock(db: Db, done: Promise<unknown>, timeoutMs = 10_000): Promise<void> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!finished) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no session started waiting on a lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const onPostgres = process.env.TEST_ENGINE === 'postgres';
