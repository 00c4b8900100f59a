import { describe, expect, it } from 'vitest';
import type { Client, ClientListPage } from '#shared/schemas/clients';
import { listClientsRequest, makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { countStatements } from '#tests/support/statement-count';

const t = setupTestApp();
const agent = setupUser(t);

/**
 * Issue 18's budget for a status change saved from the client dialog: the PATCH (sent as the
 * dialog sends it, with its Idempotency-Key) and the tiles' refresh, each with its session check,
 * cost at most 7 SQL statements together. The web app sends no third request: the card is drawn
 * from the PATCH answer (tests/e2e/round-trips.spec.ts).
 */
describe('a status change from the dialog', () => {
  it('costs at most 7 SQL statements for the PATCH and the tiles, sessions included', async () => {
    const client = await makeClient(t, agent);
    const statements = countStatements(t.database);
    // Warm: the session's first lookup after sign-in and prepared statements are not what a save costs.
    await t.request({ method: 'GET', url: '/api/clients/stats', cookie: agent.cookie });
    let patched: Client | null = null;
    let tiles = 0;
    const sent = await statements.during(async () => {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/clients/${client.id}`,
        cookie: agent.cookie,
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: { status: 'ringing', expectedVersion: client.version },
      });
      expect(res.statusCode).toBe(200);
      patched = res.json<Client>();
      const stats = await t.request({ method: 'GET', url: '/api/clients/stats', cookie: agent.cookie });
      tiles = stats.statusCode;
    });
    expect(tiles).toBe(200);
    // The counter sees the save's row write and the tiles' query, so it counts the real traffic.
    expect(sent.filter((text) => /update "clients"|from "client_counts"/.test(text))).toHaveLength(2);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(7);
    // The answer is the card as the list would draw it, so the web needs no list request.
    const list = await listClientsRequest(t, agent.cookie, { status: 'ringing' });
    expect(list.json<ClientListPage>().items).toEqual([patched]);
  });
});
