import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema';
import { SETTINGS_DEFAULTS } from '#shared/schemas/settings';
import { listClientsRequest, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t);
const admin = setupUser(t, { role: 'admin' });
const DAY = 86_400_000;

/** A client of `agent` in `status`, last contacted `days` ago (and a bit). */
async function clientContacted(days: number, status?: 'ringing' | 'not-interested', name?: string) {
  const client = await makeClient(t, agent, name ? { name } : {});
  if (status) await updateClientOk(t, agent.cookie, client.id, { status });
  await t.database.db
    .update(clients)
    .set({ lastContactAt: new Date(Date.now() - days * DAY - 60_000) })
    .where(eq(clients.id, client.id));
  return client.id;
}

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((c) => c.id);

describe('idle clients', () => {
  it('marks and filters idle clients by the idle days of their status, with every other filter', async () => {
    const newIdle = await clientContacted(2, undefined, 'Idle Iris');
    await clientContacted(1, 'ringing'); // ringing allows 2 days
    const ringingIdle = await clientContacted(3, 'ringing');
    await clientContacted(10, 'not-interested'); // not an open status
    const fresh = await clientContacted(0);

    const idle = await listClientsRequest(t, agent.cookie, { idle: 'true' });
    expect(ids(idle)).toEqual([ringingIdle, newIdle]);
    expect(idle.json().total).toBe(2);
    expect(idle.json().items.map((c: { idleDays: number }) => c.idleDays)).toEqual([3, 2]);
    const all = await listClientsRequest(t, agent.cookie);
    expect(all.json().items.find((c: { id: string }) => c.id === fresh).idleDays).toBeNull();

    const ringing = await listClientsRequest(t, agent.cookie, { idle: 'true', status: 'ringing' });
    expect([ids(ringing), ringing.json().total]).toEqual([[ringingIdle], 1]);
    const searched = await listClientsRequest(t, agent.cookie, { idle: 'true', search: 'iris' });
    expect([ids(searched), searched.json().total]).toEqual([[newIdle], 1]);
    const byAdmin = await listClientsRequest(t, admin.cookie, { idle: 'true', agentId: agent.id });
    expect([ids(byAdmin), byAdmin.json().total]).toEqual([[ringingIdle, newIdle], 2]);
    const csv = await t.request({
      method: 'GET',
      url: `/api/clients/export.csv?idle=true&agentId=${agent.id}`,
      cookie: admin.cookie,
    });
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    const bad = await listClientsRequest(t, agent.cookie, { idle: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['idle']);

    // The overview counts them per agent, with overdue follow-ups.
    await updateClientOk(t, agent.cookie, fresh, {
      nextFollowUpAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const overview = await t.request({ method: 'GET', url: '/api/admin/overview', cookie: admin.cookie });
    expect(overview.json().agents.find((a: { agentId: string }) => a.agentId === agent.id)).toMatchObject({
      idle: 2,
      overdue: 1,
    });

    // A note is a contact; a longer idle time for new clients leaves the other one not idle either.
    await updateClientOk(t, agent.cookie, ringingIdle, { note: 'Left a message' });
    const patch = (idleDays: object) =>
      t.request({
        method: 'PATCH',
        url: '/api/settings',
        cookie: admin.cookie,
        payload: { calling: { idleDays } },
      });
    expect((await patch({ ...SETTINGS_DEFAULTS.calling.idleDays, 'new-client': 5 })).statusCode).toBe(200);
    try {
      expect((await listClientsRequest(t, agent.cookie, { idle: 'true' })).json().total).toBe(0);
    } finally {
      await patch(SETTINGS_DEFAULTS.calling.idleDays);
    }
  });
});
