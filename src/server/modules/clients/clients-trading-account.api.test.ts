import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '#server/crypto/secret-box';
import { auditLog, clients } from '#server/db/schema';
import type { Client } from '#shared/schemas/clients';
import { getClient, listClientsRequest, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { TEST_ENCRYPTION_KEY } from '#tests/support/test-app';
import { tradingPasswordContext } from './trading-password';

const PASSWORD = 'Sup3r-Secret-MT5!';
const t = setupTestApp();
const agent = setupUser(t);
const other = setupUser(t);
const admin = setupUser(t, { role: 'admin' });
let client: Client;

beforeAll(async () => {
  client = await makeClient(t, agent, { name: 'Secret Sam' });
  for (const status of ['ringing', 'invoice-sent'] as const) {
    client = await updateClientOk(t, agent.cookie, client.id, { status });
  }
  client = await updateClientOk(t, agent.cookie, client.id, {
    status: 'account-details',
    tradingAccount: { id: ' 778899 ', password: PASSWORD, server: ' MetaQuotes-Demo ' },
  });
});

const reveal = (cookie: string, id = client.id) =>
  t.request({ method: 'GET', url: `/api/clients/${id}/trading-password`, cookie });

async function storedCiphertext(id: string) {
  const [row] = await t.database.db
    .select({ value: clients.tradingAccountPassword })
    .from(clients)
    .where(eq(clients.id, id));
  return row?.value ?? null;
}

describe('trading account password', () => {
  it('is stored encrypted with the app key, bound to the client', async () => {
    const stored = await storedCiphertext(client.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(PASSWORD);
    const box = createSecretBox(TEST_ENCRYPTION_KEY);
    expect(box.decrypt(stored ?? '', tradingPasswordContext(client.id))).toBe(PASSWORD);
  });

  it('never appears in detail, list or export; only hasPassword does', async () => {
    expect(client.tradingAccount).toEqual({ id: '778899', server: 'MetaQuotes-Demo', hasPassword: true });
    const bodies = [
      (await getClient(t, agent.cookie, client.id)).body,
      (await getClient(t, admin.cookie, client.id)).body,
      (await listClientsRequest(t, agent.cookie)).body,
      (await listClientsRequest(t, admin.cookie)).body,
      (await t.request({ method: 'GET', url: '/api/clients/export.csv', cookie: admin.cookie })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('v1:');
    }
  });

  it('is revealed to the owner and to an admin, uncached, and every reveal is audited', async () => {
    for (const actor of [agent, admin]) {
      const res = await reveal(actor.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ password: PASSWORD });
    }
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reveal_trading_password'));
    expect(audits.map((a) => [a.actorId, a.targetType, a.targetId])).toEqual([
      [agent.id, 'client', client.id],
      [admin.id, 'client', client.id],
    ]);
    expect(JSON.stringify(audits)).not.toContain(PASSWORD);
  });

  it('is a 404 for another agent', async () => {
    expect((await reveal(other.cookie)).statusCode).toBe(404);
  });

  it('is null when none is stored', async () => {
    const fresh = await makeClient(t, agent);
    expect((await reveal(agent.cookie, fresh.id)).json()).toEqual({ password: null });
  });

  it('is re-encrypted with a fresh IV when it changes', async () => {
    const before = await storedCiphertext(client.id);
    const updated = await updateClientOk(t, agent.cookie, client.id, {
      tradingAccount: { id: '778899', password: 'another-one', server: 'MetaQuotes-Demo' },
    });
    expect(updated.version).toBe(client.version + 1);
    expect(await storedCiphertext(client.id)).not.toBe(before);
    expect((await reveal(agent.cookie)).json()).toEqual({ password: 'another-one' });
  });
});
