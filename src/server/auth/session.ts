import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/domain';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { readSession, revokeSession } from './accounts';
import type { Auth } from './auth';
import { findLiveSession } from './session-lookup';
import { forwardCookies, toWebHeaders } from './web-request';

export type Role = 'agent' | 'admin';

export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  sessionId: string;
  sessionToken: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** A missing or unknown role counts as agent (spec §3 Profile). */
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'agent';
}

/**
 * Resolves the signed-in user from the session cookie. better-auth checks the signature and the
 * sliding idle expiry and extends the session (its cookie is forwarded); the absolute lifetime is
 * enforced here because better-auth has none: an older session is revoked on sight.
 *
 * With `db`, a session that is valid and needs nothing done is first looked up in one query
 * (session-lookup.ts, docs/decisions/0010); anything else (refresh due, expired, unknown) takes
 * better-auth's path.
 * The database is read on every request either way, so a revoked session ends at once.
 */
export async function resolveSession(
  auth: Auth,
  absoluteMs: number,
  req: FastifyRequest,
  reply: FastifyReply,
  db?: Db,
): Promise<SessionUser | null> {
  if (!req.headers.cookie) return null;
  if (db) {
    const live = await findLiveSession(auth, db, req.headers.cookie, absoluteMs);
    if (live) return { ...live, role: roleOf(live.role) };
  }
  const { found, cookies } = await readSession(auth, toWebHeaders(req));
  forwardCookies(cookies, reply);
  if (!found) return null;
  const { session, user } = found;
  if (new Date(session.createdAt).getTime() + absoluteMs <= Date.now()) {
    reply.header('set-cookie', await revokeSession(auth, session.token));
    return null;
  }
  return {
    id: user.id,
    email: user.email,
    fullName: user.name ?? '',
    role: roleOf(user.role),
    sessionId: session.id,
    sessionToken: session.token,
  };
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.sessionUser) throw new AppError(401, 'unauthorized', MESSAGES.signedOut);
  return req.sessionUser;
}

export function requireAdmin(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw new AppError(403, 'forbidden', MESSAGES.forbidden);
  return user;
}

export function requireAgent(req: FastifyRequest): SessionUser {
  const user = requireUser(req);
  if (user.role !== 'agent') throw new AppError(403, 'forbidden', MESSAGES.forbidden);
  return user;
}
