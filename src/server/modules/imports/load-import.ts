import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { notFound } from '#server/errors';
import { imports } from './tables';

export type ImportRecord = typeof imports.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An import by id; an unknown or malformed id, or one still uploading, is the same 404. */
export async function loadImport(db: Db, id: string): Promise<ImportRecord> {
  if (!UUID.test(id)) throw notFound();
  const [found] = await db
    .select()
    .from(imports)
    .where(sql`${imports.id} = ${id} and ${imports.status} <> 'uploading'`);
  if (!found) throw notFound();
  return found;
}

/** Rows of a raw query with numbers counted by the database as JS numbers. */
export async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}
