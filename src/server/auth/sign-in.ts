import { MESSAGES } from '#shared/domain';
import type { Me, SignInBody } from '#shared/schemas/auth';
import type { Db } from '../db/client';
import { decoyChallengeCookies, revokeSession } from './accounts';
import type { Auth } from './auth';
import { authError, readAuthFailure } from './auth-response';
import { roleOf } from './session';
import { auditSignIn } from './sign-in-audit';
import { accountKeyOf, beginAttempt, forgetAttempt, refuseAttempt, signInSucceeded } from './sign-in-limits';
import { findUserByEmail } from './users';

export type SignInOptions = {
  auth: Auth;
  db: Db;
  body: SignInBody;
  ip: string;
  /** The request better-auth must see, with the JSON body given; the route builds it. */
  authRequest: (body: object) => Request;
};

export type SignInOutcome =
  | { kind: 'signed-in'; user: Me; cookies: string[] }
  | { kind: 'second-factor'; methods: string[]; cookies: string[] }
  /** The admin screen refused a non-admin; `cookies` clear the session just made. */
  | { kind: 'not-admin'; cookies: string[] };

type Account = Awaited<ReturnType<typeof findUserByEmail>>;

/**
 * While an account is over its failure limit, only an account with a second factor may go on,
 * and on the admin screen only an admin: the second factor is what an attacker lacks, so
 * guessing cannot lock its owner out (docs/security.md, lockout).
 */
function mayPassLock(account: Account, requireRole: SignInBody['requireRole']): boolean {
  if (!account?.twoFactorEnabled) return false;
  return requireRole !== 'admin' || roleOf(account.role) === 'admin';
}

/**
 * POST /api/auth/sign-in/email: the password step. An account with two-factor sign-in gets a
 * challenge instead of a session (better-auth's plugin); the second step is second-factor.ts.
 */
export async function signIn(options: SignInOptions): Promise<SignInOutcome> {
  const { auth, db, ip } = options;
  const { email, password, requireRole } = options.body;
  const attempt = await beginAttempt(db, { accountKey: accountKeyOf(email), ip, onAccountLimit: 'report' });
  const account = await findUserByEmail(db, email);
  if (attempt.accountOverLimit && !mayPassLock(account, requireRole)) await refuseAttempt(db, attempt);

  const response = await auth.handler(options.authRequest({ email, password, rememberMe: true }));
  if (!response.ok) {
    const failure = await readAuthFailure(response);
    if (failure.status === 401) await auditSignIn(db, { account, email, ip, failed: 'password' });
    if (attempt.accountOverLimit && failure.status === 401) {
      // Answered as a right password is, with a challenge no code can pass: the answer tells
      // nothing until both factors are right.
      return { kind: 'second-factor', methods: ['totp'], cookies: await decoyChallengeCookies(auth) };
    }
    throw authError(failure, MESSAGES.invalidCredentials);
  }
  const answer = (await response.json()) as
    | { twoFactorRedirect: true; twoFactorMethods: string[] }
    | { token: string; user: { id: string; email: string; name: string; role?: unknown } };

  if ('twoFactorRedirect' in answer) {
    // A right password is not a failure, but not yet a success either: the account's failures
    // are cleared when the second factor passes. Over the limit it counts like a wrong one, or
    // when the lock ends would tell which guess was right.
    if (!attempt.accountOverLimit) await forgetAttempt(db, attempt);
    if (requireRole === 'admin' && roleOf(account?.role) !== 'admin') {
      await auditSignIn(db, { account, email, ip, failed: 'not_admin' });
      return { kind: 'not-admin', cookies: [] };
    }
    return {
      kind: 'second-factor',
      methods: answer.twoFactorMethods,
      cookies: response.headers.getSetCookie(),
    };
  }

  await signInSucceeded(db, attempt);
  const role = roleOf(answer.user.role);
  if (requireRole === 'admin' && role !== 'admin') {
    await auditSignIn(db, { account, email, ip, failed: 'not_admin' });
    return { kind: 'not-admin', cookies: await revokeSession(auth, answer.token) };
  }
  await auditSignIn(db, { account: answer.user, email, ip });
  const { id, name } = answer.user;
  return {
    kind: 'signed-in',
    user: { id, email: answer.user.email, fullName: name ?? '', role },
    cookies: response.headers.getSetCookie(),
  };
}
