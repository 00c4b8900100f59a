import { Readable } from 'node:stream';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { isEmbedded, rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import { CSV_COLUMNS } from '#shared/domain';
import type { ClientFilters } from '#shared/schemas/clients';
import { clientFilterCondition } from './client-filters';
import { csvRecord, type ExportRow } from './csv-cells';
import { encodeCsv } from './csv-encode';
import { exportRowCount } from './export-row-count';

export const EXPORT_BATCH_SIZE = 2000;

type ExportDbRow = ExportRow & { id: string; cursor: string };
type Cursor = { createdAt: string; id: string };

// Raw rows: drizzle's per-field result mapping would cost more than the CSV encoding itself.
const EXPORT_COLUMNS = sql`${clients.id} as id, ${clients.createdAt}::text as cursor,
  ${clients.name} as name, ${clients.email} as email, ${clients.phone} as phone,
  ${clients.country} as country, ${clients.status} as status, ${clients.agentId} as "agentId",
  ${user.name} as "agentName", to_char(${clients.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as "dateAdded"`;

/** A batch written as one JSON text, its rows as objects keyed like EXPORT_COLUMNS (decision 0035). */
const BATCH_AS_JSON = sql.raw(
  `coalesce(json_agg(b order by b.cursor::timestamptz desc, b.id desc), '[]')::text as json`,
);

type Batch = { where: SQL | undefined; prepared: boolean; size: number; asJson: boolean };

async function fetchBatch(db: Db, batch: Batch, cursor: Cursor | null): Promise<ExportDbRow[]> {
  const after = cursor
    ? sql`(${clients.createdAt}, ${clients.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  // The batch size is part of the text, so a prepared plan knows it reads a few thousand rows.
  const rows = sql`select ${EXPORT_COLUMNS} from ${clients} left join ${user} on ${eq(user.id, clients.agentId)}
      where ${and(batch.where, after) ?? sql`true`}
      order by ${clients.createdAt} desc, ${clients.id} desc limit ${sql.raw(String(batch.size))}`;
  if (!batch.asJson) return rowsOf<ExportDbRow>(db, rows, { prepared: batch.prepared });
  const [written] = await rowsOf<{ json: string }>(db, sql`select ${BATCH_AS_JSON} from (${rows}) b`, {
    prepared: batch.prepared,
  });
  return JSON.parse(written?.json ?? '[]');
}

/**
 * The CSV, one chunk per batch of rows, newest first. Batches are read by keyset over
 * (created_at, id) so memory stays flat however many clients match, and the next batch is fetched
 * while the current one is encoded and sent. The cursor keeps created_at as text: a JS Date would
 * drop microseconds and skip or repeat rows at a batch edge.
 */
async function* csvChunks(db: Db, batch: Batch): AsyncGenerator<string> {
  let header = true;
  let pending = fetchBatch(db, batch, null);
  for (;;) {
    const rows = await pending;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === batch.size;
    if (last && more) {
      pending = fetchBatch(db, batch, { createdAt: last.cursor, id: last.id });
      // If the download is abandoned, nobody awaits this fetch; its failure must not crash the process.
      pending.catch(() => undefined);
    }
    const records = rows.map(csvRecord);
    yield header ? encodeCsv([CSV_COLUMNS, ...records], { bom: true }) : encodeCsv(records);
    header = false;
    if (!more) return;
  }
}

/** `?check=true`: how many clients the export would write, checked as the export is, unaudited. */
export async function countClientsToExport({
  db,
  admin,
  filters,
}: Pick<ExportClientsOptions, 'db' | 'admin' | 'filters'>): Promise<number> {
  return exportRowCount(db, admin, filters, await clientFilterCondition(db, admin, filters));
}

export type ExportClientsOptions = {
  db: Db;
  admin: SessionUser;
  filters: ClientFilters;
  /** A failure after the answer has started: the download is cut short and this is told why. */
  onError(error: Error): void;
  batchSize?: number;
};

/**
 * GET /api/clients/export.csv (spec §6): the admin list's filters as UTF-8 CSV, starting with a
 * byte-order mark and a header line (CSV_COLUMNS); no match gives the header alone. Audited with
 * its filters and row count before the first byte.
 */
export async function exportClientsCsv(options: ExportClientsOptions): Promise<Readable> {
  const { db, admin, filters } = options;
  const where = await clientFilterCondition(db, admin, filters);
  await recordAudit(db, {
    actor: admin,
    action: 'export_clients',
    targetType: 'client',
    details: {
      search: filters.search ?? null,
      status: filters.status,
      agentId: filters.agentId ?? null,
      rows: await exportRowCount(db, admin, filters, where),
    },
  });
  // A search's plan depends on its pattern; other filters plan once per connection (decision 0009).
  // The embedded database hands each batch over as one JSON text: there, every field of every row
  // crossing from the database costs more than the query (decision 0035).
  const batch = {
    where,
    prepared: !filters.search,
    size: options.batchSize ?? EXPORT_BATCH_SIZE,
    asJson: isEmbedded(db),
  };
  const csv = Readable.from(csvChunks(db, batch), { objectMode: false });
  csv.on('error', options.onError);
  return csv;
}
