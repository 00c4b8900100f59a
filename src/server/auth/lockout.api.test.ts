import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { sessionCookie } from '#tests/support/test-app';
import { totpCode, wrongTotpCode } from '#tests/support/totp';
import {
  challengeCookie,
  enableTwoFactor,
  setCookies,
  signInRequest,
  verifyRequest,
} from '#tests/support/two-factor';
import { MAX_ACCOUNT_FAILURES } from './sign-in-limits';

// Issue 13: eleven wrong passwords used to lock the right one out for 15 minutes, so anyone could
// lock the admin out. Over the limit, an account with a second factor now goes on to it with any
// password, and only the right password with the right code signs in (docs/security.md).
const t = setupTestApp();

/** Ten wrong passwords from an address of their own, as an attacker elsewhere would send them. */
async function exhaust(email: string) {
  const from = { remoteAddress: `203.0.113.${++attackers}` };
  for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
    expect((await signInRequest(t, email, `guess-${i}`, {}, from)).statusCode).toBe(401);
  }
}
let attackers = 0;

/** Set-Cookie values without their values: names and attributes only. */
const shapeOf = (cookies: string[]) => cookies.map((c) => c.replace(/=[^;]*/, '=…'));

describe('an account over its failure limit', () => {
  it('still lets its owner in with the right password and the right code', async () => {
    const admin = await makeUser(t, { role: 'admin' });
    const { secret } = await enableTwoFactor(t, admin.cookie);
    await exhaust(admin.email);
    const first = await signInRequest(t, admin.email, undefined, { requireRole: 'admin' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const second = await verifyRequest(t, challengeCookie(first), totpCode(secret));
    expect(second.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/me', cookie: sessionCookie(second) })).json().role,
    ).toBe('admin');
    // The success cleared the failures: a wrong password is a plain 401 again.
    expect((await signInRequest(t, admin.email, 'wrong-again')).statusCode).toBe(401);
  });

  it('answers a wrong password exactly like the right one, and its code never passes', async () => {
    const user = await makeUser(t);
    const { secret } = await enableTwoFactor(t, user.cookie);
    await exhaust(user.email);
    const wrong = await signInRequest(t, user.email, 'still-guessing');
    const right = await signInRequest(t, user.email);
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.body).toBe(right.body);
    expect(shapeOf(setCookies(wrong))).toEqual(shapeOf(setCookies(right)));
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(names(wrong.headers)).toEqual(names(right.headers));

    const decoy = await verifyRequest(t, challengeCookie(wrong), totpCode(secret));
    expect(decoy.statusCode).toBe(401);
    expect(decoy.json().error).toEqual({
      code: 'invalid_two_factor_code',
      message: MESSAGES.twoFactorCodeInvalid,
    });
    expect((await verifyRequest(t, challengeCookie(right), totpCode(secret))).statusCode).toBe(200);
  });

  it('fails a spent second step like a wrong code while locked, so it cannot single out a right password', async () => {
    const user = await makeUser(t);
    const { secret } = await enableTwoFactor(t, user.cookie);
    await exhaust(user.email);
    // Someone who holds the password spends the second step's budget as well.
    const from = { remoteAddress: '198.51.100.200' };
    let challenge = '';
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      if (i % 5 === 0) challenge = challengeCookie(await signInRequest(t, user.email, undefined, {}, from));
      expect((await verifyRequest(t, challenge, wrongTotpCode(secret), 'totp', from)).statusCode).toBe(401);
    }
    const real = await verifyRequest(
      t,
      challengeCookie(await signInRequest(t, user.email)),
      totpCode(secret),
    );
    const decoyChallenge = challengeCookie(await signInRequest(t, user.email, 'a-wrong-guess'));
    const decoy = await verifyRequest(t, decoyChallenge, totpCode(secret));
    expect(real.statusCode).toBe(401);
    expect(real.body).toBe(decoy.body);
  });

  it('stays locked for an account without a second factor, and for an unknown one', async () => {
    const user = await makeUser(t);
    await exhaust(user.email);
    const res = await signInRequest(t, user.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.tooManySignIns });
    await exhaust('nobody@example.com');
    expect((await signInRequest(t, 'nobody@example.com', 'x-password')).statusCode).toBe(429);
  });

  it('stays locked on the admin screen for an agent, second factor or not', async () => {
    const user = await makeUser(t);
    await enableTwoFactor(t, user.cookie);
    await exhaust(user.email);
    expect((await signInRequest(t, user.email, undefined, { requireRole: 'admin' })).statusCode).toBe(429);
  });
});
