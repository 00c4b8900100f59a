import type { InjectOptions } from 'fastify';
import type { ActorName, Target, World } from './world';

/** The statuses for the actor's own record and for somebody else's. */
export type Pair = readonly [own: number, other: number];
export type Cell = { world: World; actor: ActorName; target: Target };
export type MatrixRequest = Pick<InjectOptions, 'url' | 'payload'>;

export type MatrixRow = {
  /** `METHOD /path` as registered; `ALL` for a catch-all. */
  route: string;
  expect: Record<ActorName, Pair>;
  request(cell: Cell): MatrixRequest | Promise<MatrixRequest>;
  /** The request ends the session it carries, so each cell gets a new one. */
  freshSession?: boolean;
};

export const same = (status: number): Pair => [status, status];
export const forAll = (pair: Pair): Record<ActorName, Pair> => ({
  signedOut: pair,
  agentA: pair,
  agentB: pair,
  admin: pair,
  removedAgent: pair,
});
export const everyone = (status: number) => forAll(same(status));
export const signedIn = (agent: Pair, admin: Pair): Record<ActorName, Pair> => ({
  signedOut: same(401),
  agentA: agent,
  agentB: agent,
  admin,
  removedAgent: same(401),
});
export const adminOnly = (admin: Pair) => signedIn(same(403), admin);
export const fixed = (url: string, payload?: object) => (): MatrixRequest => ({ url, payload });
