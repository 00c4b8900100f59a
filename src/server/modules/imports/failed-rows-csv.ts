import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { neutraliseCell } from '#server/modules/clients/csv-cells';
import { encodeCsv } from '#server/modules/clients/csv-encode';
import { loadImport } from './load-import';
import { importPrepared, importRows } from './tables';

const BATCH = 2000;

type FailedRow = { row_no: number; cells: string[]; field: string; message: string };

/**
 * The rows an import refused, as uploaded, with their row number and reason in two more columns:
 * the admin fixes them in a spreadsheet and imports this file again. Read by keyset in batches;
 * every cell passes the export's formula guard.
 */
export async function failedRowsCsv(db: Db, id: string): Promise<{ fileName: string; csv: Readable }> {
  const found = await loadImport(db, id);
  async function* chunks(): AsyncGenerator<string> {
    yield encodeCsv([[...found.columns, 'Row', 'Reason'].map(neutraliseCell)], { bom: true });
    let after = 0;
    for (;;) {
      const rows = await rowsOf<FailedRow>(
        db,
        sql`select p.row_no, r.cells, p.error_field as field, p.error_message as message
          from ${importPrepared} p join ${importRows} r on r.import_id = p.import_id and r.row_no = p.row_no
          where p.import_id = ${id} and p.error_message is not null and p.row_no > ${after}
          order by p.row_no limit ${sql.raw(String(BATCH))}`,
      );
      const last = rows.at(-1);
      if (!last) return;
      after = last.row_no;
      yield encodeCsv(
        rows.map((r) => [...r.cells, String(r.row_no), `${r.field}: ${r.message}`].map(neutraliseCell)),
      );
      if (rows.length < BATCH) return;
    }
  }
  const base = (found.fileName ?? 'import').replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_');
  return { fileName: `${base}-failed-rows.csv`, csv: Readable.from(chunks()) };
}
