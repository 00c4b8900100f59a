import { describe, expect, it } from 'vitest';
import { CLIENT_STATUSES } from '#shared/domain';
import { insertClients } from '#tests/support/agents';
import { columnFigures, expectedBoard, keptAndTruth } from '#tests/support/board';
import { makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Boardwalk' });
const bob = setupUser(t, { fullName: 'Bob Lantern' });
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });

async function expectFiguresKept() {
  const { kept, truth, wrongTotals } = await keptAndTruth(t);
  expect(kept).toEqual(truth);
  expect(wrongTotals).toBe(0);
}

describe('GET /api/board/columns, against a hand-computed board', () => {
  it('counts every client and sums its invoices per status, following each change', async () => {
    // Nothing yet: every status, in pipeline order, at zero.
    const empty = await columnFigures(t, alice);
    expect(Object.keys(empty)).toEqual([...CLIENT_STATUSES]);
    expect(empty).toEqual(expectedBoard({}));

    await makeClient(t, alice, { name: 'Zephyrine Quill' });
    const a2 = await makeClient(t, alice, { name: 'Marco Pine' });
    const a3 = await makeClient(t, alice, { name: 'Nadia Ross' });
    const b1 = await makeClient(t, bob, { name: 'Zephyrine Otter' });
    const [u1 = ''] = await insertClients(t, null, ['ringing'], 'Orphan Board');

    await updateClientOk(t, alice.cookie, a2.id, { status: 'ringing' });
    await updateClientOk(t, alice.cookie, a2.id, {
      status: 'invoice-sent',
      invoice: { plan: 'basic', amount: 250 },
    });
    await updateClientOk(t, alice.cookie, a3.id, { status: 'interested' });
    await updateClientOk(t, alice.cookie, a3.id, {
      status: 'invoice-sent',
      invoice: { plan: 'custom', amount: 99.99 },
    });
    await updateClientOk(t, bob.cookie, b1.id, { status: 'ringing' });
    await updateClientOk(t, bob.cookie, b1.id, {
      status: 'invoice-sent',
      invoice: { plan: 'custom', amount: 10.01 },
    });
    await updateClientOk(t, admin.cookie, u1, {
      status: 'invoice-sent',
      invoice: { plan: 'advance', amount: 800 },
    });

    // Alice: a1 new; a2 250 and a3 99.99 invoiced.
    expect(await columnFigures(t, alice)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [2, 349.99] }),
    );
    // An agent's agentId is ignored: still her own board.
    expect(await columnFigures(t, alice, { agentId: bob.id })).toEqual(await columnFigures(t, alice));
    expect(await columnFigures(t, bob)).toEqual(expectedBoard({ 'invoice-sent': [1, 10.01] }));
    expect(await columnFigures(t, admin)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [4, 1160] }),
    );
    expect(await columnFigures(t, admin, { agentId: 'unassigned' })).toEqual(
      expectedBoard({ 'invoice-sent': [1, 800] }),
    );
    expect(await columnFigures(t, admin, { agentId: bob.id })).toEqual(
      expectedBoard({ 'invoice-sent': [1, 10.01] }),
    );
    await expectFiguresKept();

    // A second invoice on a3 (closed, then invoiced again): its column gains the amount.
    await updateClientOk(t, alice.cookie, a3.id, { status: 'closed-client' });
    expect(await columnFigures(t, alice)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [1, 250], 'closed-client': [1, 99.99] }),
    );
    await updateClientOk(t, alice.cookie, a3.id, {
      status: 'invoice-sent',
      invoice: { plan: 'advance', amount: 800 },
    });
    expect(await columnFigures(t, alice)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [2, 1149.99] }),
    );
    // A status change carries the client's whole total to the new column.
    await updateClientOk(t, alice.cookie, a2.id, { status: 'closed-client' });
    expect(await columnFigures(t, alice)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [1, 899.99], 'closed-client': [1, 250] }),
    );
    // Reassigning moves count and amount between agents.
    await updateClientOk(t, admin.cookie, a2.id, { agentId: bob.id });
    expect(await columnFigures(t, bob)).toEqual(
      expectedBoard({ 'invoice-sent': [1, 10.01], 'closed-client': [1, 250] }),
    );
    await expectFiguresKept();

    // A deleted client takes its invoices with it.
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${a3.id}`, cookie: admin.cookie });
    expect(del.statusCode).toBe(204);
    expect(await columnFigures(t, alice)).toEqual(expectedBoard({ 'new-client': [1, 0] }));
    expect(await columnFigures(t, admin)).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [2, 810.01], 'closed-client': [1, 250] }),
    );
    await expectFiguresKept();

    // A search narrows the board exactly as it narrows the client list.
    expect(await columnFigures(t, alice, { search: 'zephyrine' })).toEqual(
      expectedBoard({ 'new-client': [1, 0] }),
    );
    expect(await columnFigures(t, admin, { search: 'Zéphyrine' })).toEqual(
      expectedBoard({ 'new-client': [1, 0], 'invoice-sent': [1, 10.01] }),
    );
    expect(await columnFigures(t, admin, { search: 'Zephyrine', agentId: bob.id })).toEqual(
      expectedBoard({ 'invoice-sent': [1, 10.01] }),
    );
    // The admin's search also matches the owner's name: all of Bob's clients.
    expect(await columnFigures(t, admin, { search: 'lantern' })).toEqual(
      expectedBoard({ 'invoice-sent': [1, 10.01], 'closed-client': [1, 250] }),
    );
    expect(await columnFigures(t, admin, { search: 'orphan', agentId: 'unassigned' })).toEqual(
      expectedBoard({ 'invoice-sent': [1, 800] }),
    );
    // An agent never finds another agent's client.
    expect(await columnFigures(t, alice, { search: 'otter' })).toEqual(expectedBoard({}));
  });
});
