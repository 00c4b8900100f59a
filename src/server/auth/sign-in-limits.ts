import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '#shared/domain';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../errors';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 10;
export const MAX_IP_FAILURES = 50;

export type SignInAttempt = { ids: number[]; accountKey: string; ipKey: string };

/**
 * Records the attempt before the password is checked and counts unexpired attempts in the
 * database, so parallel requests and several app instances share one limit: the 11th attempt on
 * an account within the window is refused whatever the password. A success clears the account.
 */
export async function beginSignInAttempt(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  const accountKey = `account:${email.trim().toLowerCase()}`;
  const ipKey = `ip:${ip}`;
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const inserted = await db
    .insert(signInFailures)
    .values([{ key: accountKey }, { key: ipKey }])
    .returning({ id: signInFailures.id });
  const counts = await db
    .select({ key: signInFailures.key, n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [accountKey, ipKey]), gt(signInFailures.createdAt, since)))
    .groupBy(signInFailures.key);
  const count = (key: string) => counts.find((c) => c.key === key)?.n ?? 0;
  const attempt = { ids: inserted.map((r) => r.id), accountKey, ipKey };
  if (count(accountKey) > MAX_ACCOUNT_FAILURES || count(ipKey) > MAX_IP_FAILURES) {
    // Refused attempts are not counted, so the lock ends a window after the last real failure.
    await db.delete(signInFailures).where(inArray(signInFailures.id, attempt.ids));
    throw new AppError(429, 'rate_limited', MESSAGES.tooManySignIns);
  }
  return attempt;
}

export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.key} = ${attempt.accountKey} or ${inArray(signInFailures.id, attempt.ids)}`);
}

/** Drops rows older than the window; called now and then so the table stays small. */
export async function pruneSignInFailures(db: Db): Promise<void> {
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.createdAt, new Date(Date.now() - SIGN_IN_WINDOW_MS)));
}
