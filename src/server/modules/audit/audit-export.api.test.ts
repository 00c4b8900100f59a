import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema';
import { parseCsv } from '#tests/security/support/csv';
import { auditPage, seedAudit } from '#tests/support/audit';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { AUDIT_CSV_COLUMNS, exportAuditCsv } from './export-audit';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Export Admin' });
const agent = setupUser(t);

function exportCsv(cookie: string, query = '') {
  return t.request({ method: 'GET', url: `/api/audit/export.csv${query}`, cookie });
}

describe('GET /api/audit/export.csv', () => {
  it('writes the filtered entries newest first, every cell safe from spreadsheet formulas', async () => {
    await seedAudit(t, [
      {
        action: 'update_agent',
        actorEmail: '=HYPERLINK("http://evil.example")',
        targetType: 'user',
        targetId: 'csv-target',
        details: { email: '+cmd@example.com' },
        at: new Date('2024-02-02T10:00:00Z'),
      },
      {
        action: 'remove_agent',
        targetType: 'user',
        targetId: 'csv-target',
        at: new Date('2024-02-03T10:00:00Z'),
      },
      { action: 'remove_agent', targetType: 'user', targetId: 'other', at: new Date('2024-02-03T11:00:00Z') },
    ]);
    const res = await exportCsv(admin.cookie, '?target=csv-target');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(AUDIT_CSV_COLUMNS);
    expect(rows).toEqual([
      ['2024-02-03T10:00:00.000Z', '', 'remove_agent', 'user', 'csv-target', ''],
      [
        '2024-02-02T10:00:00.000Z',
        `'=HYPERLINK("http://evil.example")`,
        'update_agent',
        'user',
        `'+cmd@example.com`,
        '{"email":"+cmd@example.com"}',
      ],
    ]);
  });

  it('is audited itself with its filters and the number of entries it held', async () => {
    await seedAudit(t, [
      { action: 'delete_client', actorId: 'counted', at: new Date('2023-05-05T00:00:00Z') },
    ]);
    const res = await exportCsv(admin.cookie, '?actor=counted&from=2023-05-05&to=2023-05-05');
    expect(parseCsv(res.body)).toHaveLength(2);
    const { items } = await auditPage(t, admin.cookie, { action: 'export_audit', limit: 1 });
    expect(items[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Export Admin',
      detail: { actor: 'counted', from: '2023-05-05', to: '2023-05-05', rows: 1 },
    });
  });

  it('streams in batches without losing an entry at a batch edge', async () => {
    const at = new Date('2022-07-07T07:07:07.777Z');
    await seedAudit(
      t,
      Array.from({ length: 11 }, (_, i) => ({
        action: 'delete_client' as const,
        targetType: 'user',
        targetId: `batch-${i}`,
        at,
      })),
    );
    const csv = await exportAuditCsv({
      db: t.database.db,
      admin: { ...admin, role: 'admin', sessionId: '', sessionToken: '' },
      filters: { from: '2022-07-07', to: '2022-07-07' },
      onError: (error) => {
        throw error;
      },
      batchSize: 3,
    });
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    const targets = parseCsv(text)
      .slice(1)
      .map((row) => row[4]);
    expect(new Set(targets).size).toBe(11);
    expect(targets).toHaveLength(11);
  });

  it('is for admins only, and a refused export is not audited', async () => {
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, agent.id));
    expect((await exportCsv(agent.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit/export.csv' })).statusCode).toBe(401);
    expect((await exportCsv(admin.cookie, '?from=nope')).statusCode).toBe(400);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, agent.id));
    expect(after).toEqual(before);
  });
});
