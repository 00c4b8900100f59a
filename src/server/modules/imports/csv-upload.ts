import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { AppError } from '#server/errors';
import { fill, MESSAGES } from '#shared/domain';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_SAMPLE_ROWS } from '#shared/domain/import-rules';
import type { ImportUpload } from '#shared/schemas/imports';
import { importRows, imports } from './tables';

/** Rows per INSERT into the staging table: one statement of a few hundred kilobytes. */
export const STAGING_BATCH = 5000;

const badFile = (message: string) => new AppError(400, 'invalid_file', message);

/**
 * The bytes of the request as text: refused past IMPORT_MAX_BYTES (413) and when they are not
 * UTF-8 (a file saved in a legacy code page, or one that mixes both) or hold a NUL (a binary file:
 * a spreadsheet, a zip). A BOM is dropped by the decoder.
 */
async function* decodedText(body: Readable, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      // The rest is read and dropped: destroying the request would cut the 413 off with it.
      body.resume();
      throw new AppError(413, 'body_too_large', MESSAGES.importTooLarge);
    }
    if (chunk.includes(0)) throw badFile(MESSAGES.importNotCsv);
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw badFile(MESSAGES.importBadEncoding);
    }
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw badFile(MESSAGES.importBadEncoding);
  }
}

/** Comma or semicolon, whichever the header line (outside quotes) holds more of. */
export function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The text with its first line read ahead, to pick the delimiter before parsing starts. */
async function firstLineOf(
  text: AsyncGenerator<string>,
): Promise<{ head: string; rest: AsyncGenerator<string> }> {
  let head = '';
  for (;;) {
    if (head.includes('\n') || head.length > 1_000_000) break;
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  return { head, rest: text };
}

/** The text as CSV records (csv-parse, streaming), comma or semicolon as the header line says. */
async function* csvRecords(text: AsyncGenerator<string>): AsyncGenerator<string[]> {
  const { head, rest } = await firstLineOf(text);
  const end = head.indexOf('\n');
  const delimiter = detectDelimiter(end < 0 ? head : head.slice(0, end));
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1_000_000,
  });
  const source = Readable.from(
    (async function* () {
      if (head) yield head;
      yield* rest;
    })(),
    { objectMode: false },
  );
  // A refused byte (too large, not UTF-8) ends the source with its own error, which the parser
  // passes on and which is thrown as it is below.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield record;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badFile(fill(MESSAGES.importMalformed, { reason }));
  } finally {
    source.destroy();
  }
}

function checkHeader(header: string[]): string[] {
  const names = header.map((h) => h.trim());
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const key = name.toLowerCase();
    if (!name || seen.has(key)) {
      throw badFile(fill(MESSAGES.importBadHeader, { column: name ? `"${name}"` : String(i + 1) }));
    }
    seen.add(key);
  });
  return names;
}

/** A record as stored: exactly one cell per column, extra cells dropped, missing ones empty. */
function fitted(record: string[], width: number): string[] {
  if (record.length === width) return record;
  const cells = record.slice(0, width);
  while (cells.length < width) cells.push('');
  return cells;
}

async function insertBatch(db: Db, importId: string, firstRow: number, rows: string[][]) {
  await db.execute(sql`insert into ${importRows} (import_id, row_no, cells)
    select ${importId}::uuid, ${firstRow}::int + (t.ord::int) - 1, t.value
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as t(value, ord)`);
}

/**
 * Uploads whose server stopped before their last row (a crash, a restart mid-upload) stay
 * `uploading`, invisible, with the rows they had staged: removed, rows and all, by a later upload
 * once they are older than any upload of at most 200 MB could take. Uploads never committed go
 * the same way a week after they were last uploaded or previewed.
 */
async function forgetAbandonedUploads(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${imports}
      where (status = 'uploading' and updated_at < now() - interval '6 hours')
        or (status = 'uploaded' and updated_at < now() - interval '7 days')`,
  );
}

/**
 * Streams an uploaded CSV into the staging table (docs/imports.md): parsed as it arrives, a batch
 * of rows written while the next is parsed, so memory stays flat whatever the file's size. The
 * import stays `uploading` (invisible) until its last row is in; a refused file removes it and
 * every row written, so nothing is left of it.
 */
export async function uploadImport({
  db,
  admin,
  body,
  fileName,
  declaredBytes,
}: {
  db: Db;
  admin: SessionUser;
  body: Readable;
  fileName: string | null;
  declaredBytes: number | null;
}): Promise<ImportUpload> {
  if (declaredBytes !== null && declaredBytes > IMPORT_MAX_BYTES) {
    body.resume();
    throw new AppError(413, 'body_too_large', MESSAGES.importTooLarge);
  }
  const records = csvRecords(decodedText(body, IMPORT_MAX_BYTES));
  const first = await records.next();
  if (first.done) throw badFile(MESSAGES.importEmpty);
  const columns = checkHeader(first.value);
  await forgetAbandonedUploads(db);
  const [created] = await rowsOf<{ id: string }>(
    db,
    sql`insert into ${imports} (file_name, status, created_by_id, created_by_email, columns, row_count)
      values (${fileName}, 'uploading', ${admin.id}, ${admin.email}, ${JSON.stringify(columns)}::jsonb, 0)
      returning id`,
  );
  if (!created) throw new Error('insert returned no row');
  const importId = created.id;
  const sampleRows: string[][] = [];
  let rowCount = 0;
  let batch: string[][] = [];
  let pending: Promise<void> = Promise.resolve();
  const flush = async () => {
    const rows = batch;
    const firstRow = rowCount - rows.length + 1;
    batch = [];
    await pending;
    pending = insertBatch(db, importId, firstRow, rows);
    // Awaited with the next batch or at the end; a failure here must not go unheard meanwhile.
    pending.catch(() => undefined);
  };
  try {
    for await (const record of records) {
      const cells = fitted(record, columns.length);
      rowCount++;
      if (rowCount > IMPORT_MAX_ROWS) {
        throw badFile(fill(MESSAGES.importTooManyRows, { max: IMPORT_MAX_ROWS.toLocaleString('en-GB') }));
      }
      if (sampleRows.length < IMPORT_SAMPLE_ROWS) sampleRows.push(cells);
      batch.push(cells);
      if (batch.length === STAGING_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    await pending;
    if (rowCount === 0) throw badFile(MESSAGES.importHeaderOnly);
    await db.execute(
      sql`update ${imports} set status = 'uploaded', row_count = ${rowCount}, updated_at = now() where id = ${importId}`,
    );
  } catch (error) {
    await pending.catch(() => undefined);
    await db.execute(sql`delete from ${imports} where id = ${importId}`);
    throw error;
  }
  return { id: importId, columns, sampleRows, rowCount };
}
