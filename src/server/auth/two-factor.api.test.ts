import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain';
import { lastAuditOf } from '#tests/support/audit-entries';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD, sessionCookie } from '#tests/support/test-app';
import { totpCode, wrongTotpCode } from '#tests/support/totp';
import {
  challengeCookie,
  enableTwoFactor,
  setCookies,
  signInRequest,
  signInWithTwoFactor,
  verifyRequest,
} from '#tests/support/two-factor';
import { auditLog } from '../db/schema';
import { MAX_ACCOUNT_FAILURES } from './sign-in-limits';

const t = setupTestApp();

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const post = (url: string, cookie: string | undefined, payload: object) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const lastAudit = (actorId: string) => lastAuditOf(t, actorId);
const invalidCode = { error: { code: 'invalid_two_factor_code', message: MESSAGES.twoFactorCodeInvalid } };
const invalidBackupCode = { error: { code: 'invalid_two_factor_code', message: MESSAGES.backupCodeInvalid } };

describe('turning two-factor sign-in on', () => {
  it('asks for the password, then a code; it is off until the code confirms it', async () => {
    const user = await makeUser(t);
    const wrong = await post('/api/auth/two-factor/enable', user.cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_password');

    const res = await post('/api/auth/two-factor/enable', user.cookie, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ totpURI: string; backupCodes: string[] }>();
    expect(Object.keys(body).sort()).toEqual(['backupCodes', 'totpURI']);
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/Wise%20Expert%20Advisor:.*secret=[A-Z2-7]+/);
    expect(body.backupCodes).toHaveLength(10);
    expect((await me(user.cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    // Not on yet: the password alone still signs in.
    expect((await signInRequest(t, user.email)).json()).toHaveProperty('user');

    const secret = new URL(body.totpURI).searchParams.get('secret') ?? '';
    const bad = await post('/api/auth/two-factor/verify-totp', user.cookie, { code: wrongTotpCode(secret) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'invalid_two_factor_code',
      message: MESSAGES.twoFactorSetupCodeInvalid,
    });
    const ok = await post('/api/auth/two-factor/verify-totp', user.cookie, { code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(ok.body).not.toContain('token');
    expect((await me(sessionCookie(ok))).json()).toMatchObject({ twoFactorEnabled: true });
    expect((await lastAudit(user.id))?.action).toBe('enable_two_factor');
  });

  it('refuses a second set-up while it is on', async () => {
    const user = await makeUser(t);
    const { cookie } = await enableTwoFactor(t, user.cookie);
    const again = await post('/api/auth/two-factor/enable', cookie, { password: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'two_factor_already_on',
      message: MESSAGES.twoFactorAlreadyOn,
    });
  });

  it('needs a session and accepts only the fields a UI sends', async () => {
    expect((await post('/api/auth/two-factor/enable', undefined, { password: 'x' })).statusCode).toBe(401);
    const user = await makeUser(t);
    const extra = await post('/api/auth/two-factor/enable', user.cookie, {
      password: DEFAULT_PASSWORD,
      method: 'otp',
    });
    expect(extra.statusCode).toBe(400);
    for (const path of ['get-totp-uri', 'send-otp', 'verify-otp', 'view-backup-codes']) {
      const res = await post(`/api/auth/two-factor/${path}`, user.cookie, { password: DEFAULT_PASSWORD });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers the password with a challenge and no usable session, then signs in with the code', async () => {
    const user = await makeUser(t);
    const { secret } = await enableTwoFactor(t, user.cookie);
    const first = await signInRequest(t, user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(() => sessionCookie(first)).toThrow();
    const challenge = challengeCookie(first);
    expect(setCookies(first).find((c) => c.includes('two_factor='))).toMatch(/HttpOnly/);
    // Whatever step one set, it is no session.
    const stepOneCookies = setCookies(first)
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await me(stepOneCookies)).statusCode).toBe(401);

    const wrong = await verifyRequest(t, challenge, wrongTotpCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidCode);
    const right = await verifyRequest(t, challenge, totpCode(secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ id: user.id, role: 'agent' });
    expect(right.body).not.toContain('token');
    const profile = await me(sessionCookie(right));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: false });
    const audit = await lastAudit(user.id);
    expect(audit?.action).toBe('sign_in');
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ secondFactor: 'totp' });
  });

  it('answers every failed second step alike: no challenge, a forged one, a spent one, a wrong code', async () => {
    const user = await makeUser(t);
    const { secret } = await enableTwoFactor(t, user.cookie);
    const challenge = challengeCookie(await signInRequest(t, user.email));
    const forged = `${challenge.split('=')[0]}=2fa-${'x'.repeat(20)}.${'A'.repeat(43)}=`;
    const answers = [
      await verifyRequest(t, '', totpCode(secret)),
      await verifyRequest(t, forged, totpCode(secret)),
      await verifyRequest(t, challenge, wrongTotpCode(secret)),
    ];
    expect((await verifyRequest(t, challenge, totpCode(secret))).statusCode).toBe(200);
    answers.push(await verifyRequest(t, challenge, totpCode(secret)));
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalidCode);
      expect(setCookies(res)).toEqual([]);
    }
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'sign_in_failed')));
    expect(failed.map((row) => JSON.parse(row.details ?? '{}').reason)).toEqual(['second_factor']);
  });

  it('takes a backup code once', async () => {
    const user = await makeUser(t);
    const { backupCodes } = await enableTwoFactor(t, user.cookie);
    const code = backupCodes[0] ?? '';
    const first = await verifyRequest(
      t,
      challengeCookie(await signInRequest(t, user.email)),
      code,
      'backup-code',
    );
    expect(first.statusCode).toBe(200);
    expect((await me(sessionCookie(first))).statusCode).toBe(200);
    const again = await verifyRequest(
      t,
      challengeCookie(await signInRequest(t, user.email)),
      code,
      'backup-code',
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(invalidBackupCode);
  });

  it('limits the second step like the first: the 11th wrong code on an account is refused', async () => {
    const user = await makeUser(t);
    const { secret } = await enableTwoFactor(t, user.cookie);
    const from = { remoteAddress: '198.51.100.7' };
    let challenge = '';
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      // The plugin gives one challenge 5 tries; a new password step gives a new one.
      if (i % 5 === 0) challenge = challengeCookie(await signInRequest(t, user.email, undefined, {}, from));
      expect((await verifyRequest(t, challenge, wrongTotpCode(secret), 'totp', from)).statusCode).toBe(401);
    }
    challenge = challengeCookie(await signInRequest(t, user.email));
    const refused = await verifyRequest(t, challenge, totpCode(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: MESSAGES.tooManySignIns });
  });

  it('refuses an agent with two-factor sign-in on the admin screen without a challenge', async () => {
    const user = await makeUser(t);
    await enableTwoFactor(t, user.cookie);
    const res = await signInRequest(t, user.email, undefined, { requireRole: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_admin');
    expect(setCookies(res).some((c) => c.includes('two_factor=') && !c.includes('Max-Age=0'))).toBe(false);
  });
});

