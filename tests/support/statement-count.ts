import pg from 'pg';
import type { Database } from '#server/db/client';

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type Queryable = { query: QueryFn };

/** The text of a driver call: node-postgres and PGlite take a string or a `{ text }` config. */
function textOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first) return String(first.text);
  return String(first);
}

/**
 * Counts the SQL statements the app sends through `database`, the session lookups and
 * better-auth's own included, at the driver: every `query` call of a pooled PostgreSQL connection,
 * or of PGlite and its transactions. BEGIN and COMMIT count too (on PGlite, which sends them
 * itself, as two statements per transaction), because each is a round trip to the database.
 */
export function countStatements(database: Database) {
  let seen: string[] | null = null;
  const note = (text: string) => seen?.push(text.replace(/\s+/g, ' ').trim());
  const wrapped = new WeakSet<object>();
  const wrap = (target: Queryable) => {
    if (wrapped.has(target)) return;
    wrapped.add(target);
    const original = target.query.bind(target);
    target.query = (...args) => {
      note(textOf(args));
      return original(...args);
    };
  };

  const { db } = database;
  const client: unknown = '$client' in db ? db.$client : null;
  if (client instanceof pg.Pool) {
    // pool.query checks a connection out too, so wrapping each checked-out connection counts all.
    client.on('acquire', (connection) => wrap(connection as unknown as Queryable));
  } else {
    const pglite = client as Queryable & { transaction: (fn: (tx: Queryable) => unknown) => unknown };
    wrap(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.transaction = (fn) => {
      note('BEGIN');
      return Promise.resolve(
        transaction((tx) => {
          wrap(tx);
          return fn(tx);
        }),
      ).finally(() => note('COMMIT'));
    };
  }

  return {
    /** Counts what `work` sends and returns those statements' texts, in order. */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      seen = [];
      try {
        await work();
        return seen;
      } finally {
        seen = null;
      }
    },
  };
}
