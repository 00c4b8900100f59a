import { desc, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema';
import type { TestApp } from './test-app';

/** The newest audit entry a user made, if any. */
export async function lastAuditOf(t: TestApp, actorId: string) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.actorId, actorId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
