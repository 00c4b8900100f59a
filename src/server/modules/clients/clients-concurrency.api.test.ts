import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientStatusEvents } from '#server/db/schema';
import { MESSAGES } from '#shared/domain';
import type { Client } from '#shared/schemas/clients';
import { getClient, makeClient, patchClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';

const t = setupTestApp();
const agent = setupUser(t);

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/**
 * Makes the app's next `count` raw statements (a status change's row write is one, update-client.ts)
 * wait until all of them have been asked for, then lets them and any later ones run. Returns a
 * function that restores the database object.
 */
function holdRowWritesUntil(count: number): () => void {
  const db = t.database.db;
  const original = db.execute.bind(db);
  const waiting: (() => void)[] = [];
  let held = 0;
  const hold = async (query: Parameters<typeof original>[0]) => {
    if (held < count) {
      held += 1;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length >= count) for (const go of waiting.splice(0)) go();
      });
    }
    return original(query);
  };
  // The app awaits what execute returns, so a promise stands in for drizzle's thenable here.
  db.execute = hold as unknown as typeof db.execute;
  return () => {
    db.execute = original;
    for (const go of waiting.splice(0)) go();
  };
}

async function ringingEvents(clientId: string) {
  const rows = await t.database.db
    .select({ status: clientStatusEvents.status })
    .from(clientStatusEvents)
    .where(eq(clientStatusEvents.clientId, clientId));
  return rows.filter((r) => r.status === 'ringing').length;
}

describe('concurrent writes to one client', () => {
  it('keeps all 50 notes appended in parallel and does not bump the version', async () => {
    const client = await makeClient(t, agent);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => patchClient(t, agent.cookie, client.id, { note: `note ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const after = (await getClient(t, agent.cookie, client.id)).json<Client>();
    expect(after.notes).toHaveLength(50);
    expect(new Set(after.notes.map((n) => n.text)).size).toBe(50);
    expect(after.version).toBe(client.version);
  });

  it('lets exactly one of 20 parallel transitions with the same expectedVersion win', async () => {
    const client = await makeClient(t, agent);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        patchClient(t, agent.cookie, client.id, { status: 'ringing', expectedVersion: client.version }),
      ),
    );
    expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 19 });
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json().error).toEqual({ code: 'stale_version', message: MESSAGES.staleClient });
    }
    expect(await ringingEvents(client.id)).toBe(1);
    const after = (await getClient(t, agent.cookie, client.id)).json<Client>();
    expect(after).toMatchObject({ status: 'ringing', version: client.version + 1 });
  });

  it('lets exactly one of 20 overlapping transitions without expectedVersion win', async () => {
    const client = await makeClient(t, agent);
    // Force the interleaving a busy PostgreSQL produces: every request has read the client before
    // any of them writes it.
    const release = holdRowWritesUntil(20);
    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => patchClient(t, agent.cookie, client.id, { status: 'ringing' })),
      );
      expect(statusCounts(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 19 });
    } finally {
      release();
    }
    expect(await ringingEvents(client.id)).toBe(1);
  });

  it('records one transition however 20 parallel requests without expectedVersion interleave', async () => {
    const client = await makeClient(t, agent);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => patchClient(t, agent.cookie, client.id, { status: 'ringing' })),
    );
    // A request that reads the client after the winner committed asks for the status it already
    // has, which is allowed and changes nothing (spec §4), so it is a 200 too.
    for (const res of responses) expect([200, 409]).toContain(res.statusCode);
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await ringingEvents(client.id)).toBe(1);
    const after = (await getClient(t, agent.cookie, client.id)).json<Client>();
    expect(after).toMatchObject({ status: 'ringing', version: client.version + 1 });
  });

  it('refuses a stale expectedVersion and changes nothing', async () => {
    const client = await makeClient(t, agent);
    const moved = await patchClient(t, agent.cookie, client.id, { status: 'ringing' });
    expect(moved.statusCode).toBe(200);
    const stale = await patchClient(t, agent.cookie, client.id, {
      status: 'interested',
      note: 'should not be saved',
      expectedVersion: client.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'stale_version', message: MESSAGES.staleClient });
    const after = (await getClient(t, agent.cookie, client.id)).json<Client>();
    expect(after.status).toBe('ringing');
    expect(after.version).toBe(client.version + 1);
    expect(after.notes).toEqual([]);
    expect(after.history.map((h) => h.status)).toEqual(['ringing', 'new-client']);
  });
});
