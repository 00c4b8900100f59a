import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/domain';
import type { SecuritySettings } from '#shared/schemas/settings';
import { settingsSectionFrom } from '#shared/schemas/settings';
import type { Db } from '../db/client';
import { session, settings, user } from '../db/schema';
import { AppError } from '../errors';
import { readSettingsSection } from '../settings';
import { readSession, revokeSession, type SessionSettings, sessionSettings } from './accounts';
import type { Auth } from './auth';
import { type CachedSession, SessionCache } from './session-cache';
import { parseCookies, verifiedValue } from './signed-cookies';
import { forwardCookies, toWebHeaders } from './web-request';

// The one place that decides whether a request has a live session (docs/decisions/0018): the API
// hook, get-session, /api/me and the two-factor routes all ask `SessionResolver.resolve`.

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

export type ResolvedSession = { user: SessionUser; twoFactor: TwoFactorStatus; expiresAt: Date };

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
 * better-auth's sliding refresh rule (its get-session): a session is extended once `updateAge`
 * seconds of its `expiresIn` have passed. Pinned against better-auth by session.api.test.ts.
 */
export function refreshDue(
  expiresAt: number,
  config: Pick<SessionSettings, 'expiresIn' | 'updateAge'>,
  now: number,
) {
  return expiresAt - config.expiresIn * 1000 + config.updateAge * 1000 <= now;
}

/** A checked session as kept in the cache: the answer, and the times the decision is made on. */
type Checked = CachedSession & { resolved: ResolvedSession };

/**
 * Cookie values whose signature has been checked, with their token: the same cookie arrives with
 * every request of a session, and the HMAC was a measurable share of a small request's CPU. Only
 * successful checks are kept (a forged value is checked again each time), per secret, and the
 * map is emptied when full. It says nothing about the session being alive.
 */
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, string>();
let verifiedSecret: string | null = null;

function cachedVerifiedToken(value: string, secret: string): string | null {
  if (verifiedSecret !== secret) {
    verified.clear();
    verifiedSecret = secret;
  }
  const known = verified.get(value);
  if (known !== undefined) return known;
  const token = verifiedValue(value, secret);
  if (token !== null) {
    if (verified.size >= VERIFIED_LIMIT) verified.clear();
    verified.set(value, token);
  }
  return token;
}

/** The token of a request's signed session cookie, or null for none or a forged one. */
export async function sessionTokenOf(auth: Auth, cookieHeader: string | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const { cookieNames, secret } = await sessionSettings(auth);
  const signed = parseCookies(cookieHeader).get(cookieNames.sessionToken);
  return signed ? cachedVerifiedToken(signed, secret) : null;
}

function prepareLookup(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      // The admin's security settings ride along, so the two-factor requirement costs no query.
      security: sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = 'security')`,
      sessionId: session.id,
      sessionToken: session.token,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user_by_token');
}

export type SessionResolverOptions = {
  auth: Auth;
  db: Db;
  /** SESSION_ABSOLUTE_HOURS in milliseconds: better-auth has no absolute lifetime, this enforces it. */
  absoluteMs: number;
  /** Recently checked sessions; started (listening) or not, it is only served from while trusted. */
  cache: SessionCache<Checked>;
};

/**
 * Resolves the signed-in user from the session cookie. A signed cookie whose session is live and
 * needs nothing done (not expired, no sliding refresh due, within the absolute lifetime, no
 * cookie-cache or don't-remember cookie) is answered from the cache or from one query joining
 * session, user and the security settings; the answer is cached until the database announces a
 * change of that session, its user or the settings (session-cache.ts).
 * Everything else takes better-auth's get-session, which refreshes, deletes and clears cookies
 * (forwarded on the reply); an older session than the absolute lifetime is revoked on sight.
 */
export class SessionResolver {
  private lookup: ReturnType<typeof prepareLookup> | null = null;

  constructor(private readonly options: SessionResolverOptions) {}

  static newCache(): SessionCache<Checked> {
    return new SessionCache<Checked>();
  }

  async resolve(req: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
    const cookie = req.headers.cookie;
    if (!cookie) return null;
    const live = await this.findLive(cookie);
    if (live) return live;
    return this.askBetterAuth(req, reply);
  }

  /** The fast path; null means "ask better-auth", never "signed out". */
  private async findLive(cookieHeader: string): Promise<ResolvedSession | null> {
    const { auth, cache, absoluteMs } = this.options;
    const config = await sessionSettings(auth);
    const cookies = parseCookies(cookieHeader);
    const { cookieNames } = config;
    if (cookies.has(cookieNames.sessionData) || cookies.has(cookieNames.dontRememberToken)) return null;
    const signed = cookies.get(cookieNames.sessionToken);
    const token = signed ? cachedVerifiedToken(signed, config.secret) : null;
    if (!token) return null;

    const now = Date.now();
    let checked = cache.get(token, now) ?? null;
    if (!checked) {
      const mark = cache.mark();
      checked = await this.read(token);
      if (!checked) return null;
      cache.store(token, checked, mark, now);
    }
    const { expiresAt, createdAt } = checked;
    if (expiresAt <= now || refreshDue(expiresAt, config, now) || createdAt + absoluteMs <= now) return null;
    return checked.resolved;
  }

  private async read(token: string): Promise<Checked | null> {
    this.lookup ??= prepareLookup(this.options.db);
    const [row] = await this.lookup.execute({ token });
    if (!row) return null;
    const role = roleOf(row.role);
    const security = settingsSectionFrom('security', row.security);
    return {
      userId: row.id,
      sessionId: row.sessionId,
      createdAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      resolved: {
        user: {
          id: row.id,
          email: row.email,
          fullName: row.name ?? '',
          role,
          sessionId: row.sessionId,
          sessionToken: row.sessionToken,
        },
        twoFactor: twoFactorStatusOf(role, row.twoFactorEnabled, security),
        expiresAt: row.expiresAt,
      },
    };
  }

  private async askBetterAuth(req: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
    const { auth, db, absoluteMs } = this.options;
    const { found, cookies } = await readSession(auth, toWebHeaders(req));
    forwardCookies(cookies, reply);
    if (!found) return null;
    const { session, user } = found;
    // It may have refreshed the session: the next request reads it again rather than race the notice.
    this.options.cache.forget(session.token);
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
      expiresAt: new Date(session.expiresAt),
    };
  }
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
