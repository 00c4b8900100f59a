import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { recordAudit } from '#server/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/client';
import { rowsOf } from '#server/db/raw-rows';
import { auditLog } from '#server/db/schema';
import { neutraliseCell } from '#server/modules/clients/csv-cells';
import { encodeCsv } from '#server/modules/clients/csv-encode';
import type { AuditFilters } from '#shared/schemas/audit';
import type { AuditCursor } from './audit-cursor';
import { auditFilterCondition } from './audit-filters';
import { type AuditRow, cursorOf, fetchAuditRows, toAuditEntry } from './audit-rows';

export const AUDIT_CSV_FILE_NAME = 'audit-log.csv';
export const AUDIT_CSV_COLUMNS = ['Time (UTC)', 'Actor', 'Action', 'Target type', 'Target', 'Details'];
export const AUDIT_EXPORT_BATCH_SIZE = 2000;

/** One CSV record; every cell goes through the same formula guard as the client export's. */
function auditRecord(row: AuditRow): string[] {
  const entry = toAuditEntry(row);
  return [
    entry.at,
    entry.actorName,
    entry.action,
    entry.target?.type ?? '',
    entry.target ? (entry.target.name ?? entry.target.id) : '',
    entry.detail ? JSON.stringify(entry.detail) : '',
  ].map(neutraliseCell);
}

/** The CSV in batches read by keyset, so memory stays flat however long the log is. */
async function* csvChunks(db: Db, filters: AuditFilters, batchSize: number): AsyncGenerator<string> {
  const where = auditFilterCondition(filters);
  let cursor: AuditCursor | null = null;
  // The byte-order mark, as in the client export, so spreadsheets read names as UTF-8.
  yield encodeCsv([AUDIT_CSV_COLUMNS], { bom: true });
  for (;;) {
    const rows = await fetchAuditRows(db, where, cursor, batchSize);
    const last = rows.at(-1);
    if (!last) return;
    yield encodeCsv(rows.map(auditRecord));
    if (rows.length < batchSize) return;
    cursor = cursorOf(last);
  }
}

export type ExportAuditOptions = {
  db: Db;
  admin: SessionUser;
  filters: AuditFilters;
  /** A failure after the answer has started: the download is cut short and this is told why. */
  onError(error: Error): void;
  batchSize?: number;
};

/**
 * GET /api/audit/export.csv: the list's filters as CSV, newest first. Audited before the first
 * byte, with the number of entries it holds (the overview's export alert adds those up).
 */
export async function exportAuditCsv(options: ExportAuditOptions): Promise<Readable> {
  const { db, admin, filters } = options;
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${auditLog} where ${auditFilterCondition(filters) ?? sql`true`}`,
  );
  await recordAudit(db, {
    actor: admin,
    action: 'export_audit',
    details: { ...filters, rows: counted?.n ?? 0 },
  });
  const csv = Readable.from(csvChunks(db, filters, options.batchSize ?? AUDIT_EXPORT_BATCH_SIZE), {
    objectMode: false,
  });
  csv.on('error', options.onError);
  return csv;
}
