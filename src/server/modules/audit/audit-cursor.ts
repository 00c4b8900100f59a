import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

/**
 * Where a page of the audit log ends: the last entry's created_at, kept as PostgreSQL wrote it
 * (a JS Date would drop the microseconds and skip or repeat entries at a page edge), and its id.
 */
export type AuditCursor = { createdAt: string; id: number };

/** `2026-05-01 09:30:00.123456+00`, as timestamptz::text writes it in any session time zone. */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

function isTimestamp(value: string): boolean {
  if (!PG_TIMESTAMP.test(value)) return false;
  // JS reads the date and time, so 2026-02-30 or a 25th hour is refused before SQL sees it.
  const wallClock = value.slice(0, 19).replace(' ', 'T');
  const parsed = Date.parse(`${wallClock}Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(wallClock);
}

/** The cursor a client sent back; anything we did not write is a 400 naming `after`. */
export function decodeAuditCursor(value: string): AuditCursor {
  const decoded = Buffer.from(value, 'base64url').toString('utf8');
  const separator = decoded.lastIndexOf('|');
  const createdAt = decoded.slice(0, separator);
  const id = Number(decoded.slice(separator + 1));
  if (separator < 0 || !Number.isSafeInteger(id) || id < 1 || !isTimestamp(createdAt)) {
    throw new AppError(400, 'bad_request', MESSAGES.auditCursorInvalid, {
      after: MESSAGES.auditCursorInvalid,
    });
  }
  return { createdAt, id };
}
