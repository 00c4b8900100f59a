import { describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { type Actor, createClientRequest, getClient, makeClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Agent' });
const bob = setupUser(t);

const create = (payload: object, actor: Actor = alice) => createClientRequest(t, actor.cookie, payload);

describe('POST /api/clients', () => {
  it('creates a new-client owned by the agent, with its first history entry and note', async () => {
    const res = await create({
      name: '  Jane Doe ',
      email: ' Jane@Example.com ',
      phone: '+1 555 0100',
      country: 'Canada',
      note: '  First call tomorrow  ',
    });
    expect(res.statusCode).toBe(201);
    const client = res.json<Client>();
    expect(client).toMatchObject({
      name: 'Jane Doe',
      email: 'Jane@Example.com',
      phone: '+1 555 0100',
      country: 'Canada',
      status: 'new-client',
      agentId: alice.id,
      agentName: 'Alice Agent',
      version: 1,
      invoices: [],
      tradingAccount: { id: null, server: null, hasPassword: false },
    });
    expect(client.history).toEqual([
      { status: 'new-client', changedAt: expect.any(String), by: 'Alice Agent' },
    ]);
    expect(client.notes).toEqual([
      {
        id: expect.any(String),
        text: 'First call tomorrow',
        createdAt: expect.any(String),
        authorName: 'Alice Agent',
      },
    ]);
    expect((await getClient(t, alice.cookie, client.id)).json()).toEqual(client);
  });

  it('stores blank optional fields as null and a blank note as no note', async () => {
    const client = await makeClient(t, alice, { phone: '  ', country: '', note: '   ' });
    expect(client).toMatchObject({ phone: null, country: null, notes: [] });
  });

  it.each([
    [{ email: 'a@example.com' }],
    [{ name: 'A' }],
    [{ name: '   ', email: 'a@example.com' }],
    [{ name: 'A', email: '  ' }],
    [{ name: null, email: 'a@example.com' }],
  ])('refuses missing name or email %j with the spec message', async (payload) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'bad_request',
      message: MESSAGES.missingClientFields.description,
    });
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com'])(
    'refuses the email %s',
    async (email) => {
      const res = await create({ name: 'A', email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MESSAGES.invalidEmail);
      expect(res.json().error.fields).toEqual({ email: MESSAGES.invalidEmail });
    },
  );

  it.each([
    ['name', 'Name', 200],
    ['phone', 'Phone', 50],
    ['country', 'Country', 100],
    ['note', 'Note', 5000],
  ])('refuses a %s longer than its limit', async (key, field, max) => {
    const ok = await create({ name: 'Limit', email: `${key}-ok@example.com`, [key]: 'x'.repeat(max) });
    expect(ok.statusCode).toBe(201);
    const res = await create({ name: 'Limit', email: `${key}@example.com`, [key]: 'x'.repeat(max + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(fill(MESSAGES.fieldTooLong, { field, max: String(max) }));
  });

  it('refuses an email longer than 254 characters', async () => {
    const res = await create({ name: 'A', email: `${'a'.repeat(250)}@example.com` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(fill(MESSAGES.fieldTooLong, { field: 'Email', max: '254' }));
  });

  it.each([[{ status: 'closed-client' }], [{ agentId: 'someone-else' }], [{ invoices: [] }]])(
    'refuses fields a new client cannot set: %j',
    async (extra) => {
      const res = await create({ name: 'Sneaky', email: 'sneaky@example.com', ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    },
  );

  it('refuses a second client with the same email for the same agent, case-insensitively', async () => {
    await makeClient(t, alice, { email: 'dup@example.com' });
    const res = await create({ name: 'Again', email: 'DUP@example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'duplicate_email',
      message: MESSAGES.duplicateClientEmail,
      fields: { email: MESSAGES.duplicateClientEmail },
    });
  });

  it('lets another agent add a client with the same email', async () => {
    await makeClient(t, alice, { email: 'shared@example.com' });
    const res = await create({ name: 'Shared', email: 'shared@example.com' }, bob);
    expect(res.statusCode).toBe(201);
    expect(res.json().agentId).toBe(bob.id);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      cookie: alice.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a%40example.com',
    });
    expect(res.statusCode).toBe(415);
  });
});
