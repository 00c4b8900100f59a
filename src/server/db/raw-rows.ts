import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import { PgliteThread } from './pglite-thread';

const dialect = new PgDialect({ casing: 'snake_case' });
const statementNames = new Map<string, NamedText>();
const keepText = (value: string) => value;
/**
 * The types drizzle's PGlite driver leaves as text for `db.execute` (drizzle-orm/pglite/session.js:
 * timestamp, timestamptz, interval, date and their arrays, numeric[]), so a prepared statement
 * answers the same rows as the unprepared one.
 */
const DRIZZLE_TEXT_TYPES = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

/**
 * A parameterless fragment rendered to text once: drizzle walks a template's chunks on every use,
 * which for a long column list costs more per request than the database's own work.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('renderedOnce takes a fragment without parameters');
  return sql.raw(text);
}

type NamedText = { readonly name: string; readonly text: string };

/**
 * A stable name per statement text, so each pooled connection parses and plans it once, with the
 * first copy of that text: statements kept by RenderedStatements share it.
 */
function named(text: string): NamedText {
  let found = statementNames.get(text);
  if (!found) {
    found = { name: `wea_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    // Bounded: the prepared shapes are a handful; this only guards against a caller that is not.
    if (statementNames.size > 1000) statementNames.clear();
    statementNames.set(text, found);
  }
  return found;
}

/** A statement rendered to text, with its values and the name it is prepared under. */
type RenderedStatement = NamedText & { readonly params: unknown[] };

function rendered(query: SQL): RenderedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { ...named(text), params };
}

/**
 * Prepared statements rendered once per key (docs/decisions/0037), for statements whose text and
 * values follow from the key alone, such as one actor's list page of one query: rendering walks
 * every chunk of the template and names the statement by its whole text, several kilobytes, on
 * every use. Emptied when full, so a caller with ever new keys costs memory, not correctness.
 */
export class RenderedStatements {
  private readonly statements = new Map<string, RenderedStatement>();

  constructor(private readonly limit = 5_000) {}

  /** The rows of `build()`'s statement, prepared; `key` must determine its text and values. */
  async rows<T>(db: Db, key: string, build: () => SQL | Promise<SQL>): Promise<T[]> {
    if (!canPrepare(db)) return rowsOf<T>(db, await build(), { prepared: true });
    let statement = this.statements.get(key);
    if (!statement) {
      statement = rendered(await build());
      if (this.statements.size >= this.limit) this.statements.clear();
      this.statements.set(key, statement);
    }
    return preparedRows<T>(db, statement);
  }
}

/** Whether `db` is the embedded database (PGlite on its own thread) rather than a PostgreSQL pool. */
export function isEmbedded(db: Db): boolean {
  return '$client' in db && db.$client instanceof PgliteThread;
}

/**
 * Rows of a raw query on either engine (node-postgres and PGlite both answer `{ rows }`). The
 * query's own column list fixes the row shape, which is why the cast is safe.
 *
 * `prepared` runs it as a named statement: planning a list query costs as much as running it, and
 * a named statement is planned once per connection (docs/decisions/0009; on PGlite, 0019). Only
 * for statements whose plan does not depend on the values, so not for pattern searches, whose
 * best plan depends on how common the pattern is.
 */
export async function rowsOf<T>(db: Db, query: SQL, options: { prepared?: boolean } = {}): Promise<T[]> {
  if (options.prepared && canPrepare(db)) return preparedRows<T>(db, rendered(query));
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  if (!Array.isArray(rows)) throw new Error('unexpected query result');
  return rows as T[];
}

/** Whether `db` runs named statements: a PostgreSQL pool or the embedded database's thread. */
function canPrepare(db: Db): boolean {
  const client: unknown = '$client' in db ? db.$client : null;
  return client instanceof pg.Pool || client instanceof PgliteThread;
}

async function preparedRows<T>(db: Db, { name, text, params }: RenderedStatement): Promise<T[]> {
  const client: unknown = '$client' in db ? db.$client : null;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows as T[];
  if (client instanceof PgliteThread) {
    return (await client.query<T>(text, params, { parsers: DRIZZLE_TEXT_TYPES, prepared: true })).rows;
  }
  throw new Error('a prepared statement needs a pool or the embedded database');
}
