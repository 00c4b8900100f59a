import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, invoices, user } from '#server/db/schema';
import { clientListPageSchema, clientStatsSchema } from '#shared/schemas/clients';
import { makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

// The list and statistics are sent as built, not re-validated (routes.ts): their bodies must be
// exactly what the schema would have written, no field more, in the same order.
const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Shape Agent' });
const admin = setupUser(t, { role: 'admin' });
const blank = setupUser(t, { fullName: 'Blank Agent' });
/** Text that JSON must escape, and characters it must not. */
const AWKWARD = 'Quote " back\\slash \t tab \n line \u0001 control \u2028 separator 😀 مرحبا </script>';
beforeAll(async () => {
  const client = await makeClient(t, agent, { note: 'first call', phone: '+44 7700 900001' });
  await updateClientOk(t, agent.cookie, client.id, { status: 'ringing' });
  await updateClientOk(t, agent.cookie, client.id, {
    status: 'invoice-sent',
    invoice: { plan: 'advance', amount: 1 },
  });
  await updateClientOk(t, agent.cookie, client.id, {
    status: 'account-details',
    tradingAccount: { id: '123', password: 'secret-pass', server: 'Live-1' },
  });
  await makeClient(t, agent);
  // Written as the database may hold them: the database writes these bodies, not JSON.stringify.
  const awkward = await makeClient(t, blank, { name: 'Awkward client', note: AWKWARD });
  await t.database.db.update(user).set({ name: ' \u00a0\t\u3000 ' }).where(eq(user.id, blank.id));
  await t.database.db.insert(invoices).values([
    { clientId: awkward.id, plan: 'custom', amount: '1234.56', agentId: blank.id },
    { clientId: awkward.id, plan: 'retired-plan', amount: '10.00', agentId: blank.id },
  ]);
  await t.database.db.execute(
    sql`update ${clients} set name = ${AWKWARD} where ${clients.id} = ${awkward.id}`,
  );
});

async function body(cookie: string, url: string) {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('list and statistics bodies', () => {
  it.each([
    ['agent list', () => agent.cookie, '/api/clients'],
    ['admin search', () => admin.cookie, '/api/clients?search=shape'],
    ['page past the end', () => agent.cookie, '/api/clients?page=7'],
    ['awkward text and stored data', () => blank.cookie, '/api/clients'],
  ])('%s matches the page schema exactly', async (_name, cookie, url) => {
    const raw = await body(cookie(), url);
    expect(raw).toBe(JSON.stringify(clientListPageSchema.parse(JSON.parse(raw))));
  });

  it('writes awkward text, a blank agent name and stored invoices as the API shows them', async () => {
    const [item] = clientListPageSchema.parse(JSON.parse(await body(blank.cookie, '/api/clients'))).items;
    expect(item).toMatchObject({
      name: AWKWARD,
      agentName: `Agent ${blank.id.slice(0, 6)}`,
      notes: [{ text: AWKWARD }],
      // A plan outside today's catalogue is left out; the amount is a number with its cents.
      invoices: [{ plan: 'custom', amount: 1234.56 }],
    });
    const detail = await t.request({ method: 'GET', url: `/api/clients/${item?.id}`, cookie: blank.cookie });
    expect(detail.json()).toEqual(item);
  });

  it('statistics match their schema exactly', async () => {
    for (const cookie of [agent.cookie, admin.cookie]) {
      const raw = await body(cookie, '/api/clients/stats');
      expect(raw).toBe(JSON.stringify(clientStatsSchema.parse(JSON.parse(raw))));
    }
  });

  it('a full item carries the latest activity, invoices and the account summary', async () => {
    const page = clientListPageSchema.parse(JSON.parse(await body(agent.cookie, '/api/clients')));
    const full = page.items.find((c) => c.status === 'account-details');
    expect(full).toMatchObject({
      agentName: 'Shape Agent',
      callCount: 0,
      nextFollowUpAt: null,
      idleDays: null,
      // The latest three of five entries; the detail has them all.
      activity: [
        { kind: 'status', status: 'account-details', by: 'Shape Agent' },
        { kind: 'status', status: 'invoice-sent' },
        { kind: 'status', status: 'ringing' },
      ],
      activityCount: 5,
      notes: [{ text: 'first call', authorName: 'Shape Agent' }],
      history: [{ status: 'account-details' }, { status: 'invoice-sent' }, { status: 'ringing' }],
      invoices: [{ plan: 'advance', amount: 800 }],
      tradingAccount: { id: '123', server: 'Live-1', hasPassword: true },
    });
    const detail = await t.request({ method: 'GET', url: `/api/clients/${full?.id}`, cookie: agent.cookie });
    expect(detail.json().history).toHaveLength(4);
    expect(detail.json().activity.map((e: { kind: string }) => e.kind)).toEqual([
      'status',
      'status',
      'status',
      'note',
      'status',
    ]);
    // The last contact is the latest status change, stamped by the app as the event by the database.
    const gap = Date.parse(detail.json().lastContactAt) - Date.parse(detail.json().activity[0].at);
    expect(Math.abs(gap)).toBeLessThan(1000);
  });
});
