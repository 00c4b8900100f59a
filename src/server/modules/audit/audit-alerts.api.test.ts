import { describe, expect, it } from 'vitest';
import type { SecurityAlert } from '#shared/schemas/audit';
import { seedAudit } from '#tests/support/audit';
import { makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Alert Admin' });
const busy = setupUser(t, { fullName: 'Busy Agent' });
const calm = setupUser(t, { fullName: 'Calm Agent' });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function alerts(): Promise<SecurityAlert[]> {
  const res = await t.request({ method: 'GET', url: '/api/admin/alerts', cookie: admin.cookie });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

async function reveal(cookie: string, clientId: string, times: number) {
  for (let i = 0; i < times; i++) {
    await t.request({ method: 'GET', url: `/api/clients/${clientId}/trading-password`, cookie });
  }
}

describe('GET /api/admin/alerts', () => {
  it('is empty while nobody passes a threshold', async () => {
    expect(await alerts()).toEqual([]);
  });

  it('names whoever exported more than 10,000 rows in the last 24 hours, all exports added up', async () => {
    const firstExport = hoursAgo(20);
    await seedAudit(t, [
      { action: 'export_clients', actorId: admin.id, details: { rows: 6000 }, at: firstExport },
      { action: 'export_audit', actorId: admin.id, details: { rows: 4001 }, at: hoursAgo(1) },
      // Below the threshold within the window, above it only with an export from the day before.
      { action: 'export_clients', actorId: 'other-admin', details: { rows: 9000 }, at: hoursAgo(2) },
      { action: 'export_clients', actorId: 'other-admin', details: { rows: 9000 }, at: hoursAgo(25) },
      // An entry written before exports recorded their rows counts as none.
      { action: 'export_clients', actorId: 'other-admin', details: { status: 'all' }, at: hoursAgo(3) },
    ]);
    expect((await alerts()).filter((a) => a.kind === 'export')).toEqual([
      {
        kind: 'export',
        actorId: admin.id,
        actorName: 'Alert Admin',
        count: 10_001,
        since: firstExport.toISOString(),
      },
    ]);
  });

  it('names whoever revealed more than 20 trading passwords in the last 24 hours', async () => {
    const busyClient = await makeClient(t, busy);
    const calmClient = await makeClient(t, calm);
    await reveal(busy.cookie, busyClient.id, 21);
    await reveal(calm.cookie, calmClient.id, 20);
    const found = (await alerts()).filter((a) => a.kind === 'reveal');
    expect(found).toMatchObject([{ kind: 'reveal', actorId: busy.id, actorName: 'Busy Agent', count: 21 }]);
    expect(Date.parse(found[0]?.since ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it("follows the admin's thresholds as soon as they are saved", async () => {
    const setThresholds = async (security: { exportAlertRows: number; revealAlertCount: number }) => {
      const res = await t.request({
        method: 'PATCH',
        url: '/api/settings',
        cookie: admin.cookie,
        payload: { security },
      });
      expect(res.statusCode).toBe(200);
    };
    await setThresholds({ exportAlertRows: 100_000, revealAlertCount: 1_000 });
    expect(await alerts()).toEqual([]);
    await setThresholds({ exportAlertRows: 8_999, revealAlertCount: 20 });
    expect((await alerts()).map((a) => [a.kind, a.actorId])).toContainEqual(['export', 'other-admin']);
    await setThresholds({ exportAlertRows: 10_000, revealAlertCount: 20 });
  });

  it('is for admins only', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/alerts', cookie: busy.cookie })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/alerts' })).statusCode).toBe(401);
  });
});
