import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { MESSAGES } from '#shared/domain';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../errors';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 10;
export const MAX_IP_FAILURES = 50;

export type SignInAttempt = {
  ids: number[];
  accountKey: string | null;
  ipKey: string;
  /** More than MAX_ACCOUNT_FAILURES on the account in the window (only with `onAccountLimit: 'report'`). */
  accountOverLimit: boolean;
};

/** The password step's key: one budget per e-mail address, known account or not. */
export const accountKeyOf = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * The second step's key, per account. Only a real challenge (the right password) counts here, so
 * nobody without the password can use up the budget of the account's owner.
 */
export const secondFactorKeyOf = (userId: string) => `second-factor:${userId}`;

/**
 * Checks of a signed-in user's password (turning two-factor sign-in on or off, new backup codes),
 * per user: only someone holding a session of theirs can spend this budget.
 */
export const passwordCheckKeyOf = (userId: string) => `password-check:${userId}`;

export type AttemptOptions = {
  /** null counts the address only (a second step whose challenge names no account). */
  accountKey: string | null;
  ip: string;
  /** 'report' hands an account over its limit back to the caller instead of refusing it. */
  onAccountLimit?: 'refuse' | 'report';
};

/**
 * Records the attempt before the password or code is checked and counts unexpired attempts in
 * the database, so parallel requests and several app instances share one limit. Over the address
 * limit the attempt is refused (429); over the account limit too, unless the caller asked for a
 * report (sign-in then lets an account with a second factor go on to it, docs/security.md).
 */
export async function beginAttempt(db: Db, options: AttemptOptions): Promise<SignInAttempt> {
  const { accountKey } = options;
  const ipKey = `ip:${options.ip}`;
  const keys = accountKey ? [accountKey, ipKey] : [ipKey];
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const inserted = await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: signInFailures.id });
  const counts = await db
    .select({ key: signInFailures.key, n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.createdAt, since)))
    .groupBy(signInFailures.key);
  const count = (key: string) => counts.find((c) => c.key === key)?.n ?? 0;
  const accountOverLimit = accountKey !== null && count(accountKey) > MAX_ACCOUNT_FAILURES;
  const attempt = { ids: inserted.map((r) => r.id), accountKey, ipKey, accountOverLimit };
  if (count(ipKey) > MAX_IP_FAILURES || (accountOverLimit && options.onAccountLimit !== 'report')) {
    return refuseAttempt(db, attempt);
  }
  return attempt;
}

/** Whether `key` has more than MAX_ACCOUNT_FAILURES attempts in the window, without counting one. */
export async function isOverAccountLimit(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.key, key),
        gt(signInFailures.createdAt, new Date(Date.now() - SIGN_IN_WINDOW_MS)),
      ),
    );
  return (row?.n ?? 0) > MAX_ACCOUNT_FAILURES;
}

/** The password step of a sign-in; refused (429) over either limit. */
export function beginSignInAttempt(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  return beginAttempt(db, { accountKey: accountKeyOf(email), ip });
}

/** Refuses with 429. Refused attempts are not counted, so a lock ends a window after the last real failure. */
export async function refuseAttempt(db: Db, attempt: SignInAttempt): Promise<never> {
  await forgetAttempt(db, attempt);
  throw new AppError(429, 'rate_limited', MESSAGES.tooManySignIns);
}

/** Un-counts this attempt only: a right password whose second factor is still to come. */
export async function forgetAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.id, attempt.ids));
}

/** A success clears the attempt and its account's earlier failures (and any `alsoClear` key). */
export async function signInSucceeded(
  db: Db,
  attempt: SignInAttempt,
  alsoClear: string[] = [],
): Promise<void> {
  const keys = [attempt.accountKey, ...alsoClear].filter((k): k is string => k !== null);
  await db
    .delete(signInFailures)
    .where(
      or(
        inArray(signInFailures.id, attempt.ids),
        keys.length ? inArray(signInFailures.key, keys) : undefined,
      ),
    );
}

/** Drops rows older than the window; called now and then so the table stays small. */
export async function pruneSignInFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.createdAt, new Date(Date.now() - SIGN_IN_WINDOW_MS)));
}
