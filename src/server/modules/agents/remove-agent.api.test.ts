import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, user } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { insertClients } from '#tests/support/agents';
import { makeUser } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const admin = setupUser(t, { role: 'admin' });
const keeper = setupUser(t, { fullName: 'Kim Keeper' }); // receives clients
const bystander = setupUser(t, { fullName: 'Ben Bystander' }); // never touched
let bystanderClients: string[];
beforeAll(async () => {
  await insertClients(t, keeper.id, ['ringing'], 'keeper');
  bystanderClients = await insertClients(t, bystander.id, ['new-client', 'interested'], 'bystander');
});

const remove = (id: string, reassignTo?: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/agents/${id}${reassignTo === undefined ? '' : `?reassignTo=${reassignTo}`}`,
    cookie: admin.cookie,
  });

async function ownersOf(ids: string[]) {
  const rows = await t.database.db
    .select({ id: clients.id, agentId: clients.agentId })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Set(rows.map((r) => r.agentId));
}

async function expectBystanderUntouched() {
  expect(await ownersOf(bystanderClients)).toEqual(new Set([bystander.id]));
  expect((await t.request({ method: 'GET', url: '/api/me', cookie: bystander.cookie })).statusCode).toBe(200);
}

describe('DELETE /api/agents/:id', () => {
  it('moves exactly their clients to the chosen agent and ends their session at once', async () => {
    const leaver = await makeUser(t);
    const theirs = await insertClients(t, leaver.id, ['new-client', 'closed-client'], 'leaver');
    const res = await remove(leaver.id, keeper.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reassignedClients: 2 });
    expect(await ownersOf(theirs)).toEqual(new Set([keeper.id]));
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: leaver.cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(user).where(eq(user.id, leaver.id))).toEqual([]);
    await expectBystanderUntouched();

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, leaver.id));
    expect(entry?.action).toBe('remove_agent');
    expect(JSON.parse(entry?.details ?? '{}')).toMatchObject({ reassignTo: keeper.id, clients: 2 });
  });

  it('unassigns their clients when no agent is chosen', async () => {
    const leaver = await makeUser(t);
    const theirs = await insertClients(t, leaver.id, ['ringing', 'invoice-sent', 'new-client'], 'solo');
    const res = await remove(leaver.id);
    expect(res.json()).toEqual({ reassignedClients: 3 });
    expect(await ownersOf(theirs)).toEqual(new Set([null]));
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: leaver.cookie })).statusCode).toBe(401);
    await expectBystanderUntouched();
  });

  it('refuses an unknown, admin or same reassignTo and changes nothing', async () => {
    const leaver = await makeUser(t);
    const theirs = await insertClients(t, leaver.id, ['ringing'], 'stays');
    for (const target of ['no-such-agent', admin.id, leaver.id]) {
      const res = await remove(leaver.id, target);
      expect(res.statusCode, target).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.unknownAgent);
    }
    expect(await ownersOf(theirs)).toEqual(new Set([leaver.id]));
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: leaver.cookie })).statusCode).toBe(200);
  });

  it('refuses to remove an admin (yourself included) or an unknown id', async () => {
    const otherAdmin = await makeUser(t, { role: 'admin' });
    for (const id of [otherAdmin.id, admin.id, 'no-such-agent']) {
      expect((await remove(id)).statusCode, id).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: otherAdmin.cookie })).statusCode).toBe(
      200,
    );
  });

  it('rolls back when the chosen agent already has a client with the same email', async () => {
    const leaver = await makeUser(t);
    const [, clash] = await t.database.db
      .insert(clients)
      .values([
        { name: 'Kept', email: 'shared@clients.example.com', agentId: keeper.id },
        { name: 'Clash', email: 'SHARED@clients.example.com', agentId: leaver.id },
      ])
      .returning({ id: clients.id });
    const res = await remove(leaver.id, keeper.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'reassign_conflict', message: MESSAGES.reassignConflict });
    expect(await ownersOf([clash?.id ?? ''])).toEqual(new Set([leaver.id]));
    expect((await t.request({ method: 'GET', url: '/api/me', cookie: leaver.cookie })).statusCode).toBe(200);
  });
});
