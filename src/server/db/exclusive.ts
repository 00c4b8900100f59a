import type pg from 'pg';

/**
 * Runs `work` while holding the lock named by `key`, among every instance of the app: a second call
 * with the same key, here or on another instance, waits until the first is done.
 */
export type Exclusive = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** PostgreSQL advisory locks of this app's exclusive work: (LOCK_SPACE, hashtext(key)). */
const LOCK_SPACE = 0x57_45_41_32;

/** One process: calls with one key run one after another, in the order they came. */
export function inProcessExclusive(): Exclusive {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/**
 * Several instances on one PostgreSQL: a session advisory lock, held on a pooled connection of its
 * own while the work runs on others, so an instance that dies mid-work releases it with its
 * connection. Calls in one process queue in the process first: however many wait for one key,
 * they hold one connection between them, and the work always has the rest of the pool.
 */
export function advisoryExclusive(pool: pg.Pool): Exclusive {
  const local = inProcessExclusive();
  return <T>(key: string, work: () => Promise<T>) =>
    local(key, async (): Promise<T> => {
      const holder = await pool.connect();
      // A connection lost while held is reported here (else it would be an unhandled error); the
      // unlock below then fails, and so does this call.
      const lost = () => {};
      holder.on('error', lost);
      let unlocked = false;
      try {
        await holder.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, key]);
          unlocked = true;
        }
      } finally {
        // A connection whose unlock did not happen is closed, not pooled: closing ends the lock.
        holder.off('error', lost);
        holder.release(!unlocked);
      }
    });
}
