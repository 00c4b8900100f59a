import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import { PgliteThread } from './pglite-thread';

const dialect = new PgDialect({ casing: 'snake_case' });
const statementNames = new Map<string, string>();
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

/** A stable name per statement text, so each pooled connection parses and plans it once. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `wea_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Bounded: the prepared shapes are a handful; this only guards against a caller that is not.
    if (statementNames.size > 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
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
  const client: unknown = '$client' in db ? db.$client : null;
  if (options.prepared && client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name: statementName(text), text, values: params });
    return result.rows as T[];
  }
  if (options.prepared && client instanceof PgliteThread) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query<T>(text, params, { parsers: DRIZZLE_TEXT_TYPES, prepared: true })).rows;
  }
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : null;
  if (!Array.isArray(rows)) throw new Error('unexpected query result');
  return rows as T[];
}
