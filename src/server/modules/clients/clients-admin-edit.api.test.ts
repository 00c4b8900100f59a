import { describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { getClient, makeClient, patchClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t, { fullName: 'Owner Agent' });
const other = setupUser(t, { fullName: 'Other Agent' });
const admin = setupUser(t, { role: 'admin', fullName: 'Ada Admin' });

async function expectUnchanged(before: Client) {
  expect((await getClient(t, agent.cookie, before.id)).json()).toEqual(before);
}

describe('fields only an admin may change', () => {
  it.each([
    [{ name: 'New' }],
    [{ email: 'new@example.com' }],
    [{ phone: null }],
    [{ country: 'France' }],
    [{ agentId: null }],
  ])('an agent sending %j gets 403 field_forbidden', async (body) => {
    const client = await makeClient(t, agent);
    const res = await patchClient(t, agent.cookie, client.id, { ...body, note: 'not saved' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'field_forbidden',
      message: MESSAGES.agentFieldsReadOnly,
    });
    await expectUnchanged(client);
  });

  it('an admin edits name, email, phone and country', async () => {
    const client = await makeClient(t, agent, { phone: '1', country: 'Chile' });
    const updated = await updateClientOk(t, admin.cookie, client.id, {
      name: ' Renamed ',
      email: 'renamed@example.com',
      phone: '',
      country: 'Peru',
    });
    expect(updated).toMatchObject({
      name: 'Renamed',
      email: 'renamed@example.com',
      phone: null,
      country: 'Peru',
      version: client.version + 1,
    });
  });

  it('an admin cannot blank the name or set an invalid email', async () => {
    const client = await makeClient(t, agent);
    const blank = await patchClient(t, admin.cookie, client.id, { name: ' ' });
    expect(blank.json().error.message).toBe(MESSAGES.missingClientFields.description);
    const bad = await patchClient(t, admin.cookie, client.id, { email: 'nope' });
    expect(bad.json().error.message).toBe(MESSAGES.invalidEmail);
  });

  it("an email change that clashes with the owner's other client is a 409", async () => {
    await makeClient(t, agent, { email: 'taken@example.com' });
    const client = await makeClient(t, agent);
    const res = await patchClient(t, admin.cookie, client.id, { email: 'TAKEN@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('duplicate_email');
  });

  it('reassigns to another agent with a note; the new owner sees it and the old one does not', async () => {
    const client = await makeClient(t, agent);
    const moved = await updateClientOk(t, admin.cookie, client.id, {
      agentId: other.id,
      note: 'Over to you',
    });
    expect(moved).toMatchObject({ agentId: other.id, agentName: 'Other Agent', version: client.version + 1 });
    // Both notes are saved in one statement at one instant, so either may list first.
    expect(moved.notes.map((n) => [n.text, n.authorName])).toEqual(
      expect.arrayContaining([
        ['Over to you', 'Ada Admin'],
        [fill(MESSAGES.clientReassigned, { agent: 'Other Agent', actor: 'Ada Admin' }), 'Ada Admin'],
      ]),
    );
    expect(moved.notes).toHaveLength(2);
    expect((await getClient(t, other.cookie, client.id)).statusCode).toBe(200);
    expect((await getClient(t, agent.cookie, client.id)).statusCode).toBe(404);
  });

  it('unassigns with null, and refuses an unknown agent or an admin as owner', async () => {
    const client = await makeClient(t, agent);
    for (const agentId of ['no-such-user', admin.id]) {
      const res = await patchClient(t, admin.cookie, client.id, { agentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'unknown_agent', message: MESSAGES.unknownAgent });
    }
    const unassigned = await updateClientOk(t, admin.cookie, client.id, { agentId: null });
    expect(unassigned).toMatchObject({ agentId: null, agentName: null });
    expect(unassigned.notes[0]?.text).toBe(
      fill(MESSAGES.clientUnassigned, { agent: 'Owner Agent', actor: 'Ada Admin' }),
    );
  });

  it('refuses unknown body fields', async () => {
    const client = await makeClient(t, agent);
    const res = await patchClient(t, admin.cookie, client.id, { version: 7 });
    expect(res.statusCode).toBe(400);
  });
});
