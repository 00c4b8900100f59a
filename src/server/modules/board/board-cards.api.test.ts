import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import type { BoardCardsPage } from '#shared/schemas/board';
import type { ClientListPage } from '#shared/schemas/clients';
import { insertClients } from '#tests/support/agents';
import { boardRequest, walkColumn } from '#tests/support/board';
import { listClientsRequest, makeClient, updateClientOk } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const alice = setupUser(t, { fullName: 'Alice Pager' });
const bob = setupUser(t, { fullName: 'Bob Pager' });
const admin = setupUser(t, { role: 'admin' });

describe('GET /api/board/cards', () => {
  it('pages through a column with the cursor, every card exactly once, last changed first', async () => {
    // One INSERT: the 45 cards share their updated_at, so only the id orders them.
    const ringing = await insertClients(t, alice.id, Array(45).fill('ringing'), 'Walker');
    await insertClients(t, alice.id, Array(5).fill('interested'), 'Elsewhere');
    await insertClients(t, bob.id, Array(7).fill('ringing'), 'Walker');
    const moved = await makeClient(t, alice, { name: 'Walker Moved' });
    await updateClientOk(t, alice.cookie, moved.id, { status: 'ringing' });

    const { ids, pages } = await walkColumn(t, alice, { status: 'ringing', limit: 10 });
    expect(pages).toBe(5);
    expect(ids).toHaveLength(46);
    expect(new Set(ids).size).toBe(46);
    expect(new Set(ids)).toEqual(new Set([...ringing, moved.id]));
    // The card just moved into the column comes first; the rest by id, descending.
    expect(ids[0]).toBe(moved.id);
    expect(ids.slice(1)).toEqual([...ringing].sort().reverse());

    // The admin's column holds everyone's; one agent's, or a search, narrows it.
    expect((await walkColumn(t, admin, { status: 'ringing', limit: 7 })).ids).toHaveLength(53);
    expect((await walkColumn(t, admin, { status: 'ringing', agentId: bob.id })).ids).toHaveLength(7);
    const searched = await walkColumn(t, admin, { status: 'ringing', search: 'walker', limit: 4 });
    expect(searched.ids).toHaveLength(53);
    expect(new Set(searched.ids).size).toBe(53);
    expect((await walkColumn(t, alice, { status: 'ringing', search: 'moved' })).ids).toEqual([moved.id]);
  });

  it('serves cards as the client list does, with the last page ending the cursor', async () => {
    const client = await makeClient(t, alice, { name: 'Shape Check' });
    const res = await boardRequest(t, alice, 'cards', { status: 'new-client', search: 'shape check' });
    expect(res.statusCode).toBe(200);
    const page = res.json<BoardCardsPage>();
    const list = (
      await listClientsRequest(t, alice.cookie, { search: 'shape check' })
    ).json<ClientListPage>();
    expect(page.items).toEqual(list.items);
    expect(page.items.map((c) => c.id)).toEqual([client.id]);
    expect(page.items[0]).toHaveProperty('idleDays');
    expect(page.nextCursor).toBeNull();
  });

  it('never shows an agent another agent’s cards', async () => {
    const theirs = await makeClient(t, bob, { name: 'Private Otter' });
    const queries: Record<string, string>[] = [
      { status: 'new-client' },
      { status: 'new-client', agentId: bob.id },
      { status: 'new-client', search: 'otter' },
      { status: 'new-client', agentId: 'unassigned' },
    ];
    for (const query of queries) {
      const { ids } = await walkColumn(t, alice, { ...query, limit: 100 });
      expect(ids).not.toContain(theirs.id);
    }
    const { ids } = await walkColumn(t, bob, { status: 'new-client', search: 'otter' });
    expect(ids).toEqual([theirs.id]);
  });

  it('refuses a bad cursor, status or limit with a 400 naming it', async () => {
    const first = (
      await boardRequest(t, alice, 'cards', { status: 'ringing', limit: 2 })
    ).json<BoardCardsPage>();
    expect(first.nextCursor).not.toBeNull();
    const cases: [Record<string, string | number>, string, string][] = [
      [{ status: 'ringing', after: 'not-a-cursor' }, 'after', MESSAGES.invalidCursor],
      // A cursor from another column is not a place in this one.
      [{ status: 'interested', after: first.nextCursor ?? '' }, 'after', MESSAGES.invalidCursor],
      [
        { status: 'ringing', after: Buffer.from('0|yesterday|x').toString('base64url') },
        'after',
        MESSAGES.invalidCursor,
      ],
      [{ status: 'sleeping' }, 'status', ''],
      [{}, 'status', ''],
      [{ status: 'ringing', limit: 0 }, 'limit', 'The limit must be a whole number from 1 to 100.'],
      [{ status: 'ringing', limit: 101 }, 'limit', 'The limit must be a whole number from 1 to 100.'],
      [{ status: 'ringing', limit: 'ten' }, 'limit', 'The limit must be a whole number from 1 to 100.'],
      [{ status: 'ringing', colour: 'red' }, '', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await boardRequest(t, alice, 'cards', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json<{ error: { message: string; fields?: Record<string, string> } }>();
      if (field) expect(body.error.fields?.[field], JSON.stringify(query)).toBeTruthy();
      if (message) expect(body.error.fields?.[field]).toBe(message);
    }
    const columns = await boardRequest(t, admin, 'columns', { search: 'x'.repeat(500) });
    expect(columns.statusCode).toBe(400);
  });
});
