import { MESSAGES } from '#shared/domain';
import type { Me } from '#shared/schemas/auth';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { twoFactorChallengeOwner } from './accounts';
import type { Auth } from './auth';
import { roleOf } from './session';
import { auditSignIn } from './sign-in-audit';
import {
  accountKeyOf,
  beginAttempt,
  isOverAccountLimit,
  refuseAttempt,
  secondFactorKeyOf,
  signInSucceeded,
} from './sign-in-limits';
import { findUserById } from './users';

export type SecondFactorMethod = 'totp' | 'backup_code';

export type PassSecondFactorOptions = {
  auth: Auth;
  db: Db;
  ip: string;
  cookieHeader: string | undefined;
  method: SecondFactorMethod;
  /** Sends the code to better-auth's verify endpoint; the route builds the request. */
  verify: () => Promise<Response>;
};

/**
 * The second step of a sign-in: a code for the challenge the password step left in a cookie.
 * Counted like the first step (sign-in-limits.ts): per address, and per account for a real
 * challenge. Every failure reads the same, whether the code was wrong, the challenge spent or
 * expired, missing, or a decoy from a wrong password while the account was over its limit, so
 * this step never tells which factor was wrong.
 */
export async function passSecondFactor(
  options: PassSecondFactorOptions,
): Promise<{ user: Me; cookies: string[] }> {
  const { auth, db, ip, method } = options;
  const ownerId = await twoFactorChallengeOwner(auth, options.cookieHeader);
  const owner = ownerId ? await findUserById(db, ownerId) : null;
  const attempt = await beginAttempt(db, {
    accountKey: owner ? secondFactorKeyOf(owner.id) : null,
    ip,
    onAccountLimit: 'report',
  });
  const failed = async (): Promise<never> => {
    if (owner) {
      await auditSignIn(db, {
        account: owner,
        email: owner.email,
        ip,
        failed: 'second_factor',
        secondFactor: method,
      });
    }
    // Worded for the kind of code typed, which tells nothing the person does not know.
    const message = method === 'backup_code' ? MESSAGES.backupCodeInvalid : MESSAGES.twoFactorCodeInvalid;
    throw new AppError(401, 'invalid_two_factor_code', message);
  };
  if (owner && attempt.accountOverLimit) {
    if (!(await isOverAccountLimit(db, accountKeyOf(owner.email)))) await refuseAttempt(db, attempt);
    // Both limits spent: passwords are being guessed, so decoys are about. A 429 here would
    // single out the challenge a right password made; it fails like a wrong code instead.
    return failed();
  }

  const response = await options.verify();
  if (response.status >= 500) throw new Error(`two-factor verification failed with ${response.status}`);
  // better-auth's cookie changes on a failure (expiring a spent challenge) are not passed on: a
  // decoy has none, and they would tell the two apart.
  if (!response.ok) return failed();
  const { user } = (await response.json()) as {
    user: { id: string; email: string; name: string | null; role?: unknown };
  };
  await signInSucceeded(db, attempt, [accountKeyOf(user.email)]);
  await auditSignIn(db, { account: user, email: user.email, ip, secondFactor: method });
  return {
    user: { id: user.id, email: user.email, fullName: user.name ?? '', role: roleOf(user.role) },
    cookies: response.headers.getSetCookie(),
  };
}
