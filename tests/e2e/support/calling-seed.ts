import { createUserWithPassword } from '#server/auth/accounts';
import { clients } from '#server/db/schema';
import { withSeedDatabase } from './seed';

export type CallingWorld = {
  admin: { email: string; password: string; fullName: string };
  agent: { email: string; password: string; fullName: string };
};

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/**
 * A data directory for the calling workspace's browser tests (issue 14), written before its
 * server starts: an admin, an agent with three new clients never called (created 3, 2 and 1 hours
 * ago, so the Today queue lists them in that order) and one Ringing client nobody has contacted
 * for five days, which is idle (Ringing's default is two days). Back-dated rows cannot be made
 * through the API, so they are written here.
 */
export async function seedCallingWorld(dataDir: string): Promise<CallingWorld> {
  const world: CallingWorld = {
    admin: { email: 'calling-admin@e2e.test', password: 'calling-admin-1', fullName: 'Carla Admin' },
    agent: { email: 'caller@e2e.test', password: 'caller-password-1', fullName: 'Cody Caller' },
  };
  await withSeedDatabase(dataDir, async ({ auth, db }) => {
    await createUserWithPassword(auth, { ...world.admin, role: 'admin' });
    const agent = await createUserWithPassword(auth, { ...world.agent, role: 'agent' });
    const lead = (name: string, hours: number) => ({
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@calling.test`,
      phone: '+1 555 0100',
      agentId: agent.id,
      createdAt: ago(hours * HOUR),
      updatedAt: ago(hours * HOUR),
      lastContactAt: ago(hours * HOUR),
    });
    await db
      .insert(clients)
      .values([
        lead('Lead One', 3),
        lead('Lead Two', 2),
        lead('Lead Three', 1),
        { ...lead('Idle Ida', 5 * 24), status: 'ringing' },
      ]);
  });
  return world;
}
