import type { Db } from '#server/db/client';
import type { AuditPage, AuditQuery } from '#shared/schemas/audit';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';
import { auditFilterCondition } from './audit-filters';
import { cursorOf, fetchAuditRows, toAuditEntry } from './audit-rows';

/**
 * GET /api/audit: one page of the audit log, newest first. One row more than the page is read to
 * know whether an older page exists; its cursor is the page's last entry.
 */
export async function listAudit({ db, query }: { db: Db; query: AuditQuery }): Promise<AuditPage> {
  const cursor = query.after ? decodeAuditCursor(query.after) : null;
  const rows = await fetchAuditRows(db, auditFilterCondition(query), cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toAuditEntry),
    nextCursor: rows.length > query.limit && last ? encodeAuditCursor(cursorOf(last)) : null,
  };
}
