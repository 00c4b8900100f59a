import type { Auth } from './auth';
import type { Role } from './session';

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
  user: { id: string; email: string; name: string | null; role?: unknown };
  session: { id: string; token: string; createdAt: Date | string };
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
  const { sessionToken, sessionData, dontRememberToken } = ctx.authCookies;
  return [sessionToken, sessionData, dontRememberToken].map(
    (c) => `${c.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${c.attributes.secure ? '; Secure' : ''}`,
  );
}

/** What the one-query session lookup must know to answer exactly as getSession would. */
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
