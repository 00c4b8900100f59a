import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Exclusive } from '#server/db/exclusive';
import { rowsOf } from '#server/db/raw-rows';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';
import { IMPORT_PREVIEW_EXAMPLES } from '#shared/domain/import-rules';
import type { ImportOptions, ImportPreview } from '#shared/schemas/imports';
import {
  existingJoin,
  existingMatch,
  type ResolvedOptions,
  resolveOptions,
  useBtreeLookups,
} from './import-options';
import { countOf, loadImport } from './load-import';
import { aloneWithImport, prepareImport } from './prepare-import';
import { importPrepared, imports } from './tables';

const LIMIT = sql.raw(String(IMPORT_PREVIEW_EXAMPLES));

/**
 * The dry run (issue 15): the rows checked with these options, then counted and sampled in SQL
 * over the checked rows, writing no client. Duplicates of existing clients are looked up with the
 * same match the commit uses.
 */
export async function previewImport({
  db,
  exclusive,
  id,
  options,
}: {
  db: Db;
  exclusive: Exclusive;
  id: string;
  options: ImportOptions;
}): Promise<ImportPreview> {
  // Checked and read while no other check of this import can replace the rows being read.
  return aloneWithImport(exclusive, id, async () => {
    const found = await loadImport(db, id);
    if (found.status !== 'uploaded') throw new AppError(409, 'import_committed', MESSAGES.importNotUploaded);
    const resolved = await resolveOptions(db, found.columns, options);
    // A preview is activity: an upload previewed this week is not an abandoned one (csv-upload.ts).
    await db.execute(sql`update ${imports} set updated_at = now() where id = ${id}`);
    await prepareImport(db, id, resolved);
    return readPreview(db, id, found.rowCount, resolved);
  });
}

/** What a dry run reports, read from the rows as checked with `resolved`. */
async function readPreview(
  db: Db,
  id: string,
  rowCount: number,
  resolved: ResolvedOptions,
): Promise<ImportPreview> {
  const mine = sql`p.import_id = ${id}`;
  const candidates = sql`${mine} and p.error_message is null and p.duplicate_of is null`;
  const join = existingJoin(resolved);
  // Each row's oldest match: one join over the file when the match is an equality, else a
  // lookup per row.
  const matches = join
    ? sql`select distinct on (p.row_no) p.row_no as "row", p.email, c.id as "clientId"
        from ${importPrepared} p join clients c on ${join} where ${candidates}
        order by p.row_no, c.created_at, c.id`
    : sql`select p.row_no as "row", p.email, ${existingMatch(resolved)} as "clientId"
        from ${importPrepared} p where ${candidates}`;
  const [invalidCount, invalid, inFileCount, inFile, existing, warnings, warningCount, candidateCount] =
    await Promise.all([
      countOf(
        db,
        sql`select count(*) as n from ${importPrepared} p where ${mine} and p.error_message is not null`,
      ),
      rowsOf<{ row: number; field: string; message: string }>(
        db,
        sql`select p.row_no as "row", p.error_field as field, p.error_message as message from ${importPrepared} p
          where ${mine} and p.error_message is not null order by p.row_no limit ${LIMIT}`,
      ),
      countOf(
        db,
        sql`select count(*) as n from ${importPrepared} p where ${mine} and p.duplicate_of is not null`,
      ),
      rowsOf<{ row: number; email: string; firstRow: number }>(
        db,
        sql`select p.row_no as "row", p.email, p.duplicate_of as "firstRow" from ${importPrepared} p
          where ${mine} and p.duplicate_of is not null order by p.row_no limit ${LIMIT}`,
      ),
      db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await useBtreeLookups(tx, resolved);
        return rowsOf<{ row: number; email: string; clientId: string; total: number | string }>(
          tx,
          sql`select "row", email, "clientId", count(*) over () as total from (${matches}) m
            where "clientId" is not null order by "row" limit ${LIMIT}`,
        );
      }),
      rowsOf<{ row: number; field: string; message: string }>(
        db,
        sql`select p.row_no as "row", 'phone' as field, p.phone_warning as message from ${importPrepared} p
          where ${mine} and p.phone_warning is not null and p.error_message is null order by p.row_no limit ${LIMIT}`,
      ),
      countOf(
        db,
        sql`select count(*) as n from ${importPrepared} p
          where ${mine} and p.phone_warning is not null and p.error_message is null`,
      ),
      countOf(db, sql`select count(*) as n from ${importPrepared} p where ${candidates}`),
    ]);
  const existingCount = Number(existing[0]?.total ?? 0);
  const valid = resolved.options.duplicates === 'update' ? candidateCount : candidateCount - existingCount;
  return {
    valid,
    invalidCount,
    invalid,
    duplicatesInFile: { count: inFileCount, examples: inFile },
    duplicatesExisting: {
      count: existingCount,
      examples: existing.map(({ row, email, clientId }) => ({ row, email, clientId })),
    },
    phoneWarnings: { count: warningCount, examples: warnings },
    rowCount,
  };
}
