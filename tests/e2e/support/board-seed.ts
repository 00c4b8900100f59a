import { createUserWithPassword } from '#server/auth/accounts';
import { clients } from '#server/db/schema';
import { withSeedDatabase } from './seed';

type Account = { email: string; password: string; fullName: string };

export type BoardWorld = {
  admin: Account;
  /** Owns the few clients the moves are made on. */
  mover: Account;
  /** Owns one client, for the admin's agent filter. */
  other: Account;
  /** Owns BULK_CARDS new clients and one with a very long name, to scroll and look at. */
  bulk: Account;
};

export const BULK_CARDS = 10_000;
export const LONG_NAME =
  'Maximiliana Alexandrovna Konstantinopoulou-Wolfeschlegelsteinhausenbergerdorff the Third';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@board.test`;

/**
 * A data directory for the board's browser tests (issue 16), written before its server starts:
 * the mover's clients in known statuses, the other agent's one client, and ten thousand cards in
 * one column for the bulk agent, written in batches since the API would take minutes.
 */
export async function seedBoardWorld(dataDir: string): Promise<BoardWorld> {
  const world: BoardWorld = {
    admin: { email: 'board-admin@e2e.test', password: 'board-admin-1', fullName: 'Bianca Admin' },
    mover: { email: 'mover@e2e.test', password: 'mover-password-1', fullName: 'Mona Mover' },
    other: { email: 'other@e2e.test', password: 'other-password-1', fullName: 'Otto Other' },
    bulk: { email: 'bulk@e2e.test', password: 'bulk-password-1', fullName: 'Bulk Bill' },
  };
  await withSeedDatabase(dataDir, async ({ auth, db }) => {
    await createUserWithPassword(auth, { ...world.admin, role: 'admin' });
    const mover = await createUserWithPassword(auth, { ...world.mover, role: 'agent' });
    const other = await createUserWithPassword(auth, { ...world.other, role: 'agent' });
    const bulk = await createUserWithPassword(auth, { ...world.bulk, role: 'agent' });
    const client = (name: string, agentId: string, status: string, hours = 1) => ({
      name,
      email: emailOf(name),
      agentId,
      status,
      createdAt: ago(hours * HOUR),
      updatedAt: ago(hours * HOUR),
      lastContactAt: ago(hours * HOUR),
    });
    await db.insert(clients).values([
      client('Rita Ringing', mover.id, 'ringing'),
      client('Nina New', mover.id, 'new-client'),
      client('Ken Keys', mover.id, 'new-client'),
      client('Ivan Interested', mover.id, 'interested'),
      // Not contacted for six days: idle on the board.
      client('Idle Ida', mover.id, 'ringing', 6 * 24),
      client('Olga Other', other.id, 'ringing'),
    ]);
    await db.insert(clients).values(client(LONG_NAME, bulk.id, 'interested'));
    const BATCH = 1000;
    for (let start = 0; start < BULK_CARDS; start += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, i) => {
        const n = String(start + i + 1).padStart(5, '0');
        return client(`Bulk Client ${n}`, bulk.id, 'new-client', 1 + (start + i) / 1000);
      });
      await db.insert(clients).values(rows);
    }
  });
  return world;
}
