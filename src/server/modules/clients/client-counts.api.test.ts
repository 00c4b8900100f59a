import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/raw-rows';
import { clients, user } from '#server/db/schema';
import type { ClientListPage, ClientStats } from '#shared/schemas/clients';
import { type Actor, listClientsRequest, makeClient, makeUser, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Counter' });
const bob = setupUser(t, { fullName: 'Bob Counter' });
const admin = setupUser(t, { role: 'admin' });

type Count = { agent_key: string; status: string; n: number };

/** The maintained counts next to a real GROUP BY over clients; both without zero rows. */
async function countsAndTruth() {
  const kept = await rowsOf<Count>(
    t.database.db,
    sql`select agent_key, status, n::int as n from client_counts where n <> 0 order by 1, 2`,
  );
  const truth = await rowsOf<Count>(
    t.database.db,
    sql`select coalesce(agent_id, '') as agent_key, status, count(*)::int as n from clients group by 1, 2 order by 1, 2`,
  );
  return { kept, truth };
}

async function expectCountsExact() {
  const { kept, truth } = await countsAndTruth();
  expect(kept).toEqual(truth);
}

async function total(actor: Actor, query: Record<string, string | number> = {}) {
  return (await listClientsRequest(t, actor.cookie, query)).json<ClientListPage>().total;
}

describe('client_counts (docs/decisions/0008)', () => {
  it('follow creates, status changes, reassignment, unassignment, deletes and owner removal', async () => {
    const mine = [];
    for (let i = 0; i < 4; i++) mine.push(await makeClient(t, alice));
    const theirs = await makeClient(t, bob);
    await expectCountsExact();

    await updateClientOk(t, alice.cookie, mine[0]?.id ?? '', { status: 'ringing', note: 'called' });
    await updateClientOk(t, alice.cookie, mine[1]?.id ?? '', { status: 'interested' });
    await updateClientOk(t, admin.cookie, mine[2]?.id ?? '', { agentId: bob.id });
    await updateClientOk(t, admin.cookie, theirs.id, { agentId: null });
    // A change that touches neither owner nor status leaves the counts alone.
    await updateClientOk(t, admin.cookie, mine[3]?.id ?? '', { name: 'Renamed' });
    await expectCountsExact();

    const del = await t.request({
      method: 'DELETE',
      url: `/api/clients/${mine[3]?.id}`,
      cookie: admin.cookie,
    });
    expect(del.statusCode).toBe(204);
    await expectCountsExact();

    // The foreign key's ON DELETE SET NULL is an UPDATE too.
    const leaving = await makeUser(t, { fullName: 'Leaving Agent' });
    await makeClient(t, leaving);
    await t.database.db.delete(user).where(eq(user.id, leaving.id));
    await expectCountsExact();

    await t.database.db.update(clients).set({ status: 'forwarded' }).where(eq(clients.id, theirs.id));
    await expectCountsExact();
  });

  it('give list totals and statistics equal to counting the rows', async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      (
        await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from clients where ${where}`)
      )[0]?.n;
    expect(await total(admin)).toBe(await count(sql`true`));
    expect(await total(admin, { status: 'ringing' })).toBe(await count(sql`status = 'ringing'`));
    expect(await total(admin, { agentId: 'unassigned' })).toBe(await count(sql`agent_id is null`));
    expect(await total(admin, { agentId: bob.id, status: 'new-client' })).toBe(
      await count(sql`agent_id = ${bob.id} and status = 'new-client'`),
    );
    expect(await total(alice)).toBe(await count(sql`agent_id = ${alice.id}`));

    const stats = (
      await t.request({ method: 'GET', url: '/api/clients/stats', cookie: admin.cookie })
    ).json<ClientStats>();
    expect(stats.total).toBe(await count(sql`true`));
    expect(stats.ringing).toBe(await count(sql`status = 'ringing'`));
  });

  it('stay exact when writers race on one agent', async () => {
    const many = [];
    for (let i = 0; i < 10; i++) many.push(await makeClient(t, alice));
    await Promise.all(
      many.map((c, i) =>
        updateClientOk(t, alice.cookie, c.id, { status: i % 2 ? 'ringing' : 'not-interested' }),
      ),
    );
    await expectCountsExact();
  });
});
