/**
 * Issue 13: a note could still be saved after its client was reassigned away from the agent
 * writing it (3 of 20 races on PostgreSQL): the note-only save checked ownership before, and
 * outside, the insert. It now checks again under a share lock in the insert's transaction.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientNotes, clients } from '#server/db/schema';
import { type Actor, makeClient, patchClient } from '#tests/support/clients';
import { setupTestApp, setupUser } from '#tests/support/setup-test-app';
import { gate, onPostgres, untilWaitingOnLock } from './support/pg-locks';

const t = setupTestApp();
const agentA = setupUser(t);
const agentB = setupUser(t);
const admin = setupUser(t, { role: 'admin' });

/** Notes by `author` written after the client's reassignment note. */
async function notesAfterReassignment(clientId: string, author: Actor): Promise<number> {
  const notes = await t.database.db
    .select({ authorId: clientNotes.authorId })
    .from(clientNotes)
    .where(eq(clientNotes.clientId, clientId))
    .orderBy(asc(clientNotes.createdAt), asc(clientNotes.id));
  const reassignedAt = notes.findIndex((n) => n.authorId === admin.id);
  return reassignedAt < 0 ? 0 : notes.slice(reassignedAt).filter((n) => n.authorId === author.id).length;
}

describe('a note racing a reassignment', () => {
  it('never lands after the reassignment, in 20 races', async () => {
    let late = 0;
    for (let i = 0; i < 20; i++) {
      const client = await makeClient(t, agentA);
      const [note, reassign] = await Promise.all([
        patchClient(t, agentA.cookie, client.id, { note: `race ${i}` }),
        patchClient(t, admin.cookie, client.id, { agentId: agentB.id }),
      ]);
      expect(reassign.statusCode).toBe(200);
      expect([200, 404]).toContain(note.statusCode);
      late += await notesAfterReassignment(client.id, agentA);
    }
    expect(late).toBe(0);
  });

  it.runIf(onPostgres)('is refused when the reassignment commits while the note waits', async () => {
    const client = await makeClient(t, agentA);
    const updated = gate();
    const commit = gate();
    // A reassignment under way: the row already names agent B, not yet committed.
    const reassigned = t.database.db.transaction(async (tx) => {
      await tx
        .update(clients)
        .set({ agentId: agentB.id, version: sql`${clients.version} + 1` })
        .where(eq(clients.id, client.id));
      await tx
        .insert(clientNotes)
        .values({ clientId: client.id, text: 'Reassigned', authorId: admin.id, authorName: 'Admin' });
      updated.open();
      await commit.opened;
    });
    // The note is sent only once the row is locked: sent earlier, on a busy machine it could be
    // saved before the reassignment's UPDATE ran, and rightly so.
    await updated.opened;
    const note = patchClient(t, agentA.cookie, client.id, { note: 'too late' });
    await untilWaitingOnLock(t.database.db, note);
    commit.open();
    await reassigned;
    expect((await note).statusCode).toBe(404);
    const mine = await t.database.db
      .select()
      .from(clientNotes)
      .where(and(eq(clientNotes.clientId, client.id), eq(clientNotes.authorId, agentA.id)));
    expect(mine).toEqual([]);
  });
});
