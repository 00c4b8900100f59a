import { describe, expect, it } from 'vitest';
import type { Client } from '#shared/schemas/clients';
import { type Actor, getClient, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Walker Agent' });
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });

describe('the whole pipeline', () => {
  it('walks new-client → … → closed-client → invoice-sent with history and invoices newest first', async () => {
    const created = await makeClient(t, agent, { name: 'Pipeline Pat' });
    let client: Client = created;
    const step = async (body: Parameters<typeof updateClientOk>[3], actor: Actor = agent) => {
      client = await updateClientOk(t, actor.cookie, client.id, { ...body, expectedVersion: client.version });
      return client;
    };

    await step({ status: 'ringing', note: 'No answer' });
    await step({ status: 'interested' });
    await step({ status: 'invoice-sent', invoice: { plan: 'basic', amount: 999 } });
    expect(client.invoices).toEqual([
      { id: expect.any(String), plan: 'basic', amount: 250, date: expect.any(String) },
    ]);
    await step({
      status: 'account-details',
      tradingAccount: { id: '5550123', password: 'pa55-word', server: 'Broker-Live' },
    });
    expect(client.tradingAccount).toEqual({ id: '5550123', server: 'Broker-Live', hasPassword: true });
    await step({ status: 'pending-activation' }, admin);
    await step({ status: 'closed-client', note: 'Activated' });
    await step({ status: 'invoice-sent', invoice: { plan: 'custom', amount: 99.99 } });

    expect(client.status).toBe('invoice-sent');
    expect(client.version).toBe(created.version + 7);
    // A write answer carries the latest entries only; the detail carries them all.
    expect(client.history.map((h) => h.status)).toEqual([
      'invoice-sent',
      'closed-client',
      'pending-activation',
    ]);
    const answer = client;
    client = (await getClient(t, agent.cookie, client.id)).json();
    expect(client.history.map((h) => h.status)).toEqual([
      'invoice-sent',
      'closed-client',
      'pending-activation',
      'account-details',
      'invoice-sent',
      'interested',
      'ringing',
      'new-client',
    ]);
    expect(client.history.map((h) => h.by)).toEqual([
      'Walker Agent',
      'Walker Agent',
      'Ada Admin',
      'Walker Agent',
      'Walker Agent',
      'Walker Agent',
      'Walker Agent',
      'Walker Agent',
    ]);
    expect(client.invoices.map((i) => [i.plan, i.amount])).toEqual([
      ['custom', 99.99],
      ['basic', 250],
    ]);
    expect(client.notes.map((n) => n.text)).toEqual(['Activated', 'No answer']);
    const times = client.history.map((h) => Date.parse(h.changedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect({
      ...client,
      history: client.history.slice(0, 3),
      notes: client.notes.slice(0, 3),
      activity: client.activity.slice(0, 3),
    }).toEqual(answer);
  });

  it('uses the catalogue price for the advance plan and keeps cents of a custom amount', async () => {
    let client = await makeClient(t, agent);
    client = await updateClientOk(t, agent.cookie, client.id, { status: 'ringing' });
    client = await updateClientOk(t, agent.cookie, client.id, {
      status: 'invoice-sent',
      invoice: { plan: 'advance', amount: 1 },
    });
    client = await updateClientOk(t, agent.cookie, client.id, {
      invoice: { plan: 'custom', amount: 1234.5 },
    });
    expect(client.invoices.map((i) => i.amount)).toEqual([1234.5, 800]);
  });
});
