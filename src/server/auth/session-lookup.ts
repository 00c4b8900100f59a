import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, settings, user } from '../db/schema';
import { sessionSettings } from './accounts';
import type { Auth } from './auth';
import { parseCookies, verifiedValue } from './signed-cookies';

/**
 * Cookie values whose signature has been checked, with their token: the same cookie arrives with
 * every request of a session, and the HMAC was a measurable share of a small request's CPU. Only
 * successful checks are kept (a forged value is checked again each time), per secret, and the
 * map is emptied when full. It says nothing about the session being alive: that is still looked
 * up in the database on every request.
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

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

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

export type LiveSession = {
  id: string;
  email: string;
  fullName: string;
  role: string | null;
  sessionId: string;
  sessionToken: string;
  twoFactorEnabled: boolean;
  /** The stored `security` settings section, as stored (defaults not filled in). */
  security: unknown;
};

/**
 * The user of a session that better-auth's getSession would return untouched: signed cookie, no
 * cookie-cache or don't-remember cookie (which change its path), not expired, no sliding refresh
 * due, within the absolute lifetime. One query joins session and user; better-auth's path takes
 * two, plus its endpoint machinery. Null means "ask better-auth", never "signed out".
 */
export async function findLiveSession(
  auth: Auth,
  db: Db,
  cookieHeader: string,
  absoluteMs: number,
): Promise<LiveSession | null> {
  const { cookieNames, secret, expiresIn, updateAge } = await sessionSettings(auth);
  const cookies = parseCookies(cookieHeader);
  if (cookies.has(cookieNames.sessionData) || cookies.has(cookieNames.dontRememberToken)) return null;
  const signed = cookies.get(cookieNames.sessionToken);
  const token = signed ? cachedVerifiedToken(signed, secret) : null;
  if (!token) return null;

  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ token });
  if (!row) return null;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  const refreshDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  if (expiresAt <= now || refreshDue || row.createdAt.getTime() + absoluteMs <= now) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.name ?? '',
    role: row.role,
    sessionId: row.sessionId,
    sessionToken: row.sessionToken,
    twoFactorEnabled: row.twoFactorEnabled,
    security: row.security,
  };
}
