import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/domain';
import type { SecuritySettings } from '#shared/schemas/settings';
import { settingsSectionFrom } from '#shared/schemas/settings';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { readSettingsSection } from '../settings';
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

/** Whether the user has two-factor sign-in, and whether the admin's settings require it of them. */
export type TwoFactorStatus = { enabled: boolean; required: boolean };

export type ResolvedSession = { user: SessionUser; twoFactor: TwoFactorStatus };

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    twoFactorStatus: TwoFactorStatus | null;
  }
}

/** A missing or unknown role counts as agent (spec §3 Profile). */
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'agent';
}

function twoFactorStatusOf(role: Role, enabled: unknown, security: SecuritySettings): TwoFactorStatus {
  const required = role === 'admin' ? security.requireTwoFactorForAdmins : security.requireTwoFactorForAgents;
  return { enabled: enabled === true, required };
}

/**
 * Resolves the signed-in user from the session cookie. better-auth checks the signature and the
 * sliding idle expiry and extends the session (its cookie is forwarded); the absolute lifetime is
 * enforced here because better-auth has none: an older session is revoked on sight.
 *
 * A session that is valid and needs nothing done is first looked up in one query
 * (session-lookup.ts, docs/decisions/0010); anything else (refresh due, expired, unknown) takes
 * better-auth's path.
 * The database is read on every request either way, so a revoked session ends at once.
 */
export async function resolveSession(
  auth: Auth,
  absoluteMs: number,
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
): Promise<ResolvedSession | null> {
  if (!req.headers.cookie) return null;
  const live = await findLiveSession(auth, db, req.headers.cookie, absoluteMs);
  if (live) {
    const role = roleOf(live.role);
    const { id, email, fullName, sessionId, sessionToken } = live;
    const security = settingsSectionFrom('security', live.security);
    return {
      user: { id, email, fullName, role, sessionId, sessionToken },
      twoFactor: twoFactorStatusOf(role, live.twoFactorEnabled, security),
    };
  }
  const { found, cookies } = await readSession(auth, toWebHeaders(req));
  forwardCookies(cookies, reply);
  if (!found) return null;
  const { session, user } = found;
  if (new Date(session.createdAt).getTime() + absoluteMs <= Date.now()) {
    reply.header('set-cookie', await revokeSession(auth, session.token));
    return null;
  }
  const role = roleOf(user.role);
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.name ?? '',
      role,
      sessionId: session.id,
      sessionToken: session.token,
    },
    twoFactor: twoFactorStatusOf(role, user.twoFactorEnabled, await readSettingsSection(db, 'security')),
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
