import { describe, expect, it } from 'vitest';
import { lastAuditOf } from '#tests/support/audit-entries';
import { makeUser } from '#tests/support/clients';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD, sessionCookie } from '#tests/support/test-app';
import { challengeCookie, enableTwoFactor, signInRequest, verifyRequest } from '#tests/support/two-factor';
import { MAX_ACCOUNT_FAILURES } from './sign-in-limits';

const t = setupTestApp();

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const post = (url: string, cookie: string | undefined, payload: object) =>
  t.request({ method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });
const lastAudit = (actorId: string) => lastAuditOf(t, actorId);

// Backup codes, turning two-factor sign-in off, and the password checks of both.
describe('backup codes and turning it off', () => {
  it('makes new backup codes with the password; the old ones stop working', async () => {
    const user = await makeUser(t);
    const { cookie, backupCodes } = await enableTwoFactor(t, user.cookie);
    const wrong = await post('/api/auth/two-factor/generate-backup-codes', cookie, { password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/auth/two-factor/generate-backup-codes', cookie, {
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    expect((await lastAudit(user.id))?.action).toBe('regenerate_backup_codes');
    const old = await verifyRequest(
      t,
      challengeCookie(await signInRequest(t, user.email)),
      backupCodes[0] ?? '',
      'backup-code',
    );
    expect(old.statusCode).toBe(401);
  });

  it('turns off with the password; sign-in then needs the password only', async () => {
    const user = await makeUser(t);
    const { cookie } = await enableTwoFactor(t, user.cookie);
    expect((await post('/api/auth/two-factor/disable', cookie, { password: 'wrong-pass' })).statusCode).toBe(
      400,
    );
    const off = await post('/api/auth/two-factor/disable', cookie, { password: DEFAULT_PASSWORD });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ twoFactorEnabled: false });
    // The plugin renews the session; the new cookie works.
    expect((await me(sessionCookie(off))).json()).toMatchObject({ twoFactorEnabled: false });
    expect((await lastAudit(user.id))?.action).toBe('disable_two_factor');
    expect((await signInRequest(t, user.email)).json()).toHaveProperty('user');
    // The session it was sent with was replaced, not kept beside the new one.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('counts wrong passwords of a signed-in user like sign-in, apart from the sign-in budget', async () => {
    const user = await makeUser(t);
    const { cookie } = await enableTwoFactor(t, user.cookie);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        cookie,
        payload: { password: `wrong-${i}` },
        remoteAddress: '198.51.100.8',
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await post('/api/auth/two-factor/disable', cookie, { password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(429);
    // Signing in is not locked by it.
    expect((await signInRequest(t, user.email)).json()).toHaveProperty('twoFactorRedirect', true);
  });
});
