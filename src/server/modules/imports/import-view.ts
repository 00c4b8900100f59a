import { desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Import, ImportList } from '#shared/schemas/imports';
import type { ImportRecord } from './load-import';
import { imports } from './tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rows per second since the commit started, to its end or to now. */
function rateOf(record: ImportRecord, now: Date): number | null {
  if (!record.startedAt) return null;
  const seconds = ((record.finishedAt ?? now).getTime() - record.startedAt.getTime()) / 1000;
  return seconds > 0 ? Math.round(record.rowsDone / seconds) : null;
}

export function importView(record: ImportRecord, now = new Date()): Import {
  return {
    id: record.id,
    status: record.status as Import['status'],
    fileName: record.fileName,
    columns: record.columns,
    rowCount: record.rowCount,
    rowsDone: record.rowsDone,
    created: record.created,
    updated: record.updated,
    skipped: record.skipped,
    failed: record.failed,
    reverted: record.reverted,
    revertRefused: record.revertRefused,
    rate: rateOf(record, now),
    createdByEmail: record.createdByEmail,
    createdAt: record.createdAt.toISOString(),
    startedAt: iso(record.startedAt),
    finishedAt: iso(record.finishedAt),
    error: record.error,
    options: record.options ?? null,
  };
}

/** The import history, newest first (the latest 100). */
export async function listImports(db: Db): Promise<ImportList> {
  const rows = await db
    .select()
    .from(imports)
    .where(sql`${imports.status} <> 'uploading'`)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(100);
  const now = new Date();
  return { items: rows.map((r) => importView(r, now)) };
}
