import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_PASSWORD, sessionCookie, type TestApp } from './test-app';
import { secretOf, totpCode } from './totp';

/** Every Set-Cookie value of a response. */
export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** The `name=value` pair of the two-factor challenge cookie a password sign-in sets. */
export function challengeCookie(res: LightMyRequestResponse): string {
  const found = setCookies(res).find((c) => c.includes('two_factor=') && !c.includes('Max-Age=0'));
  if (!found) throw new Error(`no two-factor challenge cookie in ${res.statusCode} ${res.body}`);
  return found.split(';')[0] ?? '';
}

export type TwoFactorUser = { secret: string; backupCodes: string[]; cookie: string };

/**
 * Turns two-factor sign-in on for the user of `cookie`: enable, then confirm with a code. The
 * plugin renews the session on confirmation; `cookie` in the answer is the new one.
 */
export async function enableTwoFactor(
  t: TestApp,
  cookie: string,
  password = DEFAULT_PASSWORD,
): Promise<TwoFactorUser> {
  const enabled = await t.request({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    cookie,
    payload: { password },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const secret = secretOf(totpURI);
  const confirmed = await t.request({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    cookie,
    payload: { code: totpCode(secret) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, backupCodes, cookie: sessionCookie(confirmed) };
}

/** Where a request comes from: tests that make many failures use their own address, so the per-address limit (50) stays out of the way. */
export type From = { remoteAddress?: string };

/** The password step of a sign-in. */
export function signInRequest(
  t: TestApp,
  email: string,
  password = DEFAULT_PASSWORD,
  extra: object = {},
  from: From = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password, ...extra },
    ...from,
  });
}

/** A code for the second step, sent with the challenge cookie of the password step. */
export function verifyRequest(
  t: TestApp,
  challenge: string,
  code: string,
  kind: 'totp' | 'backup-code' = 'totp',
  from: From = {},
) {
  return t.request({
    method: 'POST',
    url: `/api/auth/two-factor/verify-${kind}`,
    cookie: challenge,
    payload: { code },
    ...from,
  });
}

/** Both steps of a sign-in with two-factor sign-in on; the answer is the session cookie. */
export async function signInWithTwoFactor(t: TestApp, email: string, secret: string): Promise<string> {
  const first = await signInRequest(t, email);
  const second = await verifyRequest(t, challengeCookie(first), totpCode(secret));
  if (second.statusCode !== 200) throw new Error(`second step failed: ${second.statusCode} ${second.body}`);
  return sessionCookie(second);
}
