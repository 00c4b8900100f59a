import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { daysAgo, seedAudit } from '#tests/support/audit';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { pruneAuditLog, scheduleAuditRetention } from './audit-retention';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const log = pino({ level: 'silent' });

async function targets(): Promise<string[]> {
  const rows = await t.database.db.select({ targetId: auditLog.targetId }).from(auditLog);
  return rows.map((r) => r.targetId ?? '').sort();
}

describe('audit retention', () => {
  it('removes entries older than the retention at start, and keeps the rest', async () => {
    await t.database.db.delete(auditLog);
    await seedAudit(t, [
      { action: 'delete_client', targetId: 'old', at: daysAgo(400) },
      { action: 'delete_client', targetId: 'just-past', at: daysAgo(365.01) },
      { action: 'delete_client', targetId: 'kept', at: daysAgo(364) },
      { action: 'delete_client', targetId: 'new' },
    ]);
    const retention = scheduleAuditRetention({ db: t.database.db, log });
    retention.start();
    await retention.stop();
    expect(await targets()).toEqual(['kept', 'new']);
  });

  it('prunes in batches and lets two instances prune at once', async () => {
    await t.database.db.delete(auditLog);
    await t.database.db.execute(
      sql`insert into ${auditLog} (action, target_id, created_at)
        select 'delete_client', 'old-' || i, now() - interval '30 days' from generate_series(1, 12000) i`,
    );
    await seedAudit(t, [{ action: 'delete_client', targetId: 'recent', at: daysAgo(1) }]);
    const pruned = await Promise.all([
      pruneAuditLog({ db: t.database.db, retentionDays: 7 }),
      pruneAuditLog({ db: t.database.db, retentionDays: 7 }),
    ]);
    expect(pruned[0] + pruned[1]).toBe(12_000);
    expect(await targets()).toEqual(['recent']);
  });

  it('keeps entries as long as the admin setting says', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/settings',
      cookie: admin.cookie,
      payload: { security: { auditRetentionDays: 30 } },
    });
    expect(res.statusCode).toBe(200);
    // The settings change is audited too; start from an empty log.
    await t.database.db.delete(auditLog);
    await seedAudit(t, [
      { action: 'delete_client', targetId: 'past-30', at: daysAgo(31) },
      { action: 'delete_client', targetId: 'within-30', at: daysAgo(29) },
    ]);
    await scheduleAuditRetention({ db: t.database.db, log }).runOnce();
    expect(await targets()).toEqual(['within-30']);
  });

  it('runs again on its timer until stopped', async () => {
    await t.database.db.delete(auditLog);
    const retention = scheduleAuditRetention({ db: t.database.db, log, everyMs: 20 });
    retention.start();
    try {
      await seedAudit(t, [{ action: 'delete_client', targetId: 'later-old', at: daysAgo(500) }]);
      await expect.poll(targets, { timeout: 5000 }).toEqual([]);
    } finally {
      await retention.stop();
    }
  });
});
