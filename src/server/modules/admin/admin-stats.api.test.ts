import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, AgentList, AgentPerformanceList } from '#shared/schemas/agents';
import { insertClients, inviteOk } from '#tests/support/agents';
import type { Actor } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

// Hand-computed fixture: converted = interested and beyond, not-interested and new-client are not.
const t = setupTestApp();
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });
const alice = setupUser(t, { fullName: 'Alice Archer' }); // 3 clients, 1 converted → 33.3
const bob = setupUser(t, { fullName: 'Bob Builder' }); // 3 clients, 2 converted → 66.7
const nameless = setupUser(t, { fullName: '' }); // no clients
const dora = setupUser(t, { fullName: 'Dora Diaz' }); // 1 client, converted → 100
beforeAll(async () => {
  await insertClients(t, alice.id, ['interested', 'new-client', 'ringing'], 'alice');
  await insertClients(t, bob.id, ['invoice-sent', 'closed-client', 'not-interested'], 'bob');
  await insertClients(t, dora.id, ['pending-activation'], 'dora');
  await insertClients(t, null, ['forwarded'], 'orphan');
  await inviteOk(t, admin.cookie, 'invitee@example.com');
});

const get = async <T>(url: string) => {
  const res = await t.request({ method: 'GET', url, cookie: admin.cookie });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};

describe('GET /api/admin/overview', () => {
  it('counts agents (not admins or invitations) and clients by status', async () => {
    const { agents, ...overview } = await get<AdminOverview>('/api/admin/overview');
    // Nobody is idle or overdue yet: every client was created just now (issue 14).
    expect(agents.map((a) => [a.idle, a.overdue])).toEqual([0, 0, 0, 0].map(() => [0, 0]));
    expect(overview).toEqual({
      totalAgents: 4,
      totalClients: 8,
      ringing: 1,
      interested: 1,
      invoiceSent: 1,
      byStatus: [
        { status: 'new-client', count: 1 },
        { status: 'ringing', count: 1 },
        { status: 'interested', count: 1 },
        { status: 'not-interested', count: 1 },
        { status: 'invoice-sent', count: 1 },
        { status: 'pending-activation', count: 1 },
        { status: 'closed-client', count: 1 },
        { status: 'forwarded', count: 1 },
      ],
    });
  });
});

describe('GET /api/agents/performance', () => {
  it('gives totals, converted and the rate per agent, most clients first, then by name', async () => {
    const { items } = await get<AgentPerformanceList>('/api/agents/performance');
    expect(items).toEqual([
      row(alice, 'Alice Archer', 3, 1, 33.3),
      row(bob, 'Bob Builder', 3, 2, 66.7),
      row(dora, 'Dora Diaz', 1, 1, 100),
      row(nameless, `Agent ${nameless.id.slice(0, 6)}`, 0, 0, 0),
    ]);
  });
});

function row(agent: Actor, name: string, totalClients: number, converted: number, conversionRate: number) {
  return { agentId: agent.id, name, email: agent.email, totalClients, converted, conversionRate };
}

describe('GET /api/agents', () => {
  it('lists agents with client counts and open invitations, newest first, without admins', async () => {
    const { items } = await get<AgentList>('/api/agents');
    expect(items.map((a) => [a.email, a.status, a.clientCount, a.fullName])).toEqual([
      ['invitee@example.com', 'invited', 0, null],
      [dora.email, 'active', 1, 'Dora Diaz'],
      [nameless.email, 'active', 0, null],
      [bob.email, 'active', 3, 'Bob Builder'],
      [alice.email, 'active', 3, 'Alice Archer'],
    ]);
    const invited = items[0];
    expect(invited?.expiresAt).not.toBeNull();
    expect(items[1]?.expiresAt).toBeNull();
  });
});

describe('after clients move, are reassigned and are deleted', () => {
  // Run last: changes the fixture. The figures come from maintained counts (decision 0008); a
  // status nobody holds any more must drop out of byStatus as it would from a count over clients.
  it('overview, performance and the agent list follow every change', async () => {
    const ringing = await t.database.db.execute(sql`select id from clients where status = 'ringing'`);
    const [ringingId] = (ringing as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/clients/${ringingId}`,
      cookie: alice.cookie,
      body: { status: 'interested' },
    });
    expect(moved.statusCode).toBe(200);
    await t.database.db.execute(sql`update clients set agent_id = ${dora.id} where agent_id = ${bob.id}`);
    await t.database.db.execute(sql`delete from clients where status = 'forwarded'`);

    const overview = await get<AdminOverview>('/api/admin/overview');
    expect(overview).toMatchObject({ totalClients: 7, ringing: 0, interested: 2 });
    expect(overview.byStatus.map((s) => s.status)).not.toContain('ringing');
    expect(overview.byStatus.map((s) => s.status)).not.toContain('forwarded');
    const { items } = await get<AgentPerformanceList>('/api/agents/performance');
    expect(items).toEqual([
      row(dora, 'Dora Diaz', 4, 3, 75),
      row(alice, 'Alice Archer', 3, 2, 66.7),
      row(nameless, `Agent ${nameless.id.slice(0, 6)}`, 0, 0, 0),
      row(bob, 'Bob Builder', 0, 0, 0),
    ]);
    const agents = await get<AgentList>('/api/agents');
    expect(agents.items.filter((a) => a.status === 'active').map((a) => [a.email, a.clientCount])).toEqual([
      [dora.email, 4],
      [nameless.email, 0],
      [bob.email, 0],
      [alice.email, 3],
    ]);
  });
});