it('records a sign-in with the password only, and failures with the account when known', async () => {
  const user = await makeUser(t);
  expect((await lastAudit(user.id))?.action).toBe('sign_in');
  await signInRequest(t, user.email, 'wrong-password-1');
  const failed = await lastAudit(user.id);
  expect(failed?.action).toBe('sign_in_failed');
  expect(failed?.details).not.toContain('wrong-password-1');
  expect(JSON.parse(failed?.details ?? '{}')).toMatchObject({ reason: 'password', ip: '127.0.0.1' });
  await signInRequest(t, 'ghost@example.com', 'wrong-password-2');
  const unknown = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'sign_in_failed'), isNull(auditLog.actorId)));
  expect(unknown.map((row) => JSON.parse(row.details ?? '{}').email)).toEqual(['ghost@example.com']);
  const everything = JSON.stringify(await t.database.db.select().from(auditLog));
  for (const password of ['wrong-password-1', 'wrong-password-2', DEFAULT_PASSWORD]) {
    expect(everything).not.toContain(password);
  }
});

it('signs in with both factors through the helper used by other tests', async () => {
  const user = await makeUser(t);
  const { secret } = await enableTwoFactor(t, user.cookie);
  expect((await me(await signInWithTwoFactor(t, user.email, secret))).statusCode).toBe(200);
});
