import { beforeAll, describe, expect, it } from 'vitest';
import { fill, MAX_PAGE_SIZE, MESSAGES } from '#shared/domain';
import type { Client, ClientListPage } from '#shared/schemas/clients';
import { type Actor, listClientsRequest, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Archer' });
const bob = setupUser(t, { fullName: 'Bob Builder' });
const admin = setupUser(t, { role: 'admin' });
const carol = setupUser(t, { fullName: 'Carol Again' });
const aliceClients: Client[] = [];
const bobClients: Client[] = [];
let unassigned: Client;

beforeAll(async () => {
  for (let i = 0; i < 20; i++) aliceClients.push(await makeClient(t, alice, { name: `Plain ${i}` }));
  aliceClients.push(await makeClient(t, alice, { name: 'Zoe Quartz', email: 'zq@mail.example.com' }));
  aliceClients.push(await makeClient(t, alice, { name: 'Max', email: 'FindMe@Example.com' }));
  aliceClients.push(
    await makeClient(t, alice, { name: 'Phoney', phone: '+44 7700 900123', note: 'with a note' }),
  );
  aliceClients.push(await makeClient(t, alice, { name: '100% Real_Name' }));
  for (const c of aliceClients.slice(0, 3))
    await updateClientOk(t, alice.cookie, c.id, { status: 'ringing' });
  bobClients.push(await makeClient(t, bob, { name: 'Bobs First' }));
  bobClients.push(await makeClient(t, bob, { name: 'Bobs Second' }));
  await updateClientOk(t, bob.cookie, bobClients[0]?.id ?? '', { status: 'ringing' });
  unassigned = await makeClient(t, bob, { name: 'Orphan Olive' });
  await updateClientOk(t, admin.cookie, unassigned.id, { agentId: null });
});

async function list(actor: Actor, query: Record<string, string | number> = {}) {
  const res = await listClientsRequest(t, actor.cookie, query);
  expect(res.statusCode).toBe(200);
  return res.json<ClientListPage>();
}
const names = (page: ClientListPage) => page.items.map((c) => c.name);

describe('pagination', () => {
  it('pages newest first, 10 per page, pageCount = ceil(total / pageSize)', async () => {
    const first = await list(alice);
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 10, pageCount: 3 });
    expect(names(first)).toEqual(
      [...aliceClients]
        .reverse()
        .slice(0, 10)
        .map((c) => c.name),
    );
    const third = await list(alice, { page: 3 });
    expect(third.items.map((c) => c.id)).toEqual(
      aliceClients
        .slice(0, 4)
        .map((c) => c.id)
        .reverse(),
    );
    expect((await list(alice, { pageSize: 5 })).pageCount).toBe(5);
    expect((await list(alice, { pageSize: 24 })).pageCount).toBe(1);
  });

  it('a page past the end is empty with the right total', async () => {
    expect(await list(alice, { page: 9 })).toMatchObject({ items: [], total: 24, page: 9, pageCount: 3 });
  });

  it('items carry notes, history and the trading account summary', async () => {
    const page = await list(alice, { search: 'phoney' });
    expect(page.items[0]).toMatchObject({
      notes: [{ text: 'with a note' }],
      history: [{ status: 'new-client' }],
      invoices: [],
      tradingAccount: { hasPassword: false },
    });
  });

  it.each([
    [{ pageSize: MAX_PAGE_SIZE + 1 }, fill(MESSAGES.invalidPageSize, { max: String(MAX_PAGE_SIZE) })],
    [{ pageSize: 0 }, fill(MESSAGES.invalidPageSize, { max: String(MAX_PAGE_SIZE) })],
    [{ page: 0 }, MESSAGES.invalidPage],
    [{ page: 'two' }, MESSAGES.invalidPage],
    [{ page: 1.5 }, MESSAGES.invalidPage],
    [{ status: 'forwarded' }, MESSAGES.invalidStatusFilter],
    [{ search: 'x'.repeat(201) }, fill(MESSAGES.fieldTooLong, { field: 'Search', max: '200' })],
  ])('refuses %j with 400', async (query, message) => {
    const res = await listClientsRequest(t, alice.cookie, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('agent search and status filter', () => {
  it('filters by status, and all means no filter', async () => {
    expect((await list(alice, { status: 'ringing' })).total).toBe(3);
    expect((await list(alice, { status: 'interested' })).total).toBe(0);
    expect((await list(alice, { status: 'all' })).total).toBe(24);
  });

  it('matches name and email case-insensitively and phone by substring', async () => {
    expect(names(await list(alice, { search: 'zOE qua' }))).toEqual(['Zoe Quartz']);
    expect(names(await list(alice, { search: 'findme@EXAMPLE' }))).toEqual(['Max']);
    expect(names(await list(alice, { search: '7700 900' }))).toEqual(['Phoney']);
    expect(names(await list(alice, { search: '  mail.example  ' }))).toEqual(['Zoe Quartz']);
  });

  it('treats % and _ literally', async () => {
    expect(names(await list(alice, { search: '100%' }))).toEqual(['100% Real_Name']);
    expect(names(await list(alice, { search: 'l_n' }))).toEqual(['100% Real_Name']);
    expect((await list(alice, { search: '%' })).total).toBe(1);
  });

  it('ignores the status filter while searching (spec §5)', async () => {
    const page = await list(alice, { search: 'zoe', status: 'ringing' });
    expect(names(page)).toEqual(['Zoe Quartz']);
    expect(page.items[0]?.status).toBe('new-client');
  });

  it("does not search other agents' clients or owner names", async () => {
    expect((await list(alice, { search: 'bobs' })).total).toBe(0);
    expect((await list(alice, { search: 'archer' })).total).toBe(0);
  });
});

describe('admin filters', () => {
  it('sees every client', async () => {
    expect((await list(admin)).total).toBe(27);
  });

  it('filters by owner, and unassigned means no owner', async () => {
    expect(names(await list(admin, { agentId: bob.id }))).toEqual(['Bobs Second', 'Bobs First']);
    const orphans = await list(admin, { agentId: 'unassigned' });
    expect(orphans.items.map((c) => [c.name, c.agentId, c.agentName])).toEqual([
      ['Orphan Olive', null, null],
    ]);
    expect((await list(admin, { agentId: 'nobody' })).total).toBe(0);
  });

  it("searches the owner's name too", async () => {
    expect(names(await list(admin, { search: 'BUILDER' }))).toEqual(['Bobs Second', 'Bobs First']);
    expect((await list(admin, { search: 'archer' })).total).toBe(24);
  });

  it('lists a client found both by its own name and by its owner once', async () => {
    // 'Bobs First' and 'Bobs Second' match 'b' by name and by owner (Bob Builder); Alice's 'Bobs'-free
    // clients match by owner only through 'Alice Archer' (no 'b').
    const page = await list(admin, { search: 'bobs', pageSize: 100 });
    expect(names(page)).toEqual(['Bobs Second', 'Bobs First']);
    const both = await list(admin, { search: 'b', pageSize: 100 });
    expect(both.total).toBe(new Set(both.items.map((c) => c.id)).size);
    expect(both.items.filter((c) => c.name.startsWith('Bobs'))).toHaveLength(2);
  });

  it('finds names, owners and phones for a term with spaces', async () => {
    expect(names(await list(admin, { search: 'zoe quartz' }))).toEqual(['Zoe Quartz']);
    expect(names(await list(admin, { search: 'bob builder', status: 'ringing' }))).toEqual(['Bobs First']);
    expect(names(await list(admin, { search: '7700 900' }))).toEqual(['Phoney']);
  });

  it('combines search, status and owner filters', async () => {
    expect(names(await list(admin, { search: 'builder', status: 'ringing' }))).toEqual(['Bobs First']);
    expect(names(await list(admin, { search: 'bobs', agentId: alice.id }))).toEqual([]);
    expect((await list(admin, { status: 'ringing', agentId: alice.id })).total).toBe(3);
  });
});

describe('GET /api/clients/stats', () => {
  const zero = {
    newClients: 0,
    ringing: 0,
    interested: 0,
    'not-interested': 0,
    'invoice-sent': 0,
    'account-details': 0,
    'pending-activation': 0,
    'closed-client': 0,
  };

  it("counts an agent's own clients per status", async () => {
    const res = await t.request({ method: 'GET', url: '/api/clients/stats', cookie: alice.cookie });
    expect(res.json()).toEqual({ ...zero, total: 24, newClients: 21, ringing: 3 });
  });

  it('counts every client for an admin, not-interested included', async () => {
    const lost = await makeClient(t, bob);
    await updateClientOk(t, bob.cookie, lost.id, { status: 'not-interested' });
    const res = await t.request({ method: 'GET', url: '/api/clients/stats', cookie: admin.cookie });
    expect(res.json()).toEqual({ ...zero, total: 28, newClients: 23, ringing: 4, 'not-interested': 1 });
  });
});

// Decision 0037: a list's statement is kept per actor and query, its answer never is. Last in the
// file: Carol's clients change the admin's totals.
describe('the same list asked again', () => {
  it('shows what changed in between, for the asker alone', async () => {
    const bobsBefore = await list(bob);
    expect(await list(carol)).toMatchObject({ total: 0, items: [] });
    const first = await makeClient(t, carol, { name: 'Carol One' });
    expect(await list(carol)).toMatchObject({ total: 1, items: [{ id: first.id, status: 'new-client' }] });
    await updateClientOk(t, carol.cookie, first.id, { status: 'ringing' });
    const second = await makeClient(t, carol, { name: 'Carol Two' });
    const again = await list(carol);
    expect(again.total).toBe(2);
    expect(again.items.map((c) => [c.id, c.status])).toEqual([
      [second.id, 'new-client'],
      [first.id, 'ringing'],
    ]);
    // Bob asks the very same query and sees his own clients, as before Carol's changes.
    expect(await list(bob)).toEqual(bobsBefore);
  });

  it("gives an admin each agent's page for the same query with another agent", async () => {
    expect(names(await list(admin, { agentId: carol.id }))).toEqual(['Carol Two', 'Carol One']);
    expect(names(await list(admin, { agentId: bob.id }))).toEqual(names(await list(bob)));
    expect(names(await list(admin, { agentId: carol.id, status: 'ringing' }))).toEqual(['Carol One']);
  });
});
