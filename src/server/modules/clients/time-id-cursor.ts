import { sql } from 'drizzle-orm';
import { AppError } from '#server/errors';
import { MESSAGES } from '#shared/domain';

/**
 * Where a keyset page ends: a timestamp to the microsecond (a millisecond cursor could skip or
 * repeat a row at a page edge), a row id, and a small tag naming the group the row was in.
 */
export type TimeIdCursor = { tag: number; at: string; id: string };

const FORM =
  /^(\d)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A timestamp column as a cursor's `at`: UTC to the microsecond. */
export const cursorTime = (column: unknown) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeTimeIdCursor({ tag, at, id }: TimeIdCursor): string {
  return Buffer.from(`${tag}|${at}|${id}`).toString('base64url');
}

/** A cursor a client sent back in `field`; anything we did not write is a 400 naming it. */
export function decodeTimeIdCursor(value: string, field: string): TimeIdCursor {
  const match = FORM.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match?.[2] || !match[3] || Number.isNaN(Date.parse(match[2]))) {
    throw new AppError(400, 'bad_request', MESSAGES.invalidCursor, { [field]: MESSAGES.invalidCursor });
  }
  return { tag: Number(match[1]), at: match[2], id: match[3] };
}
