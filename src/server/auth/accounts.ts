import { randomBytes } from 'node:crypto';
import { type Auth, TWO_FACTOR_CHALLENGE_SECONDS } from './auth';
import type { Role } from './session';
import { announceSessionChange } from './session-cache';
import { parseCookies, serializeCookie, signedValue, verifiedValue } from './signed-cookies';

// The one file that reaches into better-auth's API, context and internal adapter. The rest of
// the server asks here for what it needs done to an account or a session, and gets back plain
// values: Set-Cookie strings for its reply rather than better-auth's Headers.

export type NewAccount = { email: string; fullName: string; password: string; role: Role };

/** Creates a user with an email+password account (sign-up is closed, so only the server does). */
export async function createUserWithPassword(
  auth: Auth,
  input: NewAccount,
): Promise<{ id: string; email: string }> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.trim().toLowerCase(),
      name: input.fullName.trim(),
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return { id: created.id, email: created.email };
}

/** Sets a new password with better-auth's hasher and ends every session of the user (DESIGN §7). */
export async function replacePassword(auth: Auth, userId: string, password: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(userId);
  announceSessionChange({ userId });
}

/** Signs a user in; the answer is the Set-Cookie values that carry the new session. */
export async function signInWithPassword(
  auth: Auth,
  input: { email: string; password: string; headers: Headers },
): Promise<string[]> {
  const { headers } = await auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: input.headers,
    returnHeaders: true,
  });
  return headers.getSetCookie();
}

/**
 * Changes the signed-in user's password and ends their other sessions. The answer is the
 * Set-Cookie values of the refreshed session, or null when the current password is wrong.
 */
export async function changeOwnPassword(
  auth: Auth,
  input: { currentPassword: string; newPassword: string; headers: Headers },
): Promise<string[] | null> {
  try {
    const { headers } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: input.headers,
      returnHeaders: true,
    });
    return headers.getSetCookie();
  } catch (error) {
    if ((error as { body?: { code?: string } }).body?.code === 'INVALID_PASSWORD') return null;
    throw error;
  }
}

export type AuthSession = {
  user: { id: string; email: string; name: string | null; role?: unknown; twoFactorEnabled?: unknown };
  session: { id: string; token: string; createdAt: Date | string; expiresAt: Date | string };
};

/**
 * The session of a request's cookies as better-auth's getSession sees it: it checks the
 * signature and the idle expiry and extends the session when due. `cookies` are what to set.
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
): Promise<{ found: AuthSession | null; cookies: string[] }> {
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  return { found: response, cookies: answer.getSetCookie() };
}

/** Deletes one session; the answer is the Set-Cookie values that clear its cookies in the browser. */
export async function revokeSession(auth: Auth, token: string): Promise<string[]> {
  const ctx = await auth.$context;
  await ctx.internalAdapter.deleteSession(token);
  announceSessionChange({ token });
  return sessionClearingCookies(auth);
}

/** The Set-Cookie values that clear a session's cookies, for a session ended some other way. */
export async function sessionClearingCookies(auth: Auth): Promise<string[]> {
  const { sessionToken, sessionData, dontRememberToken } = (await auth.$context).authCookies;
  return [sessionToken, sessionData, dontRememberToken].map(
    (c) => `${c.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${c.attributes.secure ? '; Secure' : ''}`,
  );
}

/** What the session decision (session.ts) must know to answer exactly as getSession would. */
export type SessionSettings = {
  cookieNames: { sessionToken: string; sessionData: string; dontRememberToken: string };
  secret: string;
  /** Seconds a session lives without use, and how often its expiry is pushed back. */
  expiresIn: number;
  updateAge: number;
};

const settingsOf = new WeakMap<Auth, SessionSettings>();

export async function sessionSettings(auth: Auth): Promise<SessionSettings> {
  const known = settingsOf.get(auth);
  if (known) return known;
  const ctx = await auth.$context;
  const { sessionToken, sessionData, dontRememberToken } = ctx.authCookies;
  const settings = {
    cookieNames: {
      sessionToken: sessionToken.name,
      sessionData: sessionData.name,
      dontRememberToken: dontRememberToken.name,
    },
    secret: ctx.secret,
    expiresIn: ctx.sessionConfig.expiresIn,
    updateAge: ctx.sessionConfig.updateAge,
  };
  settingsOf.set(auth, settings);
  return settings;
}

/** better-auth's two-factor plugin keeps a sign-in's pending challenge in this cookie. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** The owner a decoy challenge names: no user id looks like it. */
const DECOY_OWNER = 'decoy';

/**
 * The account a pending two-factor challenge waits for: the request's challenge cookie, its
 * signature checked, names a live challenge row. Null for no cookie, a forged one, an expired or
 * spent challenge, and a decoy (below).
 */
export async function twoFactorChallengeOwner(
  auth: Auth,
  cookieHeader: string | undefined,
): Promise<string | null> {
  if (!cookieHeader) return null;
  const ctx = await auth.$context;
  const signed = parseCookies(cookieHeader).get(ctx.createAuthCookie(TWO_FACTOR_COOKIE).name);
  const identifier = signed ? verifiedValue(signed, ctx.secret) : null;
  if (!identifier) return null;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  return challenge.value === DECOY_OWNER ? null : challenge.value;
}

/**
 * The Set-Cookie values of a password sign-in that went on to its second factor, for a
 * challenge that exists nowhere: the same cookies, names, attributes and value format as
 * better-auth's own, so the answer cannot tell whether the password was right. Its second step
 * always fails. Used while an account is over its failure limit (docs/security.md, lockout).
 */
export async function decoyChallengeCookies(auth: Auth): Promise<string[]> {
  const ctx = await auth.$context;
  const { sessionToken, sessionData } = ctx.authCookies;
  const challenge = ctx.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_CHALLENGE_SECONDS });
  // Shaped like the plugin's identifiers: '2fa-' and 20 characters of [A-Za-z0-9_-].
  const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
  // Rows like the plugin writes for a real challenge, so both answers cost about the same; this
  // one names no user, so no code passes it.
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
  await ctx.internalAdapter.createVerificationValue({ identifier, value: DECOY_OWNER, expiresAt });
  await ctx.internalAdapter.createVerificationValue({
    identifier: `2fa-attempts-${identifier}`,
    value: '0',
    expiresAt,
  });
  return [
    serializeCookie(sessionToken.name, '', { ...sessionToken.attributes, maxAge: 0 }),
    serializeCookie(sessionData.name, '', { ...sessionData.attributes, maxAge: 0 }),
    serializeCookie(challenge.name, signedValue(identifier, ctx.secret), challenge.attributes),
  ];
}
