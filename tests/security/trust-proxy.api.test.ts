/**
 * Issue 13: behind nginx's `$proxy_add_x_forwarded_for`, the client writes the left of
 * X-Forwarded-For and the proxy appends the address it saw. With TRUST_PROXY=1 only that last
 * hop is believed, so forging the rest no longer escapes the per-address sign-in limit.
 */
import { describe, expect, it } from 'vitest';
import { MAX_IP_FAILURES } from '#server/auth/sign-in-limits';
import { setupTestApp } from '#tests/support/setup-test-app';

const t = setupTestApp({ TRUST_PROXY: '1' });

function failedSignIn(forwardedFor: string, attempt: number) {
  return t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'x-forwarded-for': forwardedFor },
    // Twelve accounts in turn: no account reaches its own limit within 120 attempts.
    payload: { email: `nobody${attempt % 12}@example.com`, password: 'not-the-password' },
  });
}

describe('TRUST_PROXY=1', () => {
  it('limits 120 failures from one client whatever it forges in front of the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const forged = `198.51.${Math.floor(i / 250)}.${i % 250}`;
      statuses.push((await failedSignIn(`${forged}, 203.0.113.7`, i)).statusCode);
    }
    expect(statuses.slice(0, MAX_IP_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX_IP_FAILURES)).toEqual(Array(120 - MAX_IP_FAILURES).fill(429));
  });

  it('keeps another client of the same proxy apart', async () => {
    const res = await failedSignIn('198.51.100.1, 203.0.113.8', 0);
    expect(res.statusCode).toBe(401);
  });
});
