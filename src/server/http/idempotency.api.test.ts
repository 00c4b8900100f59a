import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientNotes, clients, idempotencyKeys } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import { getClient, makeClient, unique } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t);
const other = setupUser(t);

function patchWithKey(cookie: string, id: string, key: string, payload: object) {
  return t.request({
    method: 'PATCH',
    url: `/api/clients/${id}`,
    cookie,
    headers: { 'idempotency-key': key },
    payload,
  });
}

async function notesOf(clientId: string) {
  return t.database.db.select().from(clientNotes).where(eq(clientNotes.clientId, clientId));
}

describe('Idempotency-Key on client writes', () => {
  it('stores a note once when the same save arrives twice at the same time', async () => {
    const client = await makeClient(t, agent);
    const key = randomUUID();
    const payload = { note: 'Called, will call back', expectedVersion: client.version };
    const [first, second] = await Promise.all([
      patchWithKey(agent.cookie, client.id, key, payload),
      patchWithKey(agent.cookie, client.id, key, payload),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await notesOf(client.id)).toHaveLength(1);
  });

  it('answers a later repeat with the first answer, marked as replayed', async () => {
    const client = await makeClient(t, agent);
    const key = randomUUID();
    const payload = { note: 'First try', expectedVersion: client.version };
    const first = await patchWithKey(agent.cookie, client.id, key, payload);
    const again = await patchWithKey(agent.cookie, client.id, key, payload);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await notesOf(client.id)).toHaveLength(1);
  });

  it('creates a client once for a repeated create', async () => {
    const key = randomUUID();
    const email = `${unique('idem')}@example.com`;
    const create = () =>
      t.request({
        method: 'POST',
        url: '/api/clients',
        cookie: agent.cookie,
        headers: { 'idempotency-key': key },
        payload: { name: 'Repeat Create', email },
      });
    const first = await create();
    const second = await create();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(clients).where(eq(clients.email, email));
    expect(rows).toHaveLength(1);
  });

  it('replays a refusal too, and runs a request without the header every time', async () => {
    const client = await makeClient(t, agent);
    const key = randomUUID();
    const bad = { status: 'closed-client', expectedVersion: client.version };
    const first = await patchWithKey(agent.cookie, client.id, key, bad);
    expect(first.statusCode).toBe(422);
    const again = await patchWithKey(agent.cookie, client.id, key, bad);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const plain = { note: 'No key', expectedVersion: client.version };
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/clients/${client.id}`,
        cookie: agent.cookie,
        payload: plain,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await notesOf(client.id)).toHaveLength(2);
  });

  it('refuses the same key with a different request', async () => {
    const client = await makeClient(t, agent);
    const key = randomUUID();
    await patchWithKey(agent.cookie, client.id, key, { note: 'one', expectedVersion: client.version });
    const res = await patchWithKey(agent.cookie, client.id, key, {
      note: 'two',
      expectedVersion: client.version,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(MESSAGES.idempotencyKeyReused);
    expect(await notesOf(client.id)).toHaveLength(1);
  });

  it("keeps each user's keys apart", async () => {
    const mine = await makeClient(t, agent);
    const theirs = await makeClient(t, other);
    const key = randomUUID();
    const a = await patchWithKey(agent.cookie, mine.id, key, { note: 'a', expectedVersion: mine.version });
    const b = await patchWithKey(other.cookie, theirs.id, key, {
      note: 'b',
      expectedVersion: theirs.version,
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect((await getClient(t, other.cookie, theirs.id)).json().notes).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const client = await makeClient(t, agent);
    for (const key of ['', 'x'.repeat(256), 'has space', 'ünïcode']) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/clients/${client.id}`,
        cookie: agent.cookie,
        headers: { 'idempotency-key': key },
        payload: { note: 'bad key', expectedVersion: client.version },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('idempotency-key');
    }
    expect(await notesOf(client.id)).toHaveLength(0);
  });

  it('runs a repeat afresh once the first answer is older than 24 hours', async () => {
    const client = await makeClient(t, agent);
    const key = randomUUID();
    const payload = { note: 'old', expectedVersion: client.version };
    await patchWithKey(agent.cookie, client.id, key, payload);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, key));
    const res = await patchWithKey(agent.cookie, client.id, key, payload);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await notesOf(client.id)).toHaveLength(2);
  });
});
