/**
 * Issue 13: PATCH /api/me took unlimited current-password guesses (25 in a row, each an argon2
 * check). They are now counted like sign-in, in the database and per user.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNT_FAILURES } from '#server/auth/sign-in-limits';
import { setupTestApp } from '#tests/support/setup-test-app';
import { DEFAULT_PASSWORD } from '#tests/support/test-app';

const t = setupTestApp();

function changePassword(cookie: string, currentPassword: string, newPassword = 'a-new-password-9') {
  return t.request({ method: 'PATCH', url: '/api/me', cookie, payload: { currentPassword, newPassword } });
}

describe('current-password guesses on PATCH /api/me', () => {
  it('are refused with 429 past the sign-in limit, the right password too, for that user only', async () => {
    const { cookie } = await t.userWithSession({ email: 'guesser@example.com' });
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      expect((await changePassword(cookie, `wrong-guess-${i}`)).statusCode).toBe(400);
    }
    const refused = await changePassword(cookie, 'one-more-guess');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await changePassword(cookie, DEFAULT_PASSWORD)).statusCode).toBe(429);

    const other = await t.userWithSession({ email: 'bystander@example.com' });
    expect((await changePassword(other.cookie, 'not-it')).statusCode).toBe(400);
    expect((await changePassword(other.cookie, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('start again from zero after a right password', async () => {
    const { cookie } = await t.userWithSession({ email: 'forgetful@example.com' });
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) await changePassword(cookie, `slip-${i}`);
    const changed = await changePassword(cookie, DEFAULT_PASSWORD, 'the-next-password');
    expect(changed.statusCode).toBe(200);
    const renewed = changed.headers['set-cookie'];
    const session = (Array.isArray(renewed) ? renewed : [renewed ?? ''])
      .find((c) => c.includes('session_token=') && !c.includes('Max-Age=0'))
      ?.split(';')[0];
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      expect((await changePassword(session ?? cookie, `again-${i}`)).statusCode).toBe(400);
    }
  });
});
