import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import type { Client, ClientListPage } from '#shared/schemas/clients';
import {
  createClientRequest,
  getClient,
  listClientsRequest,
  makeClient,
  patchClient,
} from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t);
const bob = setupUser(t);
const admin = setupUser(t, { role: 'admin' });
let alicesClient: Client;

beforeAll(async () => {
  alicesClient = await makeClient(t, alice);
  await patchClient(t, alice.cookie, alicesClient.id, { note: 'private note' });
});

const NOT_FOUND = { error: { code: 'not_found', message: MESSAGES.notFound } };
const FORBIDDEN = { error: { code: 'forbidden', message: MESSAGES.forbidden } };
const SIGNED_OUT = { error: { code: 'unauthorized', message: MESSAGES.signedOut } };

describe('signed out', () => {
  it.each([
    ['GET', '/api/clients'],
    ['GET', '/api/clients/stats'],
    ['GET', '/api/clients/export.csv'],
    ['GET', '/api/clients/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/clients/not-a-uuid'],
    ['GET', '/api/clients/00000000-0000-4000-8000-000000000000/trading-password'],
    ['DELETE', '/api/clients/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s is 401', async (method, url) => {
    const res = await t.request({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGNED_OUT);
  });

  it('cannot create or update', async () => {
    const created = await createClientRequest(t, '', { name: 'X', email: 'x@example.com' });
    expect(created.statusCode).toBe(401);
    const updated = await patchClient(t, '', alicesClient.id, { note: 'hi' });
    expect(updated.statusCode).toBe(401);
  });
});

describe("another agent's client is invisible", () => {
  it('is not in their list or stats', async () => {
    const list = (await listClientsRequest(t, bob.cookie)).json<ClientListPage>();
    expect(list.items).toEqual([]);
    expect(list.total).toBe(0);
    const stats = await t.request({ method: 'GET', url: '/api/clients/stats', cookie: bob.cookie });
    expect(stats.json().total).toBe(0);
  });

  it('cannot be filtered into view with agentId', async () => {
    const list = await listClientsRequest(t, bob.cookie, { agentId: alice.id });
    expect(list.statusCode).toBe(200);
    expect(list.json<ClientListPage>().total).toBe(0);
  });

  it('is a 404 to read, update, or reveal, the same as a missing or malformed id', async () => {
    const missing = '6f1c2b1e-8d5a-4a1e-9a3b-0c2d4e6f8a1b';
    for (const id of [alicesClient.id, missing, 'not-a-uuid', "1' or '1'='1", 'a'.repeat(70)]) {
      const read = await getClient(t, bob.cookie, encodeURIComponent(id));
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(NOT_FOUND);
      const update = await patchClient(t, bob.cookie, encodeURIComponent(id), { status: 'ringing' });
      expect(update.json()).toEqual(NOT_FOUND);
      const reveal = await t.request({
        method: 'GET',
        url: `/api/clients/${encodeURIComponent(id)}/trading-password`,
        cookie: bob.cookie,
      });
      expect(reveal.json()).toEqual(NOT_FOUND);
    }
    const after = (await getClient(t, alice.cookie, alicesClient.id)).json<Client>();
    expect(after.status).toBe('new-client');
  });

  it('a malformed id is a 404 for an admin too', async () => {
    const res = await getClient(t, admin.cookie, 'nope');
    expect(res.json()).toEqual(NOT_FOUND);
    const del = await t.request({ method: 'DELETE', url: '/api/clients/nope', cookie: admin.cookie });
    expect(del.json()).toEqual(NOT_FOUND);
  });
});

describe('roles', () => {
  it('the owner and an admin can read the client', async () => {
    expect((await getClient(t, alice.cookie, alicesClient.id)).statusCode).toBe(200);
    const asAdmin = await getClient(t, admin.cookie, alicesClient.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ agentId: alice.id, agentName: alice.fullName });
    expect(asAdmin.json().notes[0].text).toBe('private note');
  });

  it('agents get 403 on admin-only routes', async () => {
    const del = await t.request({
      method: 'DELETE',
      url: `/api/clients/${alicesClient.id}`,
      cookie: alice.cookie,
    });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual(FORBIDDEN);
    const csv = await t.request({ method: 'GET', url: '/api/clients/export.csv', cookie: alice.cookie });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toEqual(FORBIDDEN);
  });

  it('admins get 403 when adding a client', async () => {
    const res = await createClientRequest(t, admin.cookie, { name: 'Admin Client', email: 'ac@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('an admin deletes a client with its children; it is gone afterwards and audited', async () => {
    const doomed = await makeClient(t, bob, { note: 'bye' });
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${doomed.id}`, cookie: admin.cookie });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await getClient(t, bob.cookie, doomed.id)).statusCode).toBe(404);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/clients/${doomed.id}`,
      cookie: admin.cookie,
    });
    expect(again.json()).toEqual(NOT_FOUND);
    const audit = await t.database.db.query.auditLog.findFirst({
      where: (a, { and, eq }) => and(eq(a.action, 'delete_client'), eq(a.targetId, doomed.id)),
    });
    expect(audit).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'client' });
  });
});
