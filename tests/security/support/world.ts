import { inviteOk } from '#tests/support/agents';
import { type Actor, makeClient, makeUser, unique } from '#tests/support/clients';
import { DEFAULT_PASSWORD, type TestApp } from '#tests/support/test-app';

/** Who sends a request in the security tests (issue 7, deliverable 1). */
export const ACTORS = ['signedOut', 'agentA', 'agentB', 'admin', 'removedAgent'] as const;
export type ActorName = (typeof ACTORS)[number];

/** Whose record a request is about, seen from the actor: its own, or somebody else's. */
export const TARGETS = ['own', 'other'] as const;
export type Target = (typeof TARGETS)[number];

export type World = {
  t: TestApp;
  agentA: Actor;
  agentB: Actor;
  admin: Actor;
  /** An agent an admin removed; `cookie` is the session it had before. */
  removed: Actor;
  clientA: string;
  clientB: string;
  /** The removed agent's client, unassigned since; only an admin sees it. */
  unassignedClient: string;
};

/** Agents A and B with a client each, an admin, and a removed agent whose cookie is kept. */
export async function buildWorld(t: TestApp): Promise<World> {
  const agentA = await makeUser(t, { fullName: 'Agent Alpha' });
  const agentB = await makeUser(t, { fullName: 'Agent Bravo' });
  const admin = await makeUser(t, { role: 'admin', fullName: 'Admin Ada' });
  const removed = await makeUser(t, { fullName: 'Agent Gone' });
  const clientA = (await makeClient(t, agentA)).id;
  const clientB = (await makeClient(t, agentB)).id;
  const unassignedClient = (await makeClient(t, removed)).id;
  const res = await t.request({ method: 'DELETE', url: `/api/agents/${removed.id}`, cookie: admin.cookie });
  if (res.statusCode !== 200) throw new Error(`removing the agent failed: ${res.statusCode} ${res.body}`);
  return { t, agentA, agentB, admin, removed, clientA, clientB, unassignedClient };
}

export function cookieOf(world: World, actor: ActorName): string | undefined {
  switch (actor) {
    case 'signedOut':
      return undefined;
    case 'agentA':
      return world.agentA.cookie;
    case 'agentB':
      return world.agentB.cookie;
    case 'admin':
      return world.admin.cookie;
    case 'removedAgent':
      return world.removed.cookie;
  }
}

/** The user behind an actor; signed out counts as agent A's would-be victim. */
export function userOf(world: World, actor: ActorName): Actor {
  switch (actor) {
    case 'agentB':
      return world.agentB;
    case 'admin':
      return world.admin;
    case 'removedAgent':
      return world.removed;
    default:
      return world.agentA;
  }
}

/** The other party: agent B for everyone but agent B, whose other party is agent A. */
export function otherAgentOf(world: World, actor: ActorName): Actor {
  return actor === 'agentB' ? world.agentA : world.agentB;
}

/** A client the target names: the actor's own (admin: an unassigned one), or the other agent's. */
export function clientFor(world: World, actor: ActorName, target: Target): string {
  if (target === 'other') return actor === 'agentB' ? world.clientA : world.clientB;
  if (actor === 'agentB') return world.clientB;
  if (actor === 'admin' || actor === 'removedAgent') return world.unassignedClient;
  return world.clientA;
}

/** A new client for requests that destroy theirs: owned like `clientFor` would pick. */
export async function freshClientFor(world: World, actor: ActorName, target: Target): Promise<string> {
  const { t } = world;
  const owner =
    target === 'other' ? otherAgentOf(world, actor) : actor === 'agentB' ? world.agentB : world.agentA;
  const created = await makeClient(t, owner);
  if (target === 'own' && (actor === 'admin' || actor === 'removedAgent')) {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/clients/${created.id}`,
      cookie: world.admin.cookie,
      payload: { agentId: null },
    });
    if (res.statusCode !== 200) throw new Error(`unassigning failed: ${res.statusCode} ${res.body}`);
  }
  return created.id;
}

/** A user id the target names: the actor itself, or a fresh agent (so removing it harms no one). */
export async function userIdFor(world: World, actor: ActorName, target: Target): Promise<string> {
  if (target === 'own') return userOf(world, actor).id;
  const fresh = await world.t.createUser({ email: `${unique('victim')}@example.com`, fullName: 'Victim' });
  return fresh.id;
}

/** A new open invitation made by the admin. */
export async function freshInvitation(world: World): Promise<{ id: string; token: string }> {
  const { id, token } = await inviteOk(world.t, world.admin.cookie, `${unique('invitee')}@example.com`);
  return { id, token };
}

/** A new session of the actor's user, for requests that end the session they carry. */
export async function freshSession(world: World, actor: ActorName): Promise<string | undefined> {
  if (actor === 'signedOut' || actor === 'removedAgent') return cookieOf(world, actor);
  return world.t.signIn(userOf(world, actor).email, DEFAULT_PASSWORD);
}
