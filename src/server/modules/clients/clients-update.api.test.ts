import { describe, expect, it } from 'vitest';
import { type ClientStatus, MESSAGES } from '#shared/domain';
import type { Client, UpdateClientBody } from '#shared/schemas/clients';
import { getClient, makeClient, patchClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Owner Agent' });

/** A client of `agent` moved along `path` from new-client. */
async function clientAt(path: ClientStatus[], extra: Partial<Record<ClientStatus, UpdateClientBody>> = {}) {
  let client = await makeClient(t, agent);
  for (const status of path) {
    client = await updateClientOk(t, agent.cookie, client.id, { status, ...extra[status] });
  }
  return client;
}
const ACCOUNT = { id: '123', password: 'secret', server: 'Live-1' };

async function expectUnchanged(before: Client) {
  expect((await getClient(t, agent.cookie, before.id)).json()).toEqual(before);
}

describe('status transitions', () => {
  it.each([
    [[], 'invoice-sent'],
    [[], 'closed-client'],
    [['not-interested'], 'ringing'],
    [['ringing', 'interested'], 'ringing'],
  ] as [ClientStatus[], ClientStatus][])('from %j refuses %s with 422', async (path, next) => {
    const client = await clientAt(path);
    const res = await patchClient(t, agent.cookie, client.id, { status: next, note: 'not saved' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'invalid_status_change',
      message: MESSAGES.invalidStatusChange.description,
    });
    await expectUnchanged(client);
  });

  it('refuses an unknown status with 400', async () => {
    const client = await makeClient(t, agent);
    const res = await patchClient(t, agent.cookie, client.id, { status: 'forwarded' });
    expect(res.statusCode).toBe(400);
  });

  it('staying on the same status with nothing else is a 200 that changes nothing', async () => {
    const client = await makeClient(t, agent);
    const res = await patchClient(t, agent.cookie, client.id, { status: 'new-client', note: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(client);
  });

  it('a note alone is appended without a new version', async () => {
    const client = await makeClient(t, agent);
    const updated = await updateClientOk(t, agent.cookie, client.id, { note: '  Called back  ' });
    expect(updated.version).toBe(client.version);
    expect(updated.notes.map((n) => [n.text, n.authorName])).toEqual([['Called back', 'Owner Agent']]);
  });
});

describe('invoices', () => {
  it.each([[{ plan: 'basic' }], [{ amount: 250 }], [{ plan: null, amount: 10 }]])(
    'needs both plan and amount: %j',
    async (invoice) => {
      const client = await clientAt(['ringing']);
      const res = await patchClient(t, agent.cookie, client.id, { status: 'invoice-sent', invoice });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.invoiceDetailsRequired.description);
      await expectUnchanged(client);
    },
  );

  it('treats an empty invoice as none', async () => {
    const client = await clientAt(['ringing']);
    const updated = await updateClientOk(t, agent.cookie, client.id, {
      status: 'invoice-sent',
      invoice: { plan: null, amount: null },
    });
    expect(updated.invoices).toEqual([]);
  });

  it.each([0, -5, 10.001, 1e12])('refuses the custom amount %s', async (amount) => {
    const client = await clientAt(['ringing']);
    const res = await patchClient(t, agent.cookie, client.id, {
      status: 'invoice-sent',
      invoice: { plan: 'custom', amount },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.invalidInvoiceAmount);
  });

  it('refuses an unknown plan', async () => {
    const client = await clientAt(['ringing']);
    const res = await patchClient(t, agent.cookie, client.id, {
      status: 'invoice-sent',
      invoice: { plan: 'gold', amount: 5 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an invoice unless the resulting status is invoice-sent', async () => {
    const client = await clientAt(['ringing']);
    const res = await patchClient(t, agent.cookie, client.id, {
      status: 'interested',
      invoice: { plan: 'basic', amount: 250 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invoice_not_allowed',
      message: MESSAGES.invoiceNeedsInvoiceSent,
    });
    await expectUnchanged(client);
  });
});

describe('trading account details', () => {
  it.each([
    [undefined],
    [{ id: '123', server: 'Live-1' }],
    [{ id: '123', password: '   ', server: 'Live-1' }],
    [{ id: '', password: 'x', server: 'Live-1' }],
  ])('moving to account-details needs id, password and server: %j', async (tradingAccount) => {
    const client = await clientAt(['ringing', 'invoice-sent']);
    const res = await patchClient(t, agent.cookie, client.id, { status: 'account-details', tradingAccount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'account_details_required',
      message: MESSAGES.accountDetailsRequired.description,
    });
    await expectUnchanged(client);
  });

  it('refuses partial details on a client already at account-details', async () => {
    const client = await clientAt(['ringing', 'invoice-sent', 'account-details'], {
      'account-details': { tradingAccount: ACCOUNT },
    });
    const res = await patchClient(t, agent.cookie, client.id, { tradingAccount: { id: '999' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.accountDetailsRequired.description);
  });

  it('re-sending the same details is not a change; new details are', async () => {
    const client = await clientAt(['ringing', 'invoice-sent', 'account-details'], {
      'account-details': { tradingAccount: ACCOUNT },
    });
    const same = await updateClientOk(t, agent.cookie, client.id, { tradingAccount: ACCOUNT });
    expect(same.version).toBe(client.version);
    const changed = await updateClientOk(t, agent.cookie, client.id, {
      tradingAccount: { ...ACCOUNT, server: 'Live-2' },
    });
    expect(changed).toMatchObject({ version: client.version + 1, tradingAccount: { server: 'Live-2' } });
  });
});
